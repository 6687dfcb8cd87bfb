import { readFile } from 'node:fs/promises';
import type { Connection } from 'mysql2/promise';
import type { MariaDb } from './mariadb-harness';

/** One player row; `null` (or a column only other rows name) stores NULL. */
export type PlayerSeed = Partial<
  Record<
    | 'SteamID'
    | 'PlayerName'
    | 'SteamName'
    | 'TribeName'
    | 'TribeID'
    | 'PlayTime'
    | 'PlayerKills'
    | 'DinoKills'
    | 'DeathByPlayer',
    string | number | null
  >
>;

export type TribeSeed = Partial<
  Record<'TribeID' | 'TribeName' | 'DamageScore', string | number | null>
>;

/**
 * Inserts rows in multi-row statements of `batch` rows (fast enough for 100k rows). A column any
 * row names is inserted for all; rows without it store NULL there.
 */
export async function insertRows(
  admin: Connection,
  table: string,
  rows: readonly Record<string, unknown>[],
  batch = 5_000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = columns.map((column) => `\`${column}\``).join(', ');
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values = chunk.map((row) => columns.map((column) => row[column] ?? null));
    await admin.query(`INSERT INTO ${table} (${list}) VALUES ?`, [values]);
  }
}

export function insertPlayers(admin: Connection, database: string, rows: readonly PlayerSeed[]) {
  return insertRows(admin, `\`${database}\`.advancedachievements_playerdata`, rows);
}

export function insertTribes(admin: Connection, database: string, rows: readonly TribeSeed[]) {
  return insertRows(admin, `\`${database}\`.advancedachievements_tribedata`, rows);
}

/**
 * `players` players spread over `tribes` tribes (every tenth player tribeless), SteamIDs in the
 * real 7656119... range so they exceed 2^53.
 */
export async function seedBulk(
  admin: Connection,
  database: string,
  { players, tribes }: { players: number; tribes: number },
): Promise<void> {
  const tribeRows: TribeSeed[] = Array.from({ length: tribes }, (_, i) => ({
    TribeID: 1_000_000 + i,
    TribeName: `Tribe ${i}`,
    DamageScore: (i * 7919) % 1_000_000,
  }));
  const playerRows: PlayerSeed[] = Array.from({ length: players }, (_, i) => ({
    SteamID: (76561198000000000n + BigInt(i)).toString(),
    PlayerName: `Survivor ${i}`,
    SteamName: `steam${i}`,
    TribeName: i % 10 === 0 ? '' : `Tribe ${i % tribes}`,
    TribeID: i % 10 === 0 ? null : 1_000_000 + (i % tribes),
    PlayTime: (i * 37) % 50_000,
    PlayerKills: (i * 13) % 500,
    DinoKills: (i * 17) % 300,
    DeathByPlayer: (i * 11) % 200,
  }));
  await insertTribes(admin, database, tribeRows);
  await insertPlayers(admin, database, playerRows);
}

/**
 * A database `asa` (or `names.database`) on `mariadb` holding AsaApi's PointsReward table, made by
 * the plugin's own DDL (fixtures/point-rewards.mysql.sql), with `rows` in it; its URL for user ark
 * (or `names.user`).
 */
export async function seedPointRewards(
  mariadb: MariaDb,
  rows: readonly Record<string, unknown>[],
  { database, user }: { database: string; user: string } = { database: 'asa', user: 'ark' },
): Promise<string> {
  const url = await mariadb.createDatabase(database, user, 'Asa-Pa55!');
  const ddl = await readFile(
    new URL('./fixtures/point-rewards.mysql.sql', import.meta.url),
    'utf8',
  );
  await mariadb.admin.query(`USE \`${database}\``);
  await mariadb.admin.query(ddl.replace(/^--.*$/gm, ''));
  await insertRows(mariadb.admin, `\`${database}\`.PointsReward`, rows);
  return url;
}
