import type { Db } from '../db/db';
import { rankedColumns } from './view-columns';

export interface Migration {
  version: number;
  name: string;
  sql: string;
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
];

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
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
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
