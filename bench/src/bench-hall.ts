// `node --conditions=@ark/source --import tsx src/bench-hall.ts -- [--players 1000000]
// [--weeks 8] [--reads 2000]` (from bench/): the hall of fame at scale on a throwaway PostgreSQL
// (docs/adr/0074-the-hall-of-fame.md). Imports N players once a day at noon for `weeks` weeks,
// every fifth player gaining a little each day, then reports (1) the import step `hall` at each
// week's close (the write of the closed day, week and maybe month) and on an ordinary day; (2)
// hall reads of each section (p50, p95, p99); (3) `ark hall rebuild` of the cluster from its
// history. Not a test: figures depend on the machine.
import { parseArgs } from 'node:util';
import {
  findPostgresBin,
  generateCluster,
  hallAnswer,
  importCluster,
  migrate,
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
    weeks: { type: 'string', default: '8' },
    reads: { type: 'string', default: '2000' },
  },
});
const players = Number(values.players);
const weeks = Number(values.weeks);
const reads = Number(values.reads);
const DAY_MS = 86_400_000;
// Monday 2027-03-01 at noon: the first import; every import is in the past of this clock.
const first = new Date('2027-03-01T12:00:00Z');
const now = () => new Date('2028-01-01T00:00:00Z');
const periods = { timezone: 'UTC', weekStart: 'monday' as const, historyDays: 400 };
const ms = (from: number) => performance.now() - from;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const bin = findPostgresBin();
if (!bin) throw new Error('no PostgreSQL binaries');
const server = await startTempPostgres(bin, { durable: true });
const db = await openPostgresDb({ connectionString: server.url, max: 4 });
try {
  await migrate(db);
  run.say(
    `the hall at ${players.toLocaleString('en-US')} players, ${weeks} weeks of daily imports`,
  );
  const input = generateCluster('HALL', 'Hall', 0, players, 30);
  const closes: number[] = [];
  const ordinary: number[] = [];
  for (let day = 0; day < weeks * 7 + 1; day++) {
    const cluster = {
      ...input,
      players: input.players.map((p, i) =>
        i % 5 === day % 5
          ? p
          : { ...p, kills: (p.kills ?? 0) + day + (i % 7), deaths: (p.deaths ?? 0) + day },
      ),
    };
    let hall = 0;
    await importCluster(db, cluster, {
      asOf: new Date(first.getTime() + day * DAY_MS),
      now,
      periods,
      onStep: (step, took) => {
        if (step === 'hall') hall = took;
      },
    });
    (day > 0 && day % 7 === 0 ? closes : ordinary).push(hall);
  }
  const med = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  run.say(
    `the import step 'hall': at a week's close median ${med(closes).toFixed(1)} ms (max ${Math.max(...closes).toFixed(1)}, target <= 1 s); on another day median ${med(ordinary).toFixed(1)} ms`,
  );
  for (const section of ['records', 'champions', 'medals'] as const) {
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const at = performance.now();
      const lookup = { cluster: 'HALL', season: null, section, board: null };
      hallAnswer(await readHallSection(db, lookup), 0);
      times.push(ms(at));
    }
    times.sort((a, b) => a - b);
    run.say(
      `hall reads, ${section} (${reads}, uncached): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (target p99 <= 10 ms)`,
    );
  }
  const [kept] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hall_results');
  const started = performance.now();
  const rebuilt = await rebuildHall(db, 'HALL', periods);
  run.say(
    `ark hall rebuild: ${(ms(started) / 1000).toFixed(1)} s for ${rebuilt.periods} periods (${kept?.n.toLocaleString('en-US')} hall rows kept; target <= 5 minutes for a year at 1M)`,
  );
} finally {
  await db.close();
  await server.stop();
  run.finish();
}
