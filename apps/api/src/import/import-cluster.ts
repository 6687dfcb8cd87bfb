import { createHash } from 'node:crypto';
import { nameKey, stripNul } from '@ark/core';
import type { Db, Queryable } from '../db/db';
import { buildPartition, DATA_COLUMNS, swapPartition } from '../store/cluster-partition';
import { ImportError } from './import-error';
import type { ClusterImport, ImportSummary, PlayerInput, TribeInput } from './import-types';
import { validateImport } from './validate-import';

export interface ImportOptions {
  /** Called after each step with its duration in ms (for logs and the benchmark). */
  onStep?: (step: string, ms: number) => void;
  /**
   * Lets an import leave the cluster with fewer than half its current players (a real wipe).
   * Without it such an import is refused: a broken export must not empty a cluster.
   */
  allowShrink?: boolean;
  /**
   * Skips an import whose data is exactly what the cluster already holds (the sync sets it): no
   * new data version, so every ETag and cached answer stays valid.
   */
  skipUnchanged?: boolean;
}

/** Rows sent per staging INSERT (as one JSON text). */
const BATCH = 20_000;

const clean = stripNul;

/**
 * Replaces one cluster's players, tribes, ranks and clusters row in ONE transaction and bumps the
 * data version. Ranks are computed in SQL inside the transaction, so a failed or killed import
 * leaves the previous data whole.
 */
export async function importCluster(
  db: Db,
  input: ClusterImport,
  { onStep, allowShrink = false, skipUnchanged = false }: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    onStep?.(name, Math.round(now - last));
    last = now;
  };
  validateImport(input);
  step('validate');
  const key = input.cluster.key;
  const digest = importDigest(input);
  if (skipUnchanged) {
    const [held] = await db.query<{ source_digest: string | null; version: number }>(
      `SELECT c.source_digest, v.version::int AS version FROM clusters c, data_version v
       WHERE c.key = $1`,
      [key],
    );
    if (held?.source_digest === digest) {
      step('unchanged');
      return {
        cluster: key,
        players: input.players.length,
        tribes: input.tribes.length,
        version: held.version,
        ms: Math.round(performance.now() - started),
        skipped: true,
      };
    }
  }
  const version = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(724002, hashtext($1))', [key]);
    // Ranking sorts and index builds of a million rows stay in memory (this transaction only);
    // PGlite lives in a 32-bit WebAssembly heap, so it gets less.
    const big = db.kind === 'postgres';
    await tx.query(`SET LOCAL work_mem = '${big ? '256MB' : '128MB'}'`);
    await tx.query(`SET LOCAL maintenance_work_mem = '${big ? '512MB' : '256MB'}'`);
    // Bumped first: the new version names the new partitions and serialises concurrent imports.
    const [bumped] = await tx.query<{ version: number }>(
      'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
    );
    const v = bumped?.version ?? 0;
    const [previous] = await tx.query<{
      players_table: string | null;
      tribes_table: string | null;
      players: number;
    }>('SELECT players_table, tribes_table, players::int AS players FROM clusters WHERE key = $1', [
      key,
    ]);
    refuseShrink(key, previous?.players ?? 0, input.players.length, allowShrink);
    await stagePlayers(tx, input.players);
    await stageTribes(tx, input.tribes);
    step('stage');
    const players = await buildPartition(
      tx,
      'players',
      key,
      String(v),
      'ark_stage_players',
      [],
      DATA_COLUMNS.players,
      step,
    );
    const tribes = await buildPartition(
      tx,
      'tribes',
      key,
      String(v),
      'ark_stage_tribes',
      [],
      DATA_COLUMNS.tribes,
      step,
    );
    await swapPartition(tx, 'players', key, players, previous?.players_table ?? null);
    await swapPartition(tx, 'tribes', key, tribes, previous?.tribes_table ?? null);
    step('swap');
    await tx.query(
      `INSERT INTO clusters (key, display, sort_order, players, tribes, updated_at, players_table,
         tribes_table, source_digest)
       VALUES ($1, $2, $3, $4, $5, now(), $6, $7, $8)
       ON CONFLICT (key) DO UPDATE SET display = EXCLUDED.display, sort_order = EXCLUDED.sort_order,
         players = EXCLUDED.players, tribes = EXCLUDED.tribes, updated_at = EXCLUDED.updated_at,
         players_table = EXCLUDED.players_table, tribes_table = EXCLUDED.tribes_table,
         source_digest = EXCLUDED.source_digest`,
      [
        key,
        input.cluster.display,
        input.cluster.order,
        input.players.length,
        input.tribes.length,
        players,
        tribes,
        digest,
      ],
    );
    return v;
  });
  step('commit');
  return {
    cluster: key,
    players: input.players.length,
    tribes: input.tribes.length,
    version,
    ms: Math.round(performance.now() - started),
  };
}

async function stagePlayers(tx: Queryable, players: PlayerInput[]): Promise<void> {
  await tx.query(`CREATE TEMP TABLE ark_stage_players (id text, name text, name_key text,
    tribe_name text, tribe_id text, play_time float8, kills float8, dino_kills float8,
    deaths float8, wild_dino_kills float8, dinos_tamed float8, deaths_by_dino float8,
    deaths_by_wild_dino float8) ON COMMIT DROP`);
  await stageRows(tx, 'ark_stage_players', players, (p) => ({
    id: clean(p.id),
    name: clean(p.name),
    name_key: nameKey(p.name),
    tribe_name: clean(p.tribeName),
    tribe_id: p.tribeId === null ? null : clean(p.tribeId),
    play_time: p.playTime,
    kills: p.kills,
    dino_kills: p.dinoKills,
    deaths: p.deaths,
    wild_dino_kills: p.wildDinoKills ?? 0,
    dinos_tamed: p.dinosTamed ?? 0,
    deaths_by_dino: p.deathsByDino ?? 0,
    deaths_by_wild_dino: p.deathsByWildDino ?? 0,
  }));
}

async function stageTribes(tx: Queryable, tribes: TribeInput[]): Promise<void> {
  await tx.query(`CREATE TEMP TABLE ark_stage_tribes (id text, name text, name_key text,
    damage_score float8, kills float8, deaths float8, tame_kills float8, play_time float8,
    members integer) ON COMMIT DROP`);
  await stageRows(tx, 'ark_stage_tribes', tribes, (t) => ({
    id: clean(t.id),
    name: clean(t.name),
    name_key: nameKey(t.name),
    damage_score: t.damageScore,
    kills: t.kills,
    deaths: t.deaths,
    tame_kills: t.tameKills,
    play_time: t.playTime,
    members: t.members ?? 0,
  }));
}

/**
 * Sends rows in batches as one JSON text each, unpacked by json_populate_recordset against the
 * staging table's own row type: V8's JSON.stringify is far cheaper than escaping array literals.
 */
async function stageRows<T>(
  tx: Queryable,
  table: string,
  rows: T[],
  toRecord: (row: T) => Record<string, string | number | null>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = JSON.stringify(rows.slice(start, start + BATCH).map(toRecord));
    await tx.query(
      `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [json],
    );
  }
}

/** Refuses an import that would leave fewer than half the cluster's current players. */
function refuseShrink(key: string, current: number, next: number, allowShrink: boolean): void {
  if (allowShrink || next * 2 >= current) return;
  const fmt = (n: number) => n.toLocaleString('en-US');
  throw new ImportError(
    'players',
    null,
    `would shrink ${key} from ${fmt(current)} to ${fmt(next)} players (below half); ` +
      'after a real wipe, allow it (--allow-shrink, or "allowShrink": true for the sync)',
  );
}

/**
 * SHA-256 over everything an import writes (cluster, players, tribes), row by row so a million
 * rows never become one string. Equal digests mean an identical cluster.
 */
export function importDigest(input: ClusterImport): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.cluster));
  for (const player of input.players) hash.update(JSON.stringify(player));
  hash.update('|tribes|');
  for (const tribe of input.tribes) hash.update(JSON.stringify(tribe));
  return hash.digest('hex');
}
