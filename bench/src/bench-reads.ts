// `pnpm --filter @ark/bench bench:reads [--players 100000,1000000] [--db pglite,postgres]`: what
// reads see while the sync imports (docs/adr/0020-single-connection-store.md). Per store and
// size: the server process (dist/main.js) syncs a files export; a read load in its own process
// asks for cached answers (a few addresses) and uncached ones (each address once: pages of every
// filter, and rare-term searches); the export then changes and the sync imports it. Prints, for
// the seconds before that import and for the import itself (read, map and build, from the sync's
// log line): the longest gap between completed cached answers and the uncached answers' p50/p99.
// Not a test: figures depend on the machine and its load.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPostgresBin, startTempPostgres } from '@ark/api/internals';
import {
  measureReadsDuringImport,
  type ReadFigures,
  type ReadsDuringImport,
} from '@ark/api/testing';
import { startRun } from './record-run';

const run = startRun('pnpm --filter @ark/bench bench:reads');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '100000,1000000' },
    db: { type: 'string', default: 'pglite,postgres' },
    'baseline-seconds': { type: 'string', default: '5' },
  },
});

async function measure(kind: string, players: number): Promise<ReadsDuringImport> {
  const dir = mkdtempSync(join(tmpdir(), 'ark-bench-reads-'));
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const storeEnv: Record<string, string> = {};
    if (kind === 'postgres') {
      const bin = findPostgresBin();
      if (!bin) throw new Error('no PostgreSQL binaries');
      const pg = await startTempPostgres(bin, { durable: true });
      cleanups.push(() => pg.stop());
      storeEnv.DATABASE_URL = pg.url;
    }
    return await measureReadsDuringImport({
      dir,
      players,
      storeEnv,
      baselineMs: Number(values['baseline-seconds']) * 1000,
      timeoutMs: 900_000,
      server: 'build',
    });
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup();
  }
}

const fmt = (f: ReadFigures) =>
  `${(f.windowMs / 1000).toFixed(1).padStart(6)} s ${String(f.cached).padStart(6)} ${String(f.uncached).padStart(6)} ` +
  `${f.cachedGapMs.toFixed(0).padStart(7)} ${f.uncachedP50Ms.toFixed(1).padStart(7)} ${f.uncachedP99Ms.toFixed(1).padStart(7)} ` +
  `${f.uncachedMaxMs.toFixed(0).padStart(7)} ${String(f.failed).padStart(4)}`;

run.say(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
run.say('store     players  when     window cached uncach gap(ms)  p50(ms)  p99(ms)  max(ms) fail');
for (const players of String(values.players).split(',').map(Number)) {
  for (const kind of String(values.db).split(',')) {
    const { before, during, sync } = await measure(kind, players);
    const row = (when: string, f: ReadFigures) =>
      run.say(`${kind.padEnd(9)} ${String(players).padStart(8)}  ${when} ${fmt(f)}`);
    row('before', before);
    row('import', during);
    run.say(
      `          sync: read ${sync.readMs} ms, map ${sync.mapMs} ms, import ${sync.importMs} ms; load average ${loadavg()[0]?.toFixed(2)}`,
    );
  }
}
run.finish();
