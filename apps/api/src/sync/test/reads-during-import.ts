import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { FILTER_TABLE } from '@ark/core';

/** What the read-load process is told (docs/adr/0020-single-connection-store.md). */
export interface ReadLoadOptions {
  /** Base URL ending in `/`. */
  url: string;
  /** Addresses asked again and again: answered from the server's cache. */
  cachedPaths: string[];
  /** An address without filter and page (`api/ark/player_rankings?cluster=X`). */
  uncachedPath: string;
  filters: string[];
  /** Pages of the board: uncached addresses walk them. */
  pages: number;
  cachedLoops: number;
  uncachedLoops: number;
  /** Pause of each loop between answers, so the load leaves the server a core. */
  pauseMs: number;
}

/** One answer the read load got: epoch milliseconds. */
export interface ReadSample {
  kind: 'cached' | 'uncached';
  start: number;
  end: number;
  status: number;
}

/** What the reads saw in a time window. */
export interface ReadFigures {
  windowMs: number;
  cached: number;
  uncached: number;
  /** Answers that were not 200 (or never came). */
  failed: number;
  /** The longest time without a completed cached answer (window edges included). */
  cachedGapMs: number;
  uncachedP50Ms: number;
  uncachedP99Ms: number;
  uncachedMaxMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The api package (this file is src/sync/test/ in it). */
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

/** `node --import tsx <module beside this one>`: it runs from source, like its caller. */
function nodeArgs(name: string): string[] {
  return ['--import', 'tsx', fileURLToPath(new URL(`./${name}.ts`, import.meta.url))];
}

/** Which server runs: src/main.ts through tsx (the tests), or the build `pnpm start` runs. */
export type ServerBuild = 'source' | 'build';

/**
 * Writes one cluster's plugin export as CSV files (`generation` changes every statistic, so each
 * generation is a real import), atomically: the sync never reads half a file.
 */
export function writeClusterExport(dir: string, players: number, generation: number): void {
  const tribes = Math.max(1, Math.floor(players / 10));
  const playerLines = [
    'SteamID,PlayerName,SteamName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer',
  ];
  for (let i = 0; i < players; i++) {
    const tribe = i % 10 === 0 ? 0 : 1 + (i % tribes);
    // A cheap deterministic spread, different per generation.
    const n = (k: number, max: number) =>
      ((i + 1) * (2654435761 + k * 97 + generation * 7919)) % max;
    playerLines.push(
      `${76561198000000000n + BigInt(i)},Survivor ${i},steam${i},Tribe ${tribe},${tribe},` +
        `${n(1, 60_000)},${n(2, 5_000)},${n(3, 3_000)},${n(4, 2_000)}`,
    );
  }
  const tribeLines = ['TribeID,TribeName,DamageScore'];
  for (let t = 1; t <= tribes; t++)
    tribeLines.push(`${t},Tribe ${t},${(t * 7919 + generation) % 9_999_991}`);
  for (const [table, lines] of [
    ['advancedachievements_playerdata', playerLines],
    ['advancedachievements_tribedata', tribeLines],
  ] as const) {
    const file = join(dir, `${table}.csv`);
    writeFileSync(`${file}.tmp`, `${lines.join('\n')}\n`);
    renameSync(`${file}.tmp`, file);
  }
}

/** A running server process and its log. */
export interface RunningServer {
  url: string;
  output(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the API server (src/main.ts through tsx, or dist/main.js) with its stdout in `logFile`,
 * and waits for its URL. A file, not a pipe: Node writes to a pipe synchronously, so a reader
 * slow to drain it (this process, on a busy machine) would stall the very server it measures.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
  server: ServerBuild = 'source',
): Promise<RunningServer> {
  const main = server === 'source' ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];
  const log = openSync(logFile, 'w+');
  const proc = spawn(process.execPath, main, {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  // Read as it grows; only the lines the measurements use are kept (one line per answer is
  // logged besides).
  let output = '';
  let partial = '';
  let offset = 0;
  const chunk = Buffer.alloc(1 << 20);
  const read = () => {
    for (let n = readSync(log, chunk, 0, chunk.length, offset); n > 0; ) {
      offset += n;
      const lines = (partial + chunk.toString('utf8', 0, n)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('"msg":"sync:') || line.includes('"msg":"listening"'))
          output += `${line}\n`;
      }
      n = readSync(log, chunk, 0, chunk.length, offset);
    }
    return output;
  };
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  let url: string | undefined;
  while (!url) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${read()}${partial}`);
    url = /"msg":"listening","url":"([^"]+)"/.exec(read())?.[1];
    if (!url) await sleep(100);
  }
  return {
    url,
    output: read,
    stop: async () => {
      proc.kill('SIGTERM');
      const code = await exited;
      closeSync(log);
      return code;
    },
  };
}

/** Starts the read load in its own process; `stop` ends it and returns every answer it got. */
export function startReadLoad(options: ReadLoadOptions): {
  /** Resolves once the load process has its first answer back. */
  started: Promise<void>;
  stop(): Promise<ReadSample[]>;
} {
  const proc: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    [...nodeArgs('read-load'), JSON.stringify(options)],
    { cwd: apiDir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  proc.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.startsWith('started\n')) markStarted();
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return {
    started,
    async stop() {
      proc.stdin.end('stop\n');
      await exited;
      const last = output.trimEnd().split('\n').at(-1) ?? '[]';
      return JSON.parse(last) as ReadSample[];
    },
  };
}

/** The sync's logged imports of `cluster`: when each ran (epoch ms), read and build included. */
export function importWindows(output: string, cluster: string): { start: number; end: number }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"sync: cluster imported"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((record) => record.cluster === cluster)
    .map((record) => {
      const end = Date.parse(String(record.time));
      const ms = ['readMs', 'mapMs', 'importMs'].reduce(
        (sum, k) => sum + Number(record[k] ?? 0),
        0,
      );
      return { start: end - ms, end };
    });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

/** The figures of the answers that ended inside [start, end]. */
export function readFigures(
  samples: ReadSample[],
  { start, end }: { start: number; end: number },
): ReadFigures {
  const inside = samples.filter((s) => s.end >= start && s.end <= end);
  const cachedEnds = inside
    .filter((s) => s.kind === 'cached' && s.status === 200)
    .map((s) => s.end)
    .sort((a, b) => a - b);
  let gap = 0;
  let previous = start;
  for (const at of [...cachedEnds, end]) {
    gap = Math.max(gap, at - previous);
    previous = at;
  }
  const uncached = inside.filter((s) => s.kind === 'uncached');
  const latencies = uncached.map((s) => s.end - s.start).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    windowMs: Math.round(end - start),
    cached: cachedEnds.length,
    uncached: uncached.length,
    failed: inside.filter((s) => s.status !== 200).length,
    cachedGapMs: round(gap),
    uncachedP50Ms: round(percentile(latencies, 0.5)),
    uncachedP99Ms: round(percentile(latencies, 0.99)),
    uncachedMaxMs: round(latencies.at(-1) ?? 0),
  };
}

/** What one measurement saw: the reads before the import and during it, and the sync's record. */
export interface ReadsDuringImport {
  before: ReadFigures;
  during: ReadFigures;
  /** The sync's log record of the measured import (readMs, mapMs, importMs, ...). */
  sync: Record<string, unknown>;
  /** /healthz right after the import. */
  health: {
    data_version: number;
    sync?: { clusters: { key: string; state: string; lastSuccessAt: string | null }[] };
  };
}

export interface MeasureOptions {
  /** An empty folder: the export, the config and the PGlite store go there. */
  dir: string;
  players: number;
  /** The server's store: `{ DATABASE_URL }` for PostgreSQL, nothing for PGlite in `dir`. */
  storeEnv?: Record<string, string>;
  /** How long the reads run before the export changes. */
  baselineMs: number;
  /** For each of the two imports (the first, then the measured one). */
  timeoutMs: number;
  /** The server measured; source by default (the benchmark measures the build). */
  server?: ServerBuild;
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/**
 * The server process syncing a files export of `players` players, read by a load in its own
 * process; once the first import landed, the export changes and the sync imports it again. The
 * figures of the reads before that change and during that import (docs/adr/0020-single-connection-store.md).
 */
export async function measureReadsDuringImport({
  dir,
  players,
  storeEnv = {},
  baselineMs,
  timeoutMs,
  server: build = 'source',
}: MeasureOptions): Promise<ReadsDuringImport> {
  const cluster = 'ISLAND';
  const exports = join(dir, 'exports');
  mkdirSync(exports);
  writeClusterExport(exports, players, 0);
  const config = join(dir, 'ark.config.json');
  const source = { type: 'files', dir: exports };
  writeFileSync(
    config,
    JSON.stringify({ clusters: [{ key: cluster, display: 'The Island', order: 1, source }] }),
  );
  const server = await startServer(
    {
      ARK_CONFIG: config,
      // Long enough that an unchanged export is not re-read back to back.
      ARK_SYNC_INTERVAL: String(Math.max(2, Math.round(players / 50_000))),
      ARK_WEB_DIR: join(dir, 'no-web'),
      ARK_DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      ...storeEnv,
    },
    join(dir, 'server.log'),
    build,
  );
  try {
    const imported = (n: number) => importWindows(server.output(), cluster).length >= n;
    await waitFor(() => imported(1), timeoutMs, 'the first import');
    const base = `api/ark/player_rankings?cluster=${cluster}`;
    const cachedPaths = [base, `${base}&page=1`, `api/ark/tribe_rankings?cluster=${cluster}`];
    for (const path of cachedPaths) await fetch(`${server.url}${path}`);
    const load = startReadLoad({
      url: server.url,
      cachedPaths,
      uncachedPath: base,
      filters: FILTER_TABLE.players.map((option) => option.wire),
      pages: players / 20,
      cachedLoops: 2,
      uncachedLoops: 2,
      pauseMs: 5,
    });
    // The baseline starts with the load's first answer, not with its process.
    await Promise.race([load.started, sleep(timeoutMs)]);
    await sleep(baselineMs);
    const changed = Date.now();
    writeClusterExport(exports, players, 1);
    let samples: ReadSample[] = [];
    try {
      await waitFor(() => imported(2), timeoutMs, 'the second import');
      await sleep(300);
    } finally {
      samples = await load.stop();
    }
    const window = importWindows(server.output(), cluster)[1] as { start: number; end: number };
    const first = Math.min(...samples.map((sample) => sample.end));
    const record = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"sync: cluster imported"'))[1];
    const health = (await (
      await fetch(`${server.url}healthz`)
    ).json()) as ReadsDuringImport['health'];
    return {
      before: readFigures(samples, { start: first, end: Math.min(changed, window.start) }),
      during: readFigures(samples, window),
      sync: JSON.parse(record ?? '{}') as Record<string, unknown>,
      health,
    };
  } finally {
    await server.stop();
  }
}
