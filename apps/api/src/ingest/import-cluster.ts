import { createHash, randomBytes } from 'node:crypto';
import { defaultFilter, findFilter, nameKey, stripNul } from '@ark/core';
import type { Db, Queryable, SqlCell } from '../db/db';
import {
  type BuildMode,
  buildPartitionTable,
  buildTableName,
  DATA_COLUMNS,
  dropLeftoverBuilds,
  IMPORT_LOCK,
  type PartitionBuild,
  type RankTable,
  swapPartition,
} from '../store/cluster-partition';
import { hiddenIds } from '../store/hidden-entries';
import { PGLITE_CHUNK, type PreviousRanks, readPreviousRanks } from '../store/previous-ranks';
import { rankedColumns, statColumn } from '../store/view-columns';
import { ImportError } from './import-error';
import type {
  ClusterImport,
  ImportAudit,
  ImportSummary,
  PlayerInput,
  TribeInput,
} from './import-types';
import { rankRows } from './rank-rows';
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
  /** Work beside the swap: the fixes and suspects an audited import keeps (import-audit.ts). */
  audit?: ImportAudit;
}

/**
 * Above this many players, PGlite builds a cluster's partitions in bulk: in steps, index upkeep
 * row by row costs more than the bulk builds, enough to take a 1M-player import past its 60 s
 * budget (docs/adr/0022-partition-swap.md; measured: docs/benchmarks.md#import-build-modes).
 */
export const STEPS_MAX_PLAYERS = 300_000;

const clean = stripNul;
/** In a `u` regex, a surrogate code unit that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A text cell: NUL stripped; a lone surrogate (not Unicode) refuses the import, naming the row. */
function textCell(kind: 'players' | 'tribes', index: number, field: string, text: string): string {
  const cleaned = clean(text);
  if (LONE_SURROGATE.test(cleaned)) {
    throw new ImportError(kind, index + 1, `${field} is not valid Unicode (a lone surrogate)`);
  }
  return cleaned;
}

/** The data cells of a player, in DATA_COLUMNS.players order. */
function playerCells(p: PlayerInput, i: number): SqlCell[] {
  const name = textCell('players', i, 'name', p.name);
  return [
    textCell('players', i, 'id', p.id),
    name,
    nameKey(name),
    textCell('players', i, 'tribeName', p.tribeName),
    p.tribeId === null ? null : textCell('players', i, 'tribeId', p.tribeId),
    p.playTime,
    p.kills,
    p.dinoKills,
    p.deaths,
    p.wildDinoKills ?? 0,
    p.dinosTamed ?? 0,
    p.deathsByDino ?? 0,
    p.deathsByWildDino ?? 0,
  ];
}

/** The data cells of a tribe, in DATA_COLUMNS.tribes order. */
function tribeCells(t: TribeInput, i: number): SqlCell[] {
  const name = textCell('tribes', i, 'name', t.name);
  return [
    textCell('tribes', i, 'id', t.id),
    name,
    nameKey(name),
    t.damageScore,
    t.kills,
    t.deaths,
    t.tameKills,
    t.playTime,
    t.members ?? 0,
  ];
}

/** Index, among a table's ranked statistics, of the one its board opens with. */
const defaultStat = (table: RankTable) => {
  const option = findFilter(table, defaultFilter(table));
  return option ? rankedColumns(table).indexOf(statColumn(table, option.field)) : 0;
};

/** Index of each ranked statistic among a table's data cells. */
const statCells = (table: RankTable) =>
  rankedColumns(table).map((c) => DATA_COLUMNS[table].indexOf(c));

/** A partition build whose movement is filled in once the previous ranks are read. */
interface PreparedBuild extends PartitionBuild {
  /** The ids left out of the ranks (hidden when the rows were ranked). */
  hidden: ReadonlySet<string>;
  /** Visible rows: the cluster's count for this table. */
  visible: number;
  /** The previous import's ranks; null = the cluster's first import (no movement: 0 everywhere). */
  usePrevious(previous: PreviousRanks | null): void;
}

/**
 * Ranks a table's visible rows (in this thread) and returns its build: rows handed out in chunks,
 * each with its cluster, data cells, position and rank per statistic (NULL for a hidden row,
 * which stays in the partition: docs/adr/0037-moderation-and-seasons.md), then its previous rank
 * per statistic (docs/adr/0018-movement.md).
 */
function prepareBuild<T>(
  table: RankTable,
  cluster: string,
  name: string,
  input: readonly T[],
  cells: (row: T, index: number) => SqlCell[],
  hidden: ReadonlySet<string>,
): PreparedBuild {
  const count = input.length;
  const cellOf = statCells(table);
  const ids: string[] = new Array(count);
  const shown: number[] = [];
  const nameKeys: string[] = [];
  const data: number[][] = cellOf.map(() => []);
  input.forEach((row, i) => {
    const cellsOfRow = cells(row, i);
    const id = cellsOfRow[0] as string;
    ids[i] = id;
    if (hidden.has(id)) return;
    shown.push(i);
    nameKeys.push(cellsOfRow[2] as string);
    cellOf.forEach((cell, s) => {
      (data[s] as number[]).push(cellsOfRow[cell] as number);
    });
  });
  const visible = shown.length;
  const stats = data.map((values) => Float64Array.from(values));
  const ranked = rankRows({ nameKeys, ids: shown.map((i) => ids[i] as string), stats });
  // Per statistic and input row: its position and rank, 0 for a hidden row.
  const positions = ranked.positions.map(() => new Int32Array(count));
  const ranks = ranked.ranks.map(() => new Int32Array(count));
  shown.forEach((i, v) => {
    for (let s = 0; s < positions.length; s++) {
      (positions[s] as Int32Array)[i] = (ranked.positions[s] as Int32Array)[v] as number;
      (ranks[s] as Int32Array)[i] = (ranked.ranks[s] as Int32Array)[v] as number;
    }
  });
  // Rows are written in the order of the board's default statistic: that index then only grows at
  // its end (less index upkeep in steps; measured: docs/benchmarks.md#import-build-modes), and a
  // default page's 20 rows share a few heap pages. Hidden rows go last.
  const order = new Int32Array(count);
  const defaultPositions = ranked.positions[defaultStat(table)] as Int32Array;
  shown.forEach((i, v) => {
    order[(defaultPositions[v] as number) - 1] = i;
  });
  let last = visible;
  ids.forEach((id, i) => {
    if (hidden.has(id)) order[last++] = i;
  });
  let previous: PreviousRanks | null = null;
  /** The row's previous rank in statistic s: its own on a first import, null when it is new. */
  const prevRank = (i: number, s: number): number | null => {
    const rank = (ranks[s] as Int32Array)[i] as number;
    if (previous === null) return rank === 0 ? null : rank;
    const at = previous.index.get(ids[i] as string);
    return at === undefined ? null : ((previous.ranks[s] as number[])[at] ?? null);
  };
  return {
    table,
    cluster,
    name,
    rowCount: count,
    hidden,
    visible,
    usePrevious(ranksBefore) {
      previous = ranksBefore;
    },
    rows(start, end) {
      const out: SqlCell[][] = [];
      for (let place = start; place < end; place++) {
        const i = order[place] as number;
        const row: SqlCell[] = [cluster, ...cells(input[i] as T, i)];
        for (let s = 0; s < positions.length; s++) {
          const position = (positions[s] as Int32Array)[i] as number;
          row.push(
            position === 0 ? null : position,
            position === 0 ? null : ((ranks[s] as Int32Array)[i] as number),
          );
        }
        for (let s = 0; s < positions.length; s++) row.push(prevRank(i, s));
        out.push(row);
      }
      return out;
    },
  };
}

/** Whether two sets of ids hold the same ids. */
const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Replaces one cluster's players, tribes, ranks and clusters row, and bumps the data version, in
 * ONE short transaction at the end (docs/adr/0022-partition-swap.md). Before it, the rows are
 * ranked (in this thread) and the new partitions built beside the served ones, in steps between
 * which other callers' statements run. A failed or killed import leaves the previous data served
 * whole; the partitions it was building are dropped then, or by the next import or start
 * (`dropLeftoverImports`).
 */
export async function importCluster(
  db: Db,
  input: ClusterImport,
  { onStep, allowShrink = false, skipUnchanged = false, audit }: ImportOptions = {},
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
  const summary = (version: number, skipped?: true): ImportSummary => ({
    cluster: key,
    players: input.players.length,
    tribes: input.tribes.length,
    version,
    ms: Math.round(performance.now() - started),
    ...(skipped ? { skipped } : {}),
  });
  const held = await heldState(db, key);
  if (skipUnchanged && held?.source_digest === digest) {
    step('unchanged');
    return summary(held.version, true);
  }
  // Refused before any work; checked again in the swap, against the count then current.
  refuseShrink(key, held?.players ?? 0, input.players.length, allowShrink);
  const id = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const prepare = (hidden: { players: ReadonlySet<string>; tribes: ReadonlySet<string> }) =>
    [
      prepareBuild(
        'players',
        key,
        buildTableName('players', id),
        input.players,
        playerCells,
        hidden.players,
      ),
      prepareBuild(
        'tribes',
        key,
        buildTableName('tribes', id),
        input.tribes,
        tribeCells,
        hidden.tribes,
      ),
    ] as const;
  const readHidden = async (q: Queryable) => ({
    players: await hiddenIds(q, key, 'players'),
    tribes: await hiddenIds(q, key, 'tribes'),
  });
  // Ranked before the lock (it takes seconds at 1M rows), again under it if a hide landed since.
  let builds = prepare(await readHidden(db));
  step('rank');
  const version = await db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK]);
    try {
      await dropLeftoverBuilds(session);
      try {
        const hidden = await readHidden(session);
        if (
          !sameIds(hidden.players, builds[0].hidden) ||
          !sameIds(hidden.tribes, builds[1].hidden)
        ) {
          builds = prepare(hidden);
          step('rank again (hides changed)');
        }
        const [served] = await session.query<{ players_table: string; tribes_table: string }>(
          'SELECT players_table, tribes_table FROM clusters WHERE key = $1',
          [key],
        );
        const chunk = db.kind === 'pglite' ? PGLITE_CHUNK : undefined;
        for (const build of builds) {
          const partition = served?.[`${build.table}_table`];
          build.usePrevious(
            partition ? await readPreviousRanks(session, build.table, partition, { chunk }) : null,
          );
        }
        step('previous ranks');
        const mode = buildMode(db, input.players.length);
        for (const build of builds) {
          await buildPartitionTable(session, build, { mode, kind: db.kind, step });
        }
        const [players, tribes] = builds;
        if (audit) {
          const servedPlayers = served?.players_table ?? null;
          await audit.beforeSwap(session, { players: players.name, servedPlayers });
          step('audit');
        }
        const v = await session.transaction(async (tx) => {
          const bumped = await swap(tx, input, digest, players, tribes, allowShrink);
          await audit?.inSwap(tx);
          return bumped;
        });
        step('swap');
        return v;
      } catch (error) {
        // Best effort: a leftover is dropped by the next import or start anyway.
        for (const build of builds) {
          await session.query(`DROP TABLE IF EXISTS ${build.name}`).catch(() => {});
        }
        throw error;
      }
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]).catch(() => {});
    }
  });
  return summary(version);
}

/** 'steps' on PGlite up to STEPS_MAX_PLAYERS; PostgreSQL's readers never wait for a build. */
function buildMode(db: Db, players: number): BuildMode {
  return db.kind === 'pglite' && players <= STEPS_MAX_PLAYERS ? 'steps' : 'bulk';
}

/** The cluster's stored digest and player count, and the data version; undefined if new. */
async function heldState(
  db: Db,
  key: string,
): Promise<{ source_digest: string | null; version: number; players: number } | undefined> {
  const [held] = await db.query<{ source_digest: string | null; version: number; players: number }>(
    `SELECT c.source_digest, c.players::int AS players, v.version::int AS version
     FROM clusters c, data_version v WHERE c.key = $1`,
    [key],
  );
  return held;
}

/**
 * The one short transaction that switches the cluster from its old data to the new: data version,
 * partitions, counts, import time and digest together.
 */
async function swap(
  tx: Queryable,
  input: ClusterImport,
  digest: string,
  playerBuild: PreparedBuild,
  tribeBuild: PreparedBuild,
  allowShrink: boolean,
): Promise<number> {
  const [players, tribes] = [playerBuild.name, tribeBuild.name];
  const key = input.cluster.key;
  // The version row is locked until commit: concurrent swaps queue here.
  const [bumped] = await tx.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  const [previous] = await tx.query<{
    players_table: string | null;
    tribes_table: string | null;
    players: number;
  }>('SELECT players_table, tribes_table, players::int AS players FROM clusters WHERE key = $1', [
    key,
  ]);
  refuseShrink(key, previous?.players ?? 0, input.players.length, allowShrink);
  await swapPartition(tx, 'players', key, players, previous?.players_table ?? null);
  await swapPartition(tx, 'tribes', key, tribes, previous?.tribes_table ?? null);
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
      playerBuild.visible,
      tribeBuild.visible,
      players,
      tribes,
      digest,
    ],
  );
  return bumped?.version ?? 0;
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
