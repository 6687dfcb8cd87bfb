// `pnpm --filter @ark/bench bench:history -- [--players 1000000] [--days 400] [--active 0.2]
// [--reads 2000]`: history at scale on a throwaway PostgreSQL (docs/adr/0063-history.md). Imports
// N players, fills `days - 1` earlier days of history with `active` of them each day (a year kept
// in steady state; each month in one statement, packed), then times (1) the history write of a re-import with 20 % of the players
// changed, alone (writeHistory on the import's tables, rolled back, 3 runs) and within the real
// re-import's swap transaction; (2) history reads of random players (p50, p95, p99); (3) the
// history tables' size, per point and per year (docs/adr/0072-history-by-month.md). Not a test:
// figures depend on the machine; sizes do not.
import { parseArgs } from 'node:util';
import {
  findPostgresBin,
  generateCluster,
  historyDay,
  historySize,
  importCluster,
  migrate,
  openPostgresDb,
  pointSql,
  readHistory,
  startTempPostgres,
  writeHistory,
  writeInMonth,
} from '@ark/api/internals';
import { startRun } from './record-run';

const run = startRun('pnpm bench:history');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '400' },
    active: { type: 'string', default: '0.2' },
    reads: { type: 'string', default: '2000' },
  },
});
const players = Number(values.players);
const days = Number(values.days);
const active = Number(values.active);
const reads = Number(values.reads);
const DAY_MS = 86_400_000;
// Every import is in the past of this clock; the last is the day after `today`.
const now = () => new Date('2027-12-31T00:00:00Z');
const today = new Date('2027-06-01T12:00:00Z');
const periods = { timezone: 'UTC', weekStart: 'monday' as const, historyDays: days };

const ms = (from: number) => performance.now() - from;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Each month's first and last day (YYYY-MM-DD) from `first` to `last`, the ends cut to them. */
function monthsBetween(first: string, last: string): [string, string][] {
  const out: [string, string][] = [];
  for (let at = new Date(`${first}T00:00:00Z`); historyDay(at, 'UTC') <= last; ) {
    const start = historyDay(at, 'UTC');
    const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    const end = historyDay(new Date(next.getTime() - DAY_MS), 'UTC');
    out.push([start, end < last ? end : last]);
    at = next;
  }
  return out;
}

/**
 * The points of the days `from`..`to` of one month (before today's) for a random `active` share of
 * the players each day, as one packed row a player (day 0, oldest first): what imports day by
 * day leave once the next month opened (history-months.ts packs them so).
 */
async function fillMonth(partition: string, from: string, to: string): Promise<void> {
  const month = `${from.slice(0, 7)}-01`;
  if (month >= `${historyDay(today, 'UTC').slice(0, 7)}-01`)
    throw new Error(`${month} is today's month: its points are a row a day, not packed`);
  // Built, keyed and attached as an import's first write in a month is (writeInMonth).
  await writeInMonth(db, 'players', month, (target) =>
    db.query(
      `INSERT INTO ${target} (cluster, id, month, day, points)
       SELECT 'HIST', n.id, $1::date, 0, p.points
       FROM ${partition} n, LATERAL (
         SELECT string_agg(${pointSql('players', 'n', 'd::date')}, decode('', 'hex') ORDER BY d) AS points
         FROM generate_series($2::date, $3::date, interval '1 day') d
         WHERE random() < $4::float8) p
       WHERE p.points IS NOT NULL`,
      [month, from, to, active],
    ),
  );
}

const bin = findPostgresBin();
if (!bin) throw new Error('no PostgreSQL binaries');
// Durable, as a real store is: commits wait for the disk.
const server = await startTempPostgres(bin, { durable: true });
const db = await openPostgresDb({ connectionString: server.url, max: 4 });
try {
  await migrate(db);
  run.say(
    `history at ${players.toLocaleString('en-US')} players, ${days} days kept, ${active * 100} % active a day`,
  );
  const input = generateCluster('HIST', 'History', 0, players, 30);
  let started = performance.now();
  await importCluster(db, input, { asOf: today, now, periods });
  run.say(`first import (every row's first point): ${(ms(started) / 1000).toFixed(1)} s`);

  // The days before: each a sample of `active` of the players, as their points would be, each
  // month written whole in one statement (fillMonth): packed as the import that opened the next
  // month leaves it, which the day-by-day fill reached only after 40 minutes at 1M.
  started = performance.now();
  const [served] = await db.query<{ players: string }>(
    "SELECT players_table AS players FROM clusters WHERE key = 'HIST'",
  );
  const first = new Date(today.getTime() - (days - 1) * DAY_MS);
  const last = new Date(today.getTime() - DAY_MS);
  for (const [from, to] of monthsBetween(historyDay(first, 'UTC'), historyDay(last, 'UTC'))) {
    await fillMonth(served?.players as string, from, to);
    console.error(`  filled ${from.slice(0, 7)} (${(ms(started) / 1000).toFixed(0)} s)`);
  }
  await db.query('VACUUM ANALYZE history_players');
  run.say(`history filled: ${(ms(started) / 1000).toFixed(0)} s`);

  // The re-import of the next day: every fifth player changed.
  const next = new Date(today.getTime() + DAY_MS);
  const changed = {
    ...input,
    players: input.players.map((p, i) => (i % 5 === 0 ? { ...p, kills: (p.kills ?? 0) + 1 } : p)),
  };
  // (1a) The history write alone: the import's SQL on the served partition's copy with the same
  // changes, in a transaction rolled back each time.
  await db.query(`CREATE TABLE bench_changed (LIKE players INCLUDING ALL)`);
  await db.query(`INSERT INTO bench_changed SELECT * FROM ${served?.players}`);
  await db.query(
    'UPDATE bench_changed SET kills = kills + 1 WHERE id IN (SELECT id FROM bench_changed TABLESAMPLE BERNOULLI (20))',
  );
  await db.query('ANALYZE bench_changed');
  const [tribes] = await db.query<{ tribes: string }>(
    "SELECT tribes_table AS tribes FROM clusters WHERE key = 'HIST'",
  );
  // The rows that changed, as the import tells them from its one read of the served partition
  // (docs/adr/0097-one-read-of-the-served-partition.md): not timed here, the write alone is.
  const changedIds = (
    await db.query<{ id: string }>(
      `SELECT n.id FROM bench_changed n JOIN ${served?.players} p ON p.id = n.id
       WHERE n.kills IS DISTINCT FROM p.kills`,
    )
  ).map((row) => row.id);
  const alone: number[] = [];
  for (let i = 0; i < 3; i++) {
    try {
      await db.transaction(async (tx) => {
        const at = performance.now();
        await writeHistory(tx, {
          cluster: 'HIST',
          day: historyDay(next, 'UTC'),
          partitions: { players: 'bench_changed', tribes: tribes?.tribes as string },
          changed: { players: changedIds, tribes: [] },
          keepDays: days,
        });
        alone.push(ms(at));
        throw new Error('rolled back');
      });
    } catch {}
  }
  alone.sort((a, b) => a - b);
  run.say(
    `history write of a re-import with 20 % changed, alone: median ${(percentile(alone, 50) / 1000).toFixed(2)} s (runs: ${alone.map((t) => (t / 1000).toFixed(2)).join(', ')}; target <= 3 s)`,
  );
  await db.query('DROP TABLE bench_changed');

  // (1b) The real re-import: its swap step is the history write and the swap together.
  const steps: Record<string, number> = {};
  started = performance.now();
  await importCluster(db, changed, {
    asOf: next,
    now,
    periods,
    onStep: (step, took) => {
      steps[step] = (steps[step] ?? 0) + took;
    },
  });
  const [written] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM history_players
     WHERE month = date_trunc('month', $1::date) AND day = extract(day FROM $1::date)`,
    [historyDay(next, 'UTC')],
  );
  run.say(
    `re-import: ${(ms(started) / 1000).toFixed(1)} s in all, its swap transaction (history + swap) ${((steps.swap ?? 0) / 1000).toFixed(2)} s; ${written?.n.toLocaleString('en-US')} points written`,
  );

  // (2) Reads of random players, after one warm-up pass.
  const ids = (
    await db.query<{ id: string }>(
      `SELECT id FROM players TABLESAMPLE SYSTEM (1) LIMIT ${Math.max(1, reads)}`,
    )
  ).map((row) => row.id);
  for (const id of ids.slice(0, 200)) await readHistory(db, 'players', { cluster: 'HIST', id });
  const times: number[] = [];
  let points = 0;
  for (const id of ids) {
    const at = performance.now();
    const read = await readHistory(db, 'players', { cluster: 'HIST', id });
    times.push(ms(at));
    points += read.points?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  run.say(
    `history reads (${ids.length}, ${(points / Math.max(ids.length, 1)).toFixed(0)} points each on average): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (target p99 <= 10 ms)`,
  );

  // (3) Size: the players' history, its indexes, per point and per year.
  const size = await historySize(db, 'players');
  const perPoint = size.bytes / Math.max(size.points, 1);
  run.say(
    `size: ${mb(size.bytes)} for ${size.points.toLocaleString('en-US')} points in ${size.rows.toLocaleString('en-US')} rows of a month (heap ${mb(size.heap)}), ${perPoint.toFixed(0)} bytes a point with its indexes; a year at ${active * 100} % active: ${mb(perPoint * players * active * 365)}`,
  );
} finally {
  await db.close();
  await server.stop();
  run.finish();
}
