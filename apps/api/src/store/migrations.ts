import type { Db, Queryable } from '../db/db';
import { buildPartition, swapPartition } from './cluster-partition';
import { rankedColumns } from './view-columns';

export interface Migration {
  version: number;
  name: string;
  /** Statements separated by `;` at line ends; or `run` for a change that needs code. */
  sql?: string;
  run?: (tx: Queryable) => Promise<void>;
}

const positionColumns = (columns: string[]) =>
  columns.map((c) => `pos_${c} integer NOT NULL, rank_${c} integer NOT NULL`).join(',\n  ');

const positionIndexes = (table: string, columns: string[]) =>
  columns
    .map(
      (c) =>
        `CREATE UNIQUE INDEX ${table}_pos_${c} ON ${table} (cluster, pos_${c}) INCLUDE (name_key);`,
    )
    .join('\n');

/** Versioned schema changes, applied in order at start-up; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'clusters, players, tribes, data version',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE clusters (
  key text PRIMARY KEY,
  display text NOT NULL,
  sort_order integer NOT NULL,
  players integer NOT NULL DEFAULT 0,
  tribes integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE data_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 0);
CREATE TABLE players (
  cluster text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  tribe_name text NOT NULL,
  tribe_id text,
  play_time double precision NOT NULL,
  kills double precision NOT NULL,
  dino_kills double precision NOT NULL,
  deaths double precision NOT NULL,
  ${positionColumns(rankedColumns('players'))},
  PRIMARY KEY (cluster, id)
);
${positionIndexes('players', rankedColumns('players'))}
CREATE INDEX players_name_trgm ON players USING gin (name_key gin_trgm_ops);
CREATE TABLE tribes (
  cluster text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  name_key text NOT NULL,
  damage_score double precision NOT NULL,
  kills double precision NOT NULL,
  deaths double precision NOT NULL,
  tame_kills double precision NOT NULL,
  play_time double precision NOT NULL,
  ${positionColumns(rankedColumns('tribes'))},
  PRIMARY KEY (cluster, id)
);
${positionIndexes('tribes', rankedColumns('tribes'))}
CREATE INDEX tribes_name_trgm ON tribes USING gin (name_key gin_trgm_ops);
`,
  },
  {
    version: 2,
    name: 'players and tribes partitioned by cluster (an import swaps one partition)',
    run: partitionByCluster,
  },
  {
    version: 3,
    name: "the plugin's extra statistics, tribe member counts, the last import's source digest",
    // Partitions are built LIKE their parent, so new ones carry these columns; ADD COLUMN on the
    // parent reaches the attached ones.
    sql: `
ALTER TABLE players
  ADD COLUMN wild_dino_kills double precision NOT NULL DEFAULT 0,
  ADD COLUMN dinos_tamed double precision NOT NULL DEFAULT 0,
  ADD COLUMN deaths_by_dino double precision NOT NULL DEFAULT 0,
  ADD COLUMN deaths_by_wild_dino double precision NOT NULL DEFAULT 0;
ALTER TABLE tribes ADD COLUMN members integer NOT NULL DEFAULT 0;
ALTER TABLE clusters ADD COLUMN source_digest text;
`,
  },
];

/** The data columns as migration 1 made them: migration 2 copies exactly these, forever. */
const V1_DATA_COLUMNS = {
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
  ],
  tribes: ['id', 'name', 'name_key', 'damage_score', 'kills', 'deaths', 'tame_kills', 'play_time'],
} as const;

/**
 * Migration 2: a cluster's rows live in their own partition, built with bulk index builds and
 * swapped in at commit, instead of a DELETE and a million index insertions into a shared table.
 */
async function partitionByCluster(tx: Queryable): Promise<void> {
  for (const table of ['players', 'tribes'] as const) {
    await tx.query(`ALTER TABLE ${table} RENAME TO ${table}_v1`);
    await tx.query(`CREATE TABLE ${table} (LIKE ${table}_v1) PARTITION BY LIST (cluster)`);
  }
  await tx.query(
    'ALTER TABLE clusters ADD COLUMN players_table text, ADD COLUMN tribes_table text',
  );
  const clusters = await tx.query<{ key: string }>('SELECT key FROM clusters ORDER BY key');
  for (const [index, { key }] of clusters.entries()) {
    const names: string[] = [];
    for (const table of ['players', 'tribes'] as const) {
      const columns = V1_DATA_COLUMNS[table];
      const source = `(SELECT ${columns.join(', ')} FROM ${table}_v1 WHERE cluster = $1) s`;
      const name = await buildPartition(tx, table, key, `m${index}`, source, [key], columns);
      await swapPartition(tx, table, key, name, null);
      names.push(name);
    }
    await tx.query('UPDATE clusters SET players_table = $2, tribes_table = $3 WHERE key = $1', [
      key,
      ...names,
    ]);
  }
  await tx.query('DROP TABLE players_v1, tribes_v1');
}

/** Applies the migrations not yet recorded in `ark_migrations`, each in its own transaction. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS ark_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two instances starting at once must not both apply a migration.
      await tx.query('SELECT pg_advisory_xact_lock(724001)');
      const rows = await tx.query('SELECT 1 FROM ark_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql ?? '')) await tx.query(statement);
      await migration.run?.(tx);
      await tx.query('INSERT INTO ark_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration on `;` at line ends (the migrations hold no procedural code). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}
