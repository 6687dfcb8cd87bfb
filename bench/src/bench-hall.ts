// `pnpm --filter @ark/bench bench:hall -- [--players 1000000] [--weeks 2] [--reads 2000]
// [--db pglite,postgres]`: the hall of fame at scale on each store, a throwaway one each
// (docs/adr/0074-the-hall-of-fame.md, issue 56). Imports N players once a day at noon for `weeks`
// weeks (at 1M each import takes about a minute: two weeks is 15 imports a store), four players
// in five gaining each day, by up to a thousand kills (so a top's edge is not tied by a seventh
// of the players, as with the seven values before), then reports (1) the import step `hall` at
// each week's close, as a share of that import's time, and on an ordinary day; (2) hall reads
// of each section (p50, p95, p99), the first of each cold; (3) `ark hall rebuild` of the cluster
// from its history. Not a test: figures depend on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Db,
  findPostgresBin,
  generateCluster,
  hallAnswer,
  importCluster,
  migrate,
  openPgliteDb,
  openPostgresDb,
  readHallSection,
  rebuildHall,
  startTempPostgres,
} from '@ark/api/internals';
import { startRun } from './record-run';

const run = startRun('bench-hall');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    weeks: { type: 'string', default: '2' },
    reads: { type: 'string', default: '2000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const players = Number(values.players);
const weeks = Number(values.weeks);
const reads = Number(values.reads);
const stores = values.db.split(',').filter(Boolean);
const DAY_MS = 86_400_000;
// Monday 2027-03-01 at noon: the first import; every import is in the past of this clock.
const first = new Date('2027-03-01T12:00:00Z');
const now = () => new Date('2028-01-01T00:00:00Z');
const periods = { timezone: 'UTC', weekStart: 'monday' as const, historyDays: 400 };
const ms = (from: number) => performance.now() - from;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );

/** A throwaway store of `kind`, and how to be rid of it. */
async function openStore(kind: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries');
    const server = await startTempPostgres(bin, { durable: true });
    const db = await openPostgresDb({ connectionString: server.url, max: 4 });
    const close = async () => {
      await db.close();
      await server.stop();
    };
    return { db, close };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-hall-'));
  const db = await openPgliteDb(join(dir, 'pglite'));
  const close = async () => {
    await db.close();
    rmSync(dir, { recursive: true });
  };
  return { db, close };
}

/** The daily imports: each week's close's hall step and share of its import, other days' step. */
async function importWeeks(db: Db, store: string): Promise<void> {
  const input = generateCluster('HALL', 'Hall', 0, players, 30);
  const closes: { hall: number; share: number }[] = [];
  const ordinary: number[] = [];
  for (let day = 0; day < weeks * 7 + 1; day++) {
    const cluster = {
      ...input,
      players: input.players.map((p, i) =>
        i % 5 === day % 5
          ? p
          : {
              ...p,
              kills: (p.kills ?? 0) + day + ((i * 7919) % 997),
              deaths: (p.deaths ?? 0) + day,
            },
      ),
    };
    let hall = 0;
    const started = performance.now();
    await importCluster(db, cluster, {
      asOf: new Date(first.getTime() + day * DAY_MS),
      now,
      periods,
      onStep: (step, took) => {
        if (step === 'hall') hall = took;
      },
    });
    if (day > 0 && day % 7 === 0) closes.push({ hall, share: hall / ms(started) });
    else ordinary.push(hall);
  }
  const halls = closes.map((c) => c.hall);
  run.say(
    `${store}: the import step 'hall' at a week's close: median ${median(halls).toFixed(1)} ms (max ${Math.max(...halls).toFixed(1)}), median ${(median(closes.map((c) => c.share)) * 100).toFixed(2)} % of its import (goal <= 10 %); on another day median ${median(ordinary).toFixed(1)} ms`,
  );
}

/** Each section's reads, straight from the store (no answer cache): the first is cold. */
async function timeReads(db: Db, store: string): Promise<void> {
  for (const section of ['records', 'champions', 'medals'] as const) {
    const lookup =
      section === 'medals'
        ? { cluster: 'HALL', season: null, section, board: 'players' as const }
        : { cluster: 'HALL', season: null, section, board: null };
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const at = performance.now();
      hallAnswer(await readHallSection(db, lookup), 0);
      times.push(ms(at));
    }
    const cold = times[0] ?? 0;
    times.sort((a, b) => a - b);
    run.say(
      `${store}: hall reads, ${section} (${reads}): first (cold) ${cold.toFixed(2)} ms, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (goal p99 <= 25 ms)`,
    );
  }
}

run.say(
  `the hall at ${players.toLocaleString('en-US')} players, ${weeks} weeks of daily imports, on ${stores.join(' and ')}`,
);
try {
  for (const store of stores) {
    const { db, close } = await openStore(store);
    try {
      await migrate(db);
      await importWeeks(db, store);
      await timeReads(db, store);
      const [kept] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hall_results');
      const started = performance.now();
      const rebuilt = await rebuildHall(db, 'HALL', periods);
      run.say(
        `${store}: ark hall rebuild: ${(ms(started) / 1000).toFixed(1)} s for ${rebuilt.periods} periods of ${weeks} weeks (${kept?.n.toLocaleString('en-US')} hall rows kept; goal <= 60 s for a year)`,
      );
    } finally {
      await close();
    }
  }
} finally {
  run.finish();
}
