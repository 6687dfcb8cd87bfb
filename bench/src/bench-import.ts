// `pnpm bench:import [--players N] [--tribes N] [--db pglite,postgres]`: writes
// the plugin's two tables as phpMyAdmin JSON files (SteamIDs as bare 17-digit numbers, so the
// long-id pass has work to do) and as CSV, times reading and normalising each, then times the
// whole pipeline `ark import` runs (the import service: read the JSON files, normalise, then the
// store's steps, each step's time printed) on each store against issue 59's goals (IMPORT_TARGETS):
// first as of the week's start, then again as of now with 20 % of the players changed since (1 in
// 10,000 of them cheats), so the re-import computes and ranks the range boards' gains and runs the
// suspects audit, then times `ark suspects`' read. Last, the same
// number of players as AsaApi's PointRewards table (EOS ids, no tribes) and as the SteamID export,
// each imported into a new PGlite store in a process of its own: their times and peak memory side
// by side (target: the PointRewards run within 10 % of the SteamID run). `--parts layouts` runs
// that part alone. Not a test: figures depend on the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import {
  countedRows,
  createImportService,
  createProgressLine,
  type Db,
  DEFAULT_PERIODS,
  findPostgresBin,
  isImportStep,
  mapPluginRows,
  migrate,
  openPgliteDb,
  openPostgresDb,
  type ProgressEvent,
  parseJsonRows,
  periodStart,
  readSuspectReports,
  readTableFile,
  startTempPostgres,
  storeTarget,
} from '@ark/api/internals';
import { describePeak, postmasterOf, watchPeakMemory } from './peak-memory';
import { CHANGED_EVERY, writePluginExports, writePointRewardsExport } from './plugin-exports';
import { procStats } from './proc-stats';
import { startRun } from './record-run';

/** Issue 59's goals in seconds for 1M players + 200k tribes: a first import and a 20 % re-import. */
const IMPORT_TARGETS = {
  postgres: { first: 30, again: 30 },
  pglite: { first: 40, again: 45 },
} as const;

const run = startRun('pnpm bench:import');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    tribes: { type: 'string', default: '200000' },
    db: { type: 'string', default: 'pglite,postgres' },
    parts: { type: 'string', default: 'readers,stores,layouts' },
  },
});
const parts = new Set(String(values.parts).split(','));
const players = Number(values.players);
const tribes = Number(values.tribes);
const dir = mkdtempSync(join(tmpdir(), 'ark-bench-import-'));
const cleanups: (() => void | Promise<void>)[] = [
  () => rmSync(dir, { recursive: true, force: true }),
];

/** A terminal of 120 columns that drops what it is given. */
function nullTerminal() {
  return Object.assign(
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
    { isTTY: true, columns: 120 },
  );
}

/** Seconds since `from`, one decimal. */
const since = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/**
 * CPU seconds a PostgreSQL server has used so far: its postmaster (with the children it has
 * reaped) and its live backends, from /proc. On a shared machine wall time says how busy the
 * others were; CPU time says how much work the import was. 0 where /proc cannot tell (PGlite runs
 * in this process, counted by process.cpuUsage()).
 */
async function serverCpuSeconds(db: Db): Promise<number> {
  const postmaster = await postmasterOfDb(db);
  if (postmaster === null) return 0;
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const { pid, fields } of procStats()) {
    const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
    if (pid === postmaster) ticks += (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
    else if (ppid === postmaster) ticks += (utime ?? 0) + (stime ?? 0);
  }
  return ticks / ticksPerSecond;
}

/** A PostgreSQL store's postmaster, null for PGlite or where /proc cannot tell. */
async function postmasterOfDb(db: Db): Promise<number | null> {
  if (db.kind !== 'postgres' || !existsSync('/proc/self/stat')) return null;
  const [row] = await db.query<{ dir: string }>(
    "SELECT setting AS dir FROM pg_settings WHERE name = 'data_directory'",
  );
  return postmasterOf(row?.dir ?? '');
}

const processCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function openStore(kind: string): Promise<Db> {
  if (kind === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries');
    const pg = await startTempPostgres(bin, { durable: true });
    cleanups.push(() => pg.stop());
    return openPostgresDb({ connectionString: pg.url, max: 4 });
  }
  const data = join(dir, 'pglite');
  return openPgliteDb(data);
}

try {
  const t = performance.now();
  const files = writePluginExports(join(dir, 'first'), { players, tribes });
  run.say(
    `wrote ${players.toLocaleString('en-US')} players, ${tribes.toLocaleString('en-US')} tribes as JSON and CSV in ${since(t)} s`,
  );

  if (parts.has('readers')) await timeReaders(files);
  if (parts.has('stores')) await timeStores(files);
  if (parts.has('layouts')) timeLayouts(files);
  run.finish();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** The file readers and the normaliser alone, per format. */
async function timeReaders(files: ReturnType<typeof writePluginExports>): Promise<void> {
  let t = performance.now();
  // The long-id pass on its own: JSON.parse of the same text with and without it.
  const text = readFileSync(files.json[0], 'utf8');
  t = performance.now();
  JSON.parse(text);
  const plain = since(t);
  t = performance.now();
  parseJsonRows(text, 'players.json');
  run.say(`JSON players: JSON.parse alone ${plain} s, with the long-id pass ${since(t)} s`);

  for (const format of ['json', 'csv'] as const) {
    t = performance.now();
    const [playerFile, tribeFile] = files[format];
    const tables = {
      players: await readTableFile(playerFile),
      tribes: await readTableFile(tribeFile),
    };
    run.say(`${format}: read ${since(t)} s`);
    t = performance.now();
    mapPluginRows({ cluster: { key: 'SOLO', display: 'Solos', order: 1 }, tables });
    run.say(`${format}: normalise ${since(t)} s`);
  }
  // What counting the rows as the normaliser reads them costs (the progress of the normalise
  // step): the same rows walked bare and counted.
  const rows = Array.from({ length: players }, (_, i) => ({ SteamID: String(i) }));
  const walk = (iterable: Iterable<unknown>) => {
    let n = 0;
    for (const _ of iterable) n += 1;
    return n;
  };
  // Each walked once first: the second walk is timed, compiled.
  walk(rows);
  walk(countedRows(rows, () => {}));
  t = performance.now();
  walk(rows);
  const bare = performance.now() - t;
  t = performance.now();
  walk(countedRows(rows, () => {}));
  run.say(
    `counting ${players.toLocaleString('en-US')} rows as they are read: ` +
      `${(performance.now() - t - bare).toFixed(0)} ms more than walking them bare`,
  );
}

/** The whole pipeline per store: an import as of the week's start, then a re-import as of now. */
async function timeStores(files: ReturnType<typeof writePluginExports>): Promise<void> {
  // The export as it stands now, 20 % of its players changed since the week began.
  let t = performance.now();
  const changed = writePluginExports(join(dir, 'changed'), { players, tribes, changed: true });
  run.say(
    `wrote the re-import's export (every ${CHANGED_EVERY}th player and tribe changed) in ${since(t)} s`,
  );
  const now = new Date();
  const weekStart = periodStart('week', now, DEFAULT_PERIODS);

  // The whole pipeline per store, as `ark import` runs it: read both files, normalise, import;
  // once as of the week's start, then the changed export as of now (the range boards' gains).
  for (const kind of String(values.db).split(',')) {
    const db = await openStore(kind);
    try {
      await migrate(db);
      const targets = IMPORT_TARGETS[kind === 'postgres' ? 'postgres' : 'pglite'];
      const runs = [
        {
          label: "import as of the week's start",
          files: files.json,
          asOf: weekStart,
          target: targets.first,
        },
        {
          label: 're-import, 20 % changed since',
          files: changed.json,
          asOf: now,
          target: targets.again,
        },
      ];
      for (const {
        label,
        files: [playerFile, tribeFile],
        asOf,
        target,
      } of runs) {
        const cpuBefore = { node: processCpuSeconds(), db: await serverCpuSeconds(db) };
        const peak = watchPeakMemory(await postmasterOfDb(db));
        const started = performance.now();
        const steps: string[] = [];
        let parts: string[] = [];
        // What `ark import` draws on a terminal, drawn into nothing: its cost is the reporting's.
        const line = createProgressLine({ stream: nullTerminal() });
        const reporting = { events: 0, ms: 0 };
        const onProgress = (event: ProgressEvent) => {
          const from = performance.now();
          line.onProgress(event);
          reporting.ms += performance.now() - from;
          reporting.events += 1;
        };
        // Each step with the parts it timed: "build 20000 ms (players: rows 9000 ms, ...)".
        const onStep = (name: string, ms: number) => {
          if (!isImportStep(name)) {
            parts.push(`${name} ${ms} ms`);
            return;
          }
          steps.push(`${name} ${ms} ms${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`);
          parts = [];
        };
        // The import service, as `ark import` runs it: read both files, normalise, then the
        // store's steps, audited (the suspects are its audit step).
        const imports = createImportService({
          target: storeTarget((work) => work(db)),
          source: 'file',
        });
        const { findings } = await imports.run({
          cluster: { key: 'SOLO', display: 'Solos', order: 1 },
          read: async () => ({
            players: await readTableFile(playerFile),
            tribes: await readTableFile(tribeFile),
            sources: { players: playerFile, tribes: tribeFile },
          }),
          asOf,
          onStep,
          onProgress,
        });
        line.done();
        const total = (performance.now() - started) / 1000;
        const memory = peak.stop();
        const cpuNode = processCpuSeconds() - cpuBefore.node;
        const cpuDb = (await serverCpuSeconds(db)) - cpuBefore.db;
        run.say(
          `${kind}, ${label}: pipeline ${total.toFixed(1)} s; ` +
            `${total <= target ? 'within' : 'OVER'} the ${target} s target\n` +
            `  CPU ${(cpuNode + cpuDb).toFixed(1)} s (this process ${cpuNode.toFixed(1)} s` +
            `${kind === 'postgres' ? `, PostgreSQL ${cpuDb.toFixed(1)} s` : ''})\n` +
            `  ${describePeak(memory)}\n` +
            `  import steps: ${steps.join(', ')}\n` +
            `  progress: ${reporting.events} reports to the live line, ${reporting.ms.toFixed(0)} ms ` +
            `(${((reporting.ms / 1000 / total) * 100).toFixed(2)} % of the pipeline)`,
        );
        if (findings?.from) {
          t = performance.now();
          const [stored] = await readSuspectReports(db, { cluster: 'SOLO' });
          run.say(
            `${kind}: ${findings.suspects.length} suspects found; ark suspects' read ${since(t)} s ` +
              `(${stored?.suspects.length ?? 0} rows)`,
          );
        }
      }
    } finally {
      await db.close();
    }
  }
}

/**
 * The SteamID export and a PointRewards one of as many players (EOS ids), each read, normalised
 * and imported into a new PGlite store by a process of its own (layout-import.ts), so each peak
 * is its own: time and peak memory side by side.
 */
function timeLayouts(files: ReturnType<typeof writePluginExports>): void {
  let t = performance.now();
  const rewards = writePointRewardsExport(join(dir, 'point-rewards'), { players });
  run.say(
    `wrote ${players.toLocaleString('en-US')} PointRewards players (EOS ids) in ${since(t)} s`,
  );
  const runs = [
    {
      label: 'advanced-achievements (SteamIDs, tribes)',
      args: ['--players', files.json[0], '--tribes', files.json[1]],
    },
    {
      label: 'point-rewards (EOS ids, no tribes)',
      args: ['--players', rewards, '--layout', 'point-rewards'],
    },
  ].map(({ label, args }, i) => {
    t = performance.now();
    const line = execFileSync(
      process.execPath,
      [
        '--conditions=@ark/source',
        '--import',
        'tsx',
        'src/layout-import.ts',
        ...args,
        '--store',
        join(dir, `layout-${i}`),
      ],
      {
        cwd: new URL('..', import.meta.url),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const result = JSON.parse(line.trim().split('\n').at(-1) as string) as {
      players: number;
      seconds: number;
      peakMb: number;
    };
    run.say(
      `layout ${label}: ${result.players.toLocaleString('en-US')} players imported in ` +
        `${result.seconds.toFixed(1)} s, peak ${result.peakMb.toFixed(0)} MB`,
    );
    return result;
  });
  const [steam, eos] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const ratio = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`;
  run.say(
    `point-rewards against advanced-achievements: time ${ratio(eos.seconds, steam.seconds)}, ` +
      `peak memory ${ratio(eos.peakMb, steam.peakMb)} (target: within 10 %)`,
  );
}
