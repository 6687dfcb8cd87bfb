import type { Db, Queryable } from '../db/db';
import { rankedColumns } from '../store/view-columns';
import type { ClusterImport, ImportSummary, PlayerInput, TribeInput } from './import-types';
import { validateImport } from './validate-import';

/** Rows sent per staging INSERT (as unnest arrays). */
const BATCH = 20_000;

/** Postgres text cannot hold NUL; names from the wild sometimes do. */
const clean = (text: string) => (text.includes('\0') ? text.replaceAll('\0', '') : text);
const nameKey = (name: string) => clean(name).toLowerCase();

/**
 * Replaces one cluster's players, tribes, ranks and clusters row in ONE transaction and bumps the
 * data version. Ranks are computed in SQL inside the transaction, so a failed or killed import
 * leaves the previous data whole.
 */
export async function importCluster(db: Db, input: ClusterImport): Promise<ImportSummary> {
  const started = performance.now();
  validateImport(input);
  const key = input.cluster.key;
  const version = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(724002, hashtext($1))', [key]);
    await stagePlayers(tx, input.players);
    await stageTribes(tx, input.tribes);
    await replaceRows(tx, 'players', key, PLAYER_COLUMNS);
    await replaceRows(tx, 'tribes', key, TRIBE_COLUMNS);
    await tx.query(
      `INSERT INTO clusters (key, display, sort_order, players, tribes, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (key) DO UPDATE SET display = EXCLUDED.display, sort_order = EXCLUDED.sort_order,
         players = EXCLUDED.players, tribes = EXCLUDED.tribes, updated_at = EXCLUDED.updated_at`,
      [key, input.cluster.display, input.cluster.order, input.players.length, input.tribes.length],
    );
    const [row] = await tx.query<{ version: number }>(
      'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
    );
    return row?.version ?? 0;
  });
  return {
    cluster: key,
    players: input.players.length,
    tribes: input.tribes.length,
    version,
    ms: Math.round(performance.now() - started),
  };
}

const PLAYER_COLUMNS = [
  'id',
  'name',
  'name_key',
  'tribe_name',
  'tribe_id',
  'play_time',
  'kills',
  'dino_kills',
  'deaths',
];
const TRIBE_COLUMNS = [
  'id',
  'name',
  'name_key',
  'damage_score',
  'kills',
  'deaths',
  'tame_kills',
  'play_time',
];

async function stagePlayers(tx: Queryable, players: PlayerInput[]): Promise<void> {
  await tx.query(`CREATE TEMP TABLE ark_stage_players (id text, name text, name_key text,
    tribe_name text, tribe_id text, play_time float8, kills float8, dino_kills float8,
    deaths float8) ON COMMIT DROP`);
  for (let start = 0; start < players.length; start += BATCH) {
    const batch = players.slice(start, start + BATCH);
    await tx.query(
      `INSERT INTO ark_stage_players SELECT * FROM unnest($1::text[], $2::text[], $3::text[],
        $4::text[], $5::text[], $6::float8[], $7::float8[], $8::float8[], $9::float8[])`,
      [
        batch.map((p) => clean(p.id)),
        batch.map((p) => clean(p.name)),
        batch.map((p) => nameKey(p.name)),
        batch.map((p) => clean(p.tribeName)),
        batch.map((p) => (p.tribeId === null ? null : clean(p.tribeId))),
        batch.map((p) => p.playTime),
        batch.map((p) => p.kills),
        batch.map((p) => p.dinoKills),
        batch.map((p) => p.deaths),
      ],
    );
  }
}

async function stageTribes(tx: Queryable, tribes: TribeInput[]): Promise<void> {
  await tx.query(`CREATE TEMP TABLE ark_stage_tribes (id text, name text, name_key text,
    damage_score float8, kills float8, deaths float8, tame_kills float8, play_time float8)
    ON COMMIT DROP`);
  for (let start = 0; start < tribes.length; start += BATCH) {
    const batch = tribes.slice(start, start + BATCH);
    await tx.query(
      `INSERT INTO ark_stage_tribes SELECT * FROM unnest($1::text[], $2::text[], $3::text[],
        $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])`,
      [
        batch.map((t) => clean(t.id)),
        batch.map((t) => clean(t.name)),
        batch.map((t) => nameKey(t.name)),
        batch.map((t) => t.damageScore),
        batch.map((t) => t.kills),
        batch.map((t) => t.deaths),
        batch.map((t) => t.tameKills),
        batch.map((t) => t.playTime),
      ],
    );
  }
}

/**
 * Deletes the cluster's rows and inserts the staged ones with, per statistic, the unique position
 * (row_number over stat desc, name case-insensitive, id) and the competition rank (rank()).
 */
async function replaceRows(
  tx: Queryable,
  table: 'players' | 'tribes',
  cluster: string,
  columns: string[],
): Promise<void> {
  const stats = rankedColumns(table);
  const ranked = stats.flatMap((c) => [
    `row_number() OVER (ORDER BY ${c} DESC, name_key COLLATE "C", id COLLATE "C")`,
    `rank() OVER (ORDER BY ${c} DESC)`,
  ]);
  const targets = stats.flatMap((c) => [`pos_${c}`, `rank_${c}`]);
  await tx.query(`DELETE FROM ${table} WHERE cluster = $1`, [cluster]);
  await tx.query(
    `INSERT INTO ${table} (cluster, ${columns.join(', ')}, ${targets.join(', ')})
     SELECT $1, ${columns.join(', ')}, ${ranked.join(', ')} FROM ark_stage_${table}`,
    [cluster],
  );
}
