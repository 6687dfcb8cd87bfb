// `pnpm --filter @ark/bench bench:history-layouts -- [--players 100000] [--days 60] [--active 0.2]`:
// the bytes a history point takes with its indexes under each layout weighed for issue 42
// (docs/adr/0072-history-by-month.md), side by side on one throwaway PostgreSQL, on the same
// points: every player's first point, then `active` of them on each later day. Sizes only
// (pg_total_relation_size, after VACUUM): they hold under load; no timing is taken.
import { parseArgs } from 'node:util';
import { findPostgresBin, openPostgresDb, startTempPostgres } from '@ark/api/internals';
import { startRun } from './record-run';

const run = startRun('pnpm bench:history-layouts');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    players: { type: 'string', default: '100000' },
    days: { type: 'string', default: '60' },
    active: { type: 'string', default: '0.2' },
  },
});
const players = Number(values.players);
const days = Number(values.days);
const active = Number(values.active);

const STATS = ['kills', 'deaths', 'dino_kills', 'play_time'];
const RANKS = STATS.map((c) => `rank_${c}`);
const packed = `set_byte(decode('00', 'hex'), 0, extract(day FROM day)::int)
  || ${STATS.map((c) => `float8send(coalesce(${c}, 'NaN'))`).join(' || ')}
  || ${RANKS.map((c) => `int4send(coalesce(${c}, 0))`).join(' || ')}`;

/** Each layout: its tables' SQL, and how it is filled from `points` (one row per point). */
interface Layout {
  name: string;
  tables: string[];
  create: string;
  fill: string | ((vacuum: (table: string) => Promise<void>) => Promise<void>);
}

/**
 * The packed layout written as imports write it: each day's points added to their rows of the
 * month (INSERT ... ON CONFLICT DO UPDATE, a new version of the row each time), the table
 * vacuumed after each day (as PostgreSQL's autovacuum would, about) or only at the end (PGlite
 * runs no autovacuum).
 */
const appended = (table: string, daily: boolean): Layout => ({
  name: `the same, appended day by day, vacuumed ${daily ? 'after each day' : 'only at the end'}`,
  tables: [table],
  create: `CREATE TABLE ${table} (LIKE l_packed INCLUDING DEFAULTS, PRIMARY KEY (cluster, id, month))`,
  fill: async (vacuum) => {
    for (let n = 0; n < days; n++) {
      await db.query(
        `INSERT INTO ${table} AS h SELECT cluster, id, date_trunc('month', day)::date, ${packed}
         FROM points WHERE day = DATE '2027-03-01' + $1::int
         ON CONFLICT (cluster, id, month) DO UPDATE SET points = h.points || EXCLUDED.points`,
        [n],
      );
      if (daily) await vacuum(table);
    }
  },
});

const LAYOUTS: Layout[] = [
  {
    name: 'a row a point, PK + (cluster, day) index (migration 11)',
    tables: ['l_point'],
    create: `CREATE TABLE l_point (cluster text NOT NULL, id text NOT NULL, day date NOT NULL,
      kills float8 NOT NULL, deaths float8 NOT NULL, dino_kills float8 NOT NULL, play_time float8,
      rank_kills int, rank_deaths int, rank_dino_kills int, rank_play_time int,
      PRIMARY KEY (cluster, id, day));
      CREATE INDEX l_point_day ON l_point (cluster, day)`,
    fill: 'INSERT INTO l_point SELECT * FROM points',
  },
  {
    name: 'a row a point, PK only (no index the reads do not use)',
    tables: ['l_point_pk'],
    create: `CREATE TABLE l_point_pk (LIKE l_point INCLUDING DEFAULTS, PRIMARY KEY (cluster, id, day))`,
    fill: 'INSERT INTO l_point_pk SELECT * FROM points',
  },
  {
    name: 'a row a point, PK only, int4 ranks and float4 values (values lose digits: not kept)',
    tables: ['l_point_small'],
    create: `CREATE TABLE l_point_small (cluster text NOT NULL, id text NOT NULL, day date NOT NULL,
      kills float4, deaths float4, dino_kills float4, play_time float4,
      rank_kills int, rank_deaths int, rank_dino_kills int, rank_play_time int,
      PRIMARY KEY (cluster, id, day))`,
    fill: 'INSERT INTO l_point_small SELECT * FROM points',
  },
  {
    name: 'a row a row and month, an array a column (days smallint[], values float8[], ranks int4[])',
    tables: ['l_arrays'],
    create: `CREATE TABLE l_arrays (cluster text NOT NULL, id text NOT NULL, month date NOT NULL,
      days smallint[] NOT NULL, ${STATS.map((c) => `${c} float8[]`).join(', ')},
      ${RANKS.map((c) => `${c} int4[]`).join(', ')}, PRIMARY KEY (cluster, id, month))`,
    fill: `INSERT INTO l_arrays SELECT cluster, id, date_trunc('month', day)::date,
      array_agg(extract(day FROM day)::smallint ORDER BY day),
      ${[...STATS, ...RANKS].map((c) => `array_agg(${c} ORDER BY day)`).join(', ')}
      FROM points GROUP BY 1, 2, 3`,
  },
  {
    name: 'a row a row and month, its points packed in one bytea (migration 12: a closed month)',
    tables: ['l_packed'],
    create: `CREATE TABLE l_packed (cluster text NOT NULL, id text NOT NULL, month date NOT NULL,
      points bytea NOT NULL, PRIMARY KEY (cluster, id, month))`,
    fill: `INSERT INTO l_packed SELECT cluster, id, date_trunc('month', day)::date,
      string_agg(${packed}, decode('', 'hex') ORDER BY day) FROM points GROUP BY 1, 2, 3`,
  },
  {
    name: 'a row a point and day, its point packed (migration 12: the month imports write in)',
    tables: ['l_daily'],
    create: `CREATE TABLE l_daily (cluster text NOT NULL, id text NOT NULL, month date NOT NULL,
      day smallint NOT NULL, points bytea NOT NULL, PRIMARY KEY (cluster, id, month, day))`,
    fill: `INSERT INTO l_daily SELECT cluster, id, date_trunc('month', day)::date,
      extract(day FROM day)::smallint, ${packed} FROM points`,
  },
  appended('l_appended_daily', true),
  appended('l_appended', false),
];

const bin = findPostgresBin();
if (!bin) throw new Error('no PostgreSQL binaries');
const server = await startTempPostgres(bin);
const db = await openPostgresDb({ connectionString: server.url, max: 2 });
try {
  run.say(
    `history layouts at ${players.toLocaleString('en-US')} players, ${days} days, ${active * 100} % active a day`,
  );
  // The board: SteamID64-like ids, statistics and ranks of the size a real board has.
  await db.query(`CREATE TABLE board AS SELECT 'HIST'::text AS cluster,
      (76561198000000000 + g)::text AS id, (g * 7 % 5000)::float8 AS kills,
      (g * 3 % 900)::float8 AS deaths, (g % 20000)::float8 AS dino_kills,
      (g * 11 % 1000000)::float8 AS play_time, g AS rank
    FROM generate_series(1, ${players}) g`);
  // Every player's first point on the first day, then `active` of them each later day (the same
  // ones at each run: a hash, not random()).
  await db.query(`CREATE TABLE points AS
    SELECT b.cluster, b.id, d.day::date AS day, b.kills + d.n AS kills, b.deaths AS deaths,
      b.dino_kills AS dino_kills, b.play_time + d.n AS play_time, b.rank AS rank_kills,
      b.rank AS rank_deaths, b.rank AS rank_dino_kills, b.rank AS rank_play_time
    FROM board b CROSS JOIN LATERAL (SELECT n, DATE '2027-03-01' + n AS day
      FROM generate_series(0, ${days - 1}) n) d
    WHERE d.n = 0 OR abs(hashtext(b.id || ':' || d.n)) % 1000000 < ${Math.round(active * 1e6)}`);
  const [count] = await db.query<{ n: number }>('SELECT count(*)::float8 AS n FROM points');
  const points = count?.n ?? 0;
  run.say(`${points.toLocaleString('en-US')} points`);
  for (const layout of LAYOUTS) {
    for (const statement of layout.create.split(';')) await db.query(statement);
    const vacuum = async (table: string) => {
      await db.query(`VACUUM ANALYZE ${table}`);
    };
    if (typeof layout.fill === 'string') await db.query(layout.fill);
    else await layout.fill(vacuum);
    for (const table of layout.tables) await vacuum(table);
    const [size] = await db.query<{ bytes: number }>(
      `SELECT (${layout.tables.map((t) => `pg_total_relation_size('${t}')`).join(' + ')})::float8 AS bytes`,
    );
    const bytes = size?.bytes ?? 0;
    run.say(`${layout.name}: ${(bytes / points).toFixed(1)} bytes a point with its indexes`);
  }
} finally {
  await db.close();
  await server.stop();
  run.finish();
}
