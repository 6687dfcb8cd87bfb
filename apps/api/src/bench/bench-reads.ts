// `pnpm --filter @ark/api bench:reads [--players 100000,1000000] [--db pglite,postgres]`: what
// reads see while the sync imports (docs/decisions.md#single-connection-store). Per store and
// size: the server process (dist/main.js) syncs a files export; a read load in its own process
// asks for cached answers (a few addresses) and uncached ones (each address once: pages of every
// filter, and rare-term searches); the export then changes and the sync imports it. Prints, for
// the seconds before that import and for the import itself (read, map and build, from the sync's
// log line): the longest gap between completed cached answers and the uncached answers' p50/p99.
// Not a test: figures depend on the machine and its load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPostgresBin, startTempPostgres } from '../db/temp-postgres';
import {
  importWindows,
  type ReadFigures,
  type ReadSample,
  readFigures,
  startReadLoad,
  startServer,
  writeClusterExport,
} from './reads-during-import';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '100000,1000000' },
    db: { type: 'string', default: 'pglite,postgres' },
    'baseline-seconds': { type: 'string', default: '5' },
  },
});
const CLUSTER = 'ISLAND';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function measure(
  kind: string,
  players: number,
): Promise<{ before: ReadFigures; during: ReadFigures; log: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ark-bench-reads-'));
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const exports = join(dir, 'exports');
    mkdirSync(exports);
    writeClusterExport(exports, players, 0);
    const config = join(dir, 'ark.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        clusters: [
          {
            key: CLUSTER,
            display: 'The Island',
            order: 1,
            source: { type: 'files', dir: exports },
          },
        ],
      }),
    );
    const env: Record<string, string> = {
      ARK_CONFIG: config,
      // Long enough that an unchanged export is not re-read back to back.
      ARK_SYNC_INTERVAL: String(Math.max(3, Math.round(players / 50_000))),
      ARK_WEB_DIR: join(dir, 'no-web'),
      ARK_DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
    };
    if (kind === 'postgres') {
      const bin = findPostgresBin();
      if (!bin) throw new Error('no PostgreSQL binaries');
      const pg = await startTempPostgres(bin, { durable: true });
      cleanups.push(() => pg.stop());
      env.DATABASE_URL = pg.url;
    }
    const server = await startServer(env);
    try {
      const imported = (n: number) => importWindows(server.output(), CLUSTER).length >= n;
      await waitFor(() => imported(1), 600_000, 'the first import');
      const base = `api/ark/player_rankings?cluster=${CLUSTER}`;
      const cachedPaths = [base, `${base}&page=1`, `api/ark/tribe_rankings?cluster=${CLUSTER}`];
      for (const path of cachedPaths) await fetch(`${server.url}${path}`);
      const load = startReadLoad({
        url: server.url,
        cachedPaths,
        uncachedPath: base,
        filters: ['kills', 'deaths', 'tamed_dino_kills', 'time_played'],
        pages: players / 20,
        cachedLoops: 2,
        uncachedLoops: 2,
        pauseMs: 5,
      });
      await sleep(Number(values['baseline-seconds']) * 1000);
      const changed = Date.now();
      writeClusterExport(exports, players, 1);
      let samples: ReadSample[] = [];
      try {
        await waitFor(() => imported(2), 600_000, 'the second import');
        await sleep(300);
      } finally {
        samples = await load.stop();
      }
      const window = importWindows(server.output(), CLUSTER)[1] as { start: number; end: number };
      const first = Math.min(...samples.map((s) => s.end));
      const line = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"sync: cluster imported"'))[1];
      return {
        before: readFigures(samples, { start: first, end: Math.min(changed, window.start) }),
        during: readFigures(samples, window),
        log: line ?? '',
      };
    } finally {
      await server.stop();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
  }
}

const fmt = (f: ReadFigures) =>
  `${(f.windowMs / 1000).toFixed(1).padStart(6)} s ${String(f.cached).padStart(6)} ${String(f.uncached).padStart(6)} ` +
  `${f.cachedGapMs.toFixed(0).padStart(7)} ${f.uncachedP50Ms.toFixed(1).padStart(7)} ${f.uncachedP99Ms.toFixed(1).padStart(7)} ` +
  `${f.uncachedMaxMs.toFixed(0).padStart(7)} ${String(f.failed).padStart(4)}`;

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'store     players  when     window cached uncach gap(ms)  p50(ms)  p99(ms)  max(ms) fail',
);
for (const players of String(values.players).split(',').map(Number)) {
  for (const kind of String(values.db).split(',')) {
    const { before, during, log } = await measure(kind, players);
    const row = (when: string, f: ReadFigures) =>
      console.log(`${kind.padEnd(9)} ${String(players).padStart(8)}  ${when} ${fmt(f)}`);
    row('before', before);
    row('import', during);
    const record = JSON.parse(log || '{}') as Record<string, unknown>;
    console.log(
      `          sync: read ${record.readMs} ms, map ${record.mapMs} ms, import ${record.importMs} ms; load average ${loadavg()[0]?.toFixed(2)}`,
    );
  }
}
