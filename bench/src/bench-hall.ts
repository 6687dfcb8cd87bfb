// `pnpm --filter @ark/bench bench:hall -- [--players 1000000] [--weeks 2] [--history-days N]
// [--active 0.2] [--reads 2000] [--db pglite,postgres]`: the hall of fame at scale on each store,
// a throwaway one each (docs/adr/0074-the-hall-of-fame.md, issue 56). Imports N players once a day
// at noon for `weeks` weeks (at 1M each import takes about a minute: two weeks is 15 imports a
// store), four players in five gaining each day, by up to a thousand kills (so a top's edge is
// not tied by a seventh of the players, as with the seven values before), then reports (1) the
// import step `hall` at each week's close, as a share of that import's time, and on an ordinary
// day; (2) hall reads of each section (p50, p95, p99), the first of each cold; (3) `ark hall
// rebuild` of the cluster from its history. With `--history-days N` (a year: 365) there are no
// daily imports: one import, then N - 1 days of history before it written month by month as
// bench:history writes them (every player on the first day, `active` of them each day after,
// every statistic growing), then (3) the rebuild over them and (2) the reads of what it wrote.
// Not a test: figures depend on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Db,
  findPostgresBin,
  generateCluster,
  HISTORY_POINT_COLUMNS,
  hallAnswer,
  historyDay,
  importCluster,
  migrate,
  openPgliteDb,
  openPostgresDb,
  pointSql,
  readHallSection,
  rebuildHall,
  startTempPostgres,
  writeInMonth,
} from '@ark/api/internals';
import { startRun } from './record-run';

const run = startRun('bench-hall');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    weeks: { type: 'string', default: '2' },
    'history-days': { type: 'string' },
    active: { type: 'string', default: '0.2' },
    reads: { type: 'string', default: '2000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const players = Number(values.players);
const weeks = Number(values.weeks);
const historyDays = values['history-days'] === undefined ? null : Number(values['history-days']);
const active = Number(values.active);
const reads = Number(values.reads);
const stores = values.db.split(',').filter(Boolean);
const DAY_MS = 86_400_000;
// Monday 2027-03-01 at noon: the first import; every import is in the past of this clock.
const first = new Date('2027-03-01T12:00:00Z');
const now = () => new Date('2028-01-01T00:00:00Z');
const periods = {
  timezone: 'UTC',
  weekStart: 'monday' as const,
  historyDays: Math.max(400, (historyDays ?? 0) + 1),
};
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

/**
 * One import on the 1st of a month (so every earlier day lies in a month packed as the import
 * opening the next leaves it), then `historyDays - 1` days of history before it, each month of
 * each board in one statement (writeInMonth, as bench:history fills): every row on the first
 * day (its baseline), `active` of them on each day after, each statistic grown by a row's own
 * step a day (up to 997), so every period has gains and a top.
 */
async function fillHistory(db: Db, store: string, days: number): Promise<void> {
  const today = new Date('2027-12-01T12:00:00Z');
  let started = performance.now();
  await importCluster(db, generateCluster('HALL', 'Hall', 0, players, 30), {
    asOf: today,
    now,
    periods,
  });
  run.say(`${store}: the one import: ${(ms(started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const [served] = await db.query<{ players: string; tribes: string }>(
    "SELECT players_table AS players, tribes_table AS tribes FROM clusters WHERE key = 'HALL'",
  );
  const firstDay = historyDay(new Date(today.getTime() - (days - 1) * DAY_MS), 'UTC');
  // Each month's first and last filled day, oldest first.
  const months = new Map<string, [string, string]>();
  for (let at = today.getTime() - (days - 1) * DAY_MS; at < today.getTime(); at += DAY_MS) {
    const day = historyDay(new Date(at), 'UTC');
    const month = `${day.slice(0, 7)}-01`;
    months.set(month, [months.get(month)?.[0] ?? day, day]);
  }
  for (const [month, [from, to]] of months) {
    for (const board of ['players', 'tribes'] as const) {
      const columns = HISTORY_POINT_COLUMNS[board];
      const grown = columns.map(
        (c) => `n.${c} + (d::date - $4::date) * (1 + abs(hashtext(n.id)) % 997) AS ${c}`,
      );
      await writeInMonth(db, board, month, (target) =>
        db.query(
          `INSERT INTO ${target} (cluster, id, month, day, points)
           SELECT 'HALL', n.id, $1::date, 0, p.points
           FROM ${served?.[board]} n, LATERAL (
             SELECT string_agg(${pointSql(board, 'v', 'v.d')}, decode('', 'hex') ORDER BY v.d)
               AS points
             FROM (
               SELECT d::date AS d, ${grown.join(', ')}, ${columns.map((c) => `n.rank_${c}`).join(', ')}
               FROM generate_series($2::date, $3::date, interval '1 day') d
               WHERE d::date = $4::date OR random() < $5::float8) v) p
           WHERE p.points IS NOT NULL`,
          [month, from, to, firstDay, active],
        ),
      );
    }
    console.error(`  filled ${month.slice(0, 7)} (${(ms(started) / 1000).toFixed(0)} s)`);
  }
  await db.query('VACUUM ANALYZE history_players');
  await db.query('VACUUM ANALYZE history_tribes');
  run.say(
    `${store}: ${days} days of history written from ${firstDay}, ${active * 100} % active a day: ${(ms(started) / 1000).toFixed(0)} s`,
  );
}

/** Times `ark hall rebuild`'s work: the cluster's hall worked out again from its history. */
async function timeRebuild(db: Db, store: string, span: string): Promise<void> {
  const steps: string[] = [];
  const started = performance.now();
  const rebuilt = await rebuildHall(db, 'HALL', periods, (event) => {
    if (event.phase === 'end' && event.part === null)
      steps.push(`${event.step} ${(event.ms / 1000).toFixed(1)} s`);
  });
  const took = ms(started) / 1000;
  const [kept] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hall_results');
  run.say(
    `${store}: ark hall rebuild: ${took.toFixed(1)} s (${steps.join(', ')}) for ${rebuilt.periods} periods of ${span} (${kept?.n.toLocaleString('en-US')} hall rows kept; goal <= 60 s for a year)`,
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
  `the hall at ${players.toLocaleString('en-US')} players, ${historyDays === null ? `${weeks} weeks of daily imports` : `${historyDays} days of history`}, on ${stores.join(' and ')}`,
);
try {
  for (const store of stores) {
    const { db, close } = await openStore(store);
    try {
      await migrate(db);
      if (historyDays === null) {
        await importWeeks(db, store);
        await timeReads(db, store);
        await timeRebuild(db, store, `${weeks} weeks`);
      } else {
        await fillHistory(db, store, historyDays);
        await timeRebuild(db, store, `${historyDays} days`);
        await timeReads(db, store);
      }
    } finally {
      await close();
    }
  }
} finally {
  run.finish();
}
