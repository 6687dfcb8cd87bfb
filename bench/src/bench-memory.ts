// `pnpm bench:memory [--db pglite,postgres] [--churn 150000] [--players 200000,1000000]
// [--demo-players 3000] [--connections 8]`: the memory of the real server (apps/api/dist/main.js,
// with the page's server render; the root script builds @ark/api and @ark/web first) on each
// store, side by side: its first start (the demo loaded), idle after a restart, after a churn of
// `--churn` distinct requests (`/?search=…` pages and API calls) from a load generator in its own
// process, and the peak of an import of each `--players` size, by `ark import` (the CLI's process)
// and by the server's own sync (the server's process). `--churn 0` skips the churn, `--players 0`
// the imports. Resident sizes come from /proc/<pid>/status (VmRSS, VmHWM); the server's breakdown
// (each thread's V8 heap, PGlite's WebAssembly memory, each cache) from the line it logs on
// SIGUSR2. PostgreSQL's own processes are not counted: its rows are the API process. Not a test:
// each run is appended to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findPostgresBin, readProcessMemory, startTempPostgres } from '@ark/api/internals';
import { FALLBACK_CLUSTERS } from '@ark/core';
import { loadProcess } from './load-process';
import { type BenchServer, loadTest, startApiServer } from './load-test';
import { writePluginExports } from './plugin-exports';
import { startRun } from './record-run';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'bench' },
    db: { type: 'string', default: 'pglite,postgres' },
    churn: { type: 'string', default: '150000' },
    players: { type: 'string', default: '200000,1000000' },
    'demo-players': { type: 'string', default: '3000' },
    connections: { type: 'string', default: '8' },
  },
});

const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const CLI_SCRIPT = join(API_DIR, 'dist/cli.js');
const PAGE_BUNDLE = fileURLToPath(
  new URL('../../apps/web/dist/server/entry-server.js', import.meta.url),
);
/** How long the server is left quiet before "at rest" figures: past its idle collection (5 s). */
const REST_MS = 8000;

const MB = 2 ** 20;
const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : String(Math.round(bytes / MB));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a server's (and the CLI's) store is: a PGlite folder or a PostgreSQL URL. */
interface StoreUnderTest {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** The store's size on disk now, in bytes. */
  diskBytes(): Promise<number>;
}

/** The `memory` line the server logs on SIGUSR2. */
interface MemoryLine {
  rss: number;
  peak: number;
  main: { heapUsed: number; heapTotal: number; external: number };
  store?: { heapUsed: number; heapTotal: number; external: number; wasm?: number };
  caches: Record<string, number>;
}

/** Bytes of every file under `dir`. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

/** The server's own account of its memory: it logs one line on SIGUSR2 (its log is a file). */
async function memoryLine(server: BenchServer, logFile: string): Promise<MemoryLine | undefined> {
  const before = readFileSync(logFile, 'utf8').length;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const line = readFileSync(logFile, 'utf8')
      .slice(before)
      .split('\n')
      .find((l) => l.includes('"msg":"memory"'));
    if (line) return JSON.parse(line) as MemoryLine;
  }
  return undefined;
}

/** One line of where a server's memory is. */
function describeMemory(line: MemoryLine | undefined): string {
  if (!line) return '(no memory line)';
  const heap = (t: { heapUsed: number; heapTotal: number; external: number }) =>
    `${mb(t.heapUsed)}/${mb(t.heapTotal)} MB heap + ${mb(t.external)} MB outside`;
  const store = line.store
    ? `; store thread ${heap(line.store)}${line.store.wasm ? ` (WebAssembly memory ${mb(line.store.wasm)} MB reserved)` : ''}`
    : '';
  const caches = Object.entries(line.caches)
    .map(([name, bytes]) => `${name} ${mb(bytes)}`)
    .join(', ');
  return `main thread ${heap(line.main)}${store}; caches ${caches || 'none'} MB`;
}

/** Samples a process's peak (VmHWM) until it exits; resolves with the last peak read. */
function watchPeak(pid: number): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    peak = readProcessMemory(pid)?.peak ?? peak;
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Runs `ark import` (the built CLI) on the store; resolves with its process's peak. */
async function cliImport(
  store: StoreUnderTest,
  cluster: string,
  [players, tribes]: [string, string],
): Promise<{ peak: number; seconds: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [CLI_SCRIPT, 'import', '--cluster', cluster, '--players', players, '--tribes', tribes],
    {
      env: { ...process.env, ARK_CONFIG: '', ...store.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const peak = watchPeak(child.pid ?? 0);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const bytes = peak.stop();
  if (code !== 0) throw new Error(`ark import exited with ${code}: ${stderr}`);
  return { peak: bytes, seconds: (performance.now() - started) / 1000 };
}

/** Polls until `found` holds for the log's text, or the timeout passes. */
async function waitForLog(logFile: string, found: (text: string) => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (found(readFileSync(logFile, 'utf8'))) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting in ${logFile}`);
}

/** The side-by-side table: each row's figure per store (MB unless said). */
type Figures = Map<string, Partial<Record<StoreUnderTest['kind'], string>>>;

/** Keeps one figure of a store under a row of the side-by-side table. */
type Put = (row: string, figure: string) => void;

/** The side-by-side table's lines: a row per figure, a column per store. */
function figureTable(figures: Figures, kinds: readonly StoreUnderTest['kind'][]): string[] {
  const rows = [...figures.entries()];
  const width = Math.max(0, ...rows.map(([row]) => row.length));
  const cell = (text: string) => text.padStart(10);
  return [
    `${'side by side (MB)'.padEnd(width)}${kinds.map(cell).join('')}`,
    ...rows.map(
      ([row, byKind]) => `${row.padEnd(width)}${kinds.map((k) => cell(byKind[k] ?? '-')).join('')}`,
    ),
  ];
}

async function main(): Promise<void> {
  for (const file of [CLI_SCRIPT, PAGE_BUNDLE]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build @ark/api and @ark/web first`);
  }
  const record = startRun('pnpm bench:memory');
  const say = record.say;
  const requests = Number(values.churn);
  const sizes = String(values.players)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const demoPlayers = Number(values['demo-players']);
  const connections = Number(values.connections);
  const kinds = String(values.db).split(',') as StoreUnderTest['kind'][];
  const work = mkdtempSync(join(tmpdir(), 'ark-bench-memory-'));
  const cleanups: (() => void | Promise<void>)[] = [
    () => rmSync(work, { recursive: true, force: true }),
  ];
  const figures: Figures = new Map();
  try {
    say(
      `server memory (MB; RSS and peak from /proc; the server's own breakdown on SIGUSR2), ${demoPlayers} demo players per cluster, ${requests} distinct requests from ${connections} connections, imports of ${sizes.join(', ') || 'none'}`,
    );
    for (const kind of kinds) {
      const store = await openStore(kind, work, cleanups);
      const put: Put = (row, figure) => figures.set(row, { ...figures.get(row), [kind]: figure });
      say();
      say(`== ${kind}`);
      await serverFigures(store, { work, demoPlayers, requests, connections, say, put });
      for (const players of sizes) await importFigures(store, { work, players, say, put });
      const disk = await store.diskBytes();
      say(`  store on disk at the end: ${mb(disk)} MB`);
      put('store on disk at the end', mb(disk));
    }
    say();
    for (const line of figureTable(figures, kinds)) say(line);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  record.finish();
}

/** A fresh store of `kind`: a new PGlite folder, or a temporary PostgreSQL. */
async function openStore(
  kind: StoreUnderTest['kind'],
  work: string,
  cleanups: (() => void | Promise<void>)[],
): Promise<StoreUnderTest> {
  if (kind === 'pglite') {
    const dataDir = join(work, 'pglite');
    return {
      kind,
      env: { ARK_DATA_DIR: dataDir, DATABASE_URL: '' },
      diskBytes: async () => folderBytes(dataDir),
    };
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const pg = await startTempPostgres(bin);
  cleanups.push(() => pg.stop());
  const { openPostgresDb } = await import('@ark/api/internals');
  return {
    kind,
    env: { DATABASE_URL: pg.url, ARK_DATA_DIR: '' },
    async diskBytes() {
      const db = await openPostgresDb({ connectionString: pg.url, max: 1 });
      try {
        const [row] = await db.query<{ bytes: string }>(
          'SELECT pg_database_size(current_database())::text AS bytes',
        );
        return Number(row?.bytes ?? 0);
      } finally {
        await db.close();
      }
    },
  };
}

interface ServerFigureOptions {
  work: string;
  demoPlayers: number;
  requests: number;
  connections: number;
  say: (line?: string) => void;
  put: Put;
}

/** First start with the demo, idle after a restart, and a churn of distinct requests. */
async function serverFigures(
  store: StoreUnderTest,
  { work, demoPlayers, requests, connections, say, put }: ServerFigureOptions,
): Promise<void> {
  const logFile = join(work, `${store.kind}-server.log`);
  // The page build is served: `/?search=…` addresses are drawn on the server.
  const env = { ...store.env, ARK_DEMO_PLAYERS: String(demoPlayers), ARK_WEB_DIR: '' };
  const first = await startApiServer({ logFile, env });
  await sleep(REST_MS);
  const firstMemory = readProcessMemory(first.pid);
  await first.stop();
  say(
    `  first start (demo loaded): peak ${mb(firstMemory?.peak)}, at rest ${mb(firstMemory?.rss)}`,
  );
  put('first start with the demo: peak', mb(firstMemory?.peak));
  const server = await startApiServer({ logFile, env });
  try {
    await sleep(REST_MS);
    const idle = await memoryLine(server, logFile);
    say(`  idle after a restart: RSS ${mb(idle?.rss)} (${describeMemory(idle)})`);
    put('idle with the demo: RSS', mb(idle?.rss));
    if (requests <= 0) return;
    const clusters = FALLBACK_CLUSTERS.map((cluster) => cluster.key);
    const started = performance.now();
    const load = await loadTest({
      origin: server.origin,
      churn: { clusters, players: demoPlayers },
      connections,
      seconds: 0,
      amount: requests,
    });
    const seconds = (performance.now() - started) / 1000;
    const busy = readProcessMemory(server.pid);
    await sleep(REST_MS);
    const rest = await memoryLine(server, logFile);
    say(
      `  ${requests} distinct requests in ${seconds.toFixed(0)} s (${load.rps} req/s, p99 ${load.p99} ms${load.bad ? `, ${load.bad} non-2xx/errors` : ''}): peak ${mb(rest?.peak)}, RSS right after ${mb(busy?.rss)}`,
    );
    say(`  at rest after them: RSS ${mb(rest?.rss)} (${describeMemory(rest)})`);
    put(`${requests} distinct requests: peak`, mb(rest?.peak));
    put(`${requests} distinct requests: RSS at rest after`, mb(rest?.rss));
  } finally {
    await server.stop();
  }
}

/** Peaks of an import of `players` by `ark import` and by the server's own sync. */
async function importFigures(
  store: StoreUnderTest,
  {
    work,
    players,
    say,
    put,
  }: { work: string; players: number; say: (line?: string) => void; put: Put },
): Promise<void> {
  const tribes = Math.max(1, Math.round(players / 5));
  const dir = join(work, `exports-${players}`);
  mkdirSync(dir, { recursive: true });
  const files = writePluginExports(dir, { players, tribes });
  const size = statSync(files.json[0]).size;
  const diskBefore = await store.diskBytes();
  const cli = await cliImport(store, `CLI${players}`, files.json);
  const diskAfter = await store.diskBytes();
  say(
    `  ark import, ${players} players + ${tribes} tribes (JSON, players' file ${mb(size)} MB): CLI process peak ${mb(cli.peak)} in ${cli.seconds.toFixed(0)} s; the store grew ${mb(diskAfter - diskBefore)} MB on disk, to ${mb(diskAfter)}`,
  );
  put(`import ${players} players: ark import peak`, mb(cli.peak));
  put(`import ${players} players: disk it adds`, mb(diskAfter - diskBefore));
  // The same export through the server's sync (a files source), into a cluster of its own.
  const config = join(work, `sync-${players}.json`);
  const cluster = `SYNC${players}`;
  writeFileSync(
    config,
    JSON.stringify({
      syncIntervalSeconds: 3600,
      clusters: [{ key: cluster, display: cluster, order: 9, source: { type: 'files', dir } }],
    }),
  );
  const logFile = join(work, `${store.kind}-sync-${players}.log`);
  const server = await startApiServer({
    logFile,
    env: { ...store.env, ARK_CONFIG: config, ARK_WEB_DIR: '' },
  });
  try {
    const peak = watchPeak(server.pid);
    await waitForLog(logFile, (text) => text.includes('"msg":"sync: run done"'), 30 * 60_000);
    const during = peak.stop();
    if (!readFileSync(logFile, 'utf8').includes('"msg":"sync: cluster imported"')) {
      throw new Error(`the server's sync did not import ${cluster}: see ${logFile}`);
    }
    await sleep(REST_MS);
    const rest = await memoryLine(server, logFile);
    say(
      `  the server's sync of the same export: server peak ${mb(during)}, at rest after it ${mb(rest?.rss)} (${describeMemory(rest)})`,
    );
    put(`import ${players} players: server sync peak`, mb(during));
  } finally {
    await server.stop();
  }
}

const [argument = ''] = positionals;
if (values.role === 'load') {
  await loadProcess(argument);
} else {
  await main();
}
