import type { Queryable } from '../db/db';
import { rankedColumns } from './view-columns';

export type RankTable = 'players' | 'tribes';

/** The imported (not computed) columns of each table, in staging order. */
export const DATA_COLUMNS: Record<RankTable, readonly string[]> = {
  players: [
    'id',
    'name',
    'name_key',
    'tribe_name',
    'tribe_id',
    'play_time',
    'kills',
    'dino_kills',
    'deaths',
    'wild_dino_kills',
    'dinos_tamed',
    'deaths_by_dino',
    'deaths_by_wild_dino',
  ],
  tribes: [
    'id',
    'name',
    'name_key',
    'damage_score',
    'kills',
    'deaths',
    'tame_kills',
    'play_time',
    'members',
  ],
};

/** A SQL string literal (standard_conforming_strings is on in every supported PostgreSQL). */
export const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Builds a new, not yet attached partition `<table>_p<suffix>` for one cluster from `source` (a
 * relation or subquery with DATA_COLUMNS): per statistic the unique position (row_number over stat
 * desc, name case-insensitive, id) and the competition rank (rank()), then its indexes in bulk.
 * Nobody reads it until it is attached, so a long build blocks no reader.
 */
export async function buildPartition(
  tx: Queryable,
  table: RankTable,
  cluster: string,
  suffix: string,
  source: string,
  params: unknown[] = [],
  dataColumns: readonly string[] = DATA_COLUMNS[table],
  step: (name: string) => void = () => {},
): Promise<string> {
  const name = `${table}_p${suffix}`;
  const stats = rankedColumns(table);
  const columns = dataColumns.join(', ');
  const ranked = stats.flatMap((c) => [
    `row_number() OVER (ORDER BY ${c} DESC, name_key COLLATE "C", id COLLATE "C")`,
    `rank() OVER (ORDER BY ${c} DESC)`,
  ]);
  const targets = stats.flatMap((c) => [`pos_${c}`, `rank_${c}`]);
  await tx.query(`CREATE TABLE ${name} (LIKE ${table})`);
  await tx.query(
    `INSERT INTO ${name} (cluster, ${columns}, ${targets.join(', ')})
     SELECT ${sqlLiteral(cluster)}, ${columns}, ${ranked.join(', ')} FROM ${source}`,
    params,
  );
  step(`${table}: rank`);
  await tx.query(`ALTER TABLE ${name} ADD PRIMARY KEY (cluster, id)`);
  for (const c of stats) {
    await tx.query(`CREATE UNIQUE INDEX ON ${name} (cluster, pos_${c}) INCLUDE (name_key)`);
  }
  step(`${table}: btree indexes`);
  await tx.query(`CREATE INDEX ON ${name} USING gin (name_key gin_trgm_ops)`);
  step(`${table}: trigram index`);
  // Fresh statistics, so the first searches after the import are planned well.
  await tx.query(`ANALYZE ${name}`);
  step(`${table}: analyze`);
  // Lets ATTACH skip its validation scan, which would run under the parent's lock.
  await tx.query(`ALTER TABLE ${name} ADD CHECK (cluster = ${sqlLiteral(cluster)})`);
  return name;
}

/** Puts `partition` in place of the cluster's current one (`previous`, dropped) at commit. */
export async function swapPartition(
  tx: Queryable,
  table: RankTable,
  cluster: string,
  partition: string,
  previous: string | null,
): Promise<void> {
  if (previous) {
    await tx.query(`ALTER TABLE ${table} DETACH PARTITION ${previous}`);
    await tx.query(`DROP TABLE ${previous}`);
  }
  await tx.query(
    `ALTER TABLE ${table} ATTACH PARTITION ${partition} FOR VALUES IN (${sqlLiteral(cluster)})`,
  );
}
