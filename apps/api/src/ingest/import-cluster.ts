import { createHash, randomBytes } from 'node:crypto';
import { HISTORY_KEEP_DAYS, nameKey, stripNul } from '@ark/core';
import type { Db, Queryable, SqlCell } from '../db/db';
import {
  type BuildMode,
  buildPartitionTable,
  buildTableName,
  DATA_COLUMNS,
  dropLeftoverBuilds,
  dropUnreferenced,
  IMPORT_LOCK,
  type PartitionBuild,
  type RankTable,
  swapPartition,
} from '../store/cluster-partition';
import { hiddenIds } from '../store/hidden-entries';
import { historyDay, writeHistory } from '../store/history';
import {
  countGrams,
  dropGrams,
  dropUnservedGrams,
  type NameGram,
  writeGrams,
} from '../store/name-grams';
import { DEFAULT_PERIODS, type PeriodKind, type PeriodSettings } from '../store/periods';
import { PGLITE_CHUNK, type PreviousRanks, readPreviousRanks } from '../store/previous-ranks';
import { readBaselines, readServed, writeBaselines } from '../store/range-baselines';
import type { SlotAliases } from '../store/range-slots';
import { defaultColumn, rankedColumns } from '../store/view-columns';
import { ImportError } from './import-error';
import type {
  ClusterImport,
  ImportAudit,
  ImportSummary,
  PlayerInput,
  TribeInput,
} from './import-types';
import { rangeBuilds, rangeGains } from './range-builds';
import { type KindPlan, planRanges } from './range-plan';
import type { RangeSource } from './range-rows';
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
  /**
   * The time the export's values are of (`ark import --as-of`, back-filling history); the clock's
   * now by default. One before the cluster's last import, or in the future, is refused.
   */
  asOf?: Date;
  /** The clock (tests inject it). */
  now?: () => Date;
  /** Where the community's periods start (ark.config.json's `site`). */
  periods?: PeriodSettings;
  /** Work beside the swap: the fixes and suspects an audited import keeps (import-audit.ts). */
  audit?: ImportAudit;
  /**
   * Connections writing a partition's rows, then building its indexes, at once on PostgreSQL
   * (docs/adr/0052-cold-reads-and-import-speed.md); 1 leaves the other cores to readers.
   */
  indexBuilds?: number;
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
const defaultStat = (table: RankTable) => rankedColumns(table).indexOf(defaultColumn(table));

/** Index of each ranked statistic among a table's data cells. */
const statCells = (table: RankTable) =>
  rankedColumns(table).map((c) => DATA_COLUMNS[table].indexOf(c));

/** A partition build whose movement is filled in once the previous ranks are read. */
interface PreparedBuild<T> extends PartitionBuild {
  table: RankTable;
  /** Each input row's id as stored. */
  ids: readonly string[];
  /** The rows and cells, for the range partition's build. */
  source: RangeSource<T>;
  /** The ids left out of the ranks (hidden when the rows were ranked). */
  hidden: ReadonlySet<string>;
  /** Visible rows: the cluster's count for this table. */
  visible: number;
  /** The previous import's ranks; null = the cluster's first import (no movement: 0 everywhere). */
  usePrevious(previous: PreviousRanks | null): void;
  /** The visible names' one- and two-letter grams (name-grams.ts). */
  grams(): NameGram[];
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
): PreparedBuild<T> {
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
    ids,
    source: { input, cells, ids, hidden },
    hidden,
    visible,
    usePrevious(ranksBefore) {
      previous = ranksBefore;
    },
    grams: () => countGrams(nameKeys, ranked.positions),
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
 * Replaces one cluster's players, tribes, ranks, range boards and clusters row, and bumps the data
 * version, in ONE short transaction at the end (docs/adr/0022-partition-swap.md). Before it, the
 * rows are ranked and each period's gains since its baseline worked out and ranked (in this
 * thread: docs/adr/0047-range-baselines.md), and the new partitions built beside the served ones,
 * in steps between which other callers' statements run. The import is as of `asOf` (now). A failed or killed import leaves the previous data served
 * whole; the partitions it was building are dropped then, or by the next import or start
 * (`dropLeftoverImports`).
 */
export async function importCluster(
  db: Db,
  input: ClusterImport,
  {
    onStep,
    allowShrink = false,
    skipUnchanged = false,
    asOf,
    now = () => new Date(),
    periods = DEFAULT_PERIODS,
    audit,
    indexBuilds = 2,
  }: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  let last = started;
  const step = (name: string) => {
    const time = performance.now();
    onStep?.(name, Math.round(time - last));
    last = time;
  };
  const at = asOf ?? now();
  if (at.getTime() > now().getTime()) {
    throw new ImportError('as-of', null, `${at.toISOString()} is in the future`);
  }
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
  // Refused before any work; checked again in the swap, against the state then current.
  refuseShrink(key, held?.players ?? 0, input.players.length, allowShrink);
  refuseEarlier(key, at, held?.last ?? null);
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
  let ranges: PartitionBuild[] = [];
  let aliases: SlotAliases = {};
  const version = await db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK]);
    try {
      await dropLeftoverBuilds(session);
      await dropUnservedGrams(session);
      try {
        const hidden = await readHidden(session);
        if (
          !sameIds(hidden.players, builds[0].hidden) ||
          !sameIds(hidden.tribes, builds[1].hidden)
        ) {
          builds = prepare(hidden);
          step('rank again (hides changed)');
        }
        const served = await readServed(session, key);
        const chunk = db.kind === 'pglite' ? PGLITE_CHUNK : undefined;
        for (const build of builds) {
          const partition = served?.[build.table];
          build.usePrevious(
            partition ? await readPreviousRanks(session, build.table, partition, { chunk }) : null,
          );
        }
        step('previous ranks');
        const [players, tribes] = builds;
        const plan = planRanges(at, periods, served, await readBaselines(session, key), {
          players: players.name,
          tribes: tribes.name,
        });
        const sources = { players: players.source, tribes: tribes.source };
        const defaults = { players: defaultStat('players'), tribes: defaultStat('tribes') };
        const gains = await rangeGains(session, sources, plan, { chunk, defaults });
        ranges = rangeBuilds(key, id, sources, gains, plan, served);
        aliases = gains.aliases;
        step('range gains');
        const mode = buildMode(db, input.players.length);
        // PostgreSQL builds a partition's indexes on several connections at once; PGlite has one.
        // This session holds one of the pool's: a pool of one (a worker's) builds on it alone.
        const otherSession = db.sessions > 1 ? db.session.bind(db) : undefined;
        const grams = new Map<string, NameGram[]>();
        const counters = new Map(builds.map((build) => [build.name, () => build.grams()]));
        for (const build of [...builds, ...ranges]) {
          await buildPartitionTable(session, build, {
            mode,
            kind: db.kind,
            step,
            otherSession,
            indexBuilds,
            // Counted while the store builds the indexes (this thread is idle then).
            beside: () => {
              const count = counters.get(build.name);
              if (count) grams.set(build.name, count());
            },
          });
        }
        for (const [name, counted] of grams) await writeGrams(session, name, counted);
        step('grams');
        if (audit) {
          const servedPlayers = served?.players ?? null;
          await audit.beforeSwap(session, { players: players.name, servedPlayers });
          step('audit');
        }
        const v = await session.transaction(async (tx) => {
          // History first: its writes take no lock a reader waits on (docs/adr/0063-history.md).
          await writeHistory(tx, {
            cluster: key,
            day: historyDay(at, periods.timezone),
            partitions: { players: players.name, tribes: tribes.name },
            keepDays: periods.historyDays ?? HISTORY_KEEP_DAYS,
          });
          const bumped = await swap(tx, {
            input,
            digest,
            at,
            builds: { players, tribes },
            ranges,
            plan,
            aliases,
            allowShrink,
          });
          await audit?.inSwap(tx);
          return bumped;
        });
        step('swap');
        return v;
      } catch (error) {
        // Best effort: a leftover is dropped by the next import or start anyway.
        for (const build of [...builds, ...ranges]) {
          await session.query(`DROP TABLE IF EXISTS ${build.name}`).catch(() => {});
        }
        await dropGrams(
          session,
          builds.map((build) => build.name),
        ).catch(() => {});
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

/** The cluster's stored digest, player count and last import time, and the data version. */
async function heldState(
  db: Db,
  key: string,
): Promise<
  { source_digest: string | null; version: number; players: number; last: number } | undefined
> {
  const [held] = await db.query<{
    source_digest: string | null;
    version: number;
    players: number;
    last: number;
  }>(
    `SELECT c.source_digest, c.players::int AS players, v.version::int AS version,
       (extract(epoch FROM c.updated_at) * 1000)::float8 AS last
     FROM clusters c, data_version v WHERE c.key = $1`,
    [key],
  );
  return held;
}

/** What the swap switches to. */
interface SwapPlan {
  input: ClusterImport;
  digest: string;
  at: Date;
  builds: { players: PreparedBuild<PlayerInput>; tribes: PreparedBuild<TribeInput> };
  ranges: readonly PartitionBuild[];
  plan: readonly KindPlan[];
  /** The stored slot of each slot sharing another's rows. */
  aliases: SlotAliases;
  allowShrink: boolean;
}

/**
 * The one short transaction that switches the cluster from its old data to the new: data version,
 * partitions (range ones included), baselines, counts, import time, periods and digest together.
 */
async function swap(
  tx: Queryable,
  { input, digest, at, builds, ranges, plan, aliases, allowShrink }: SwapPlan,
): Promise<number> {
  const key = input.cluster.key;
  // The version row is locked until commit: concurrent swaps queue here.
  const [bumped] = await tx.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  const [previous] = await tx.query<{
    players_table: string | null;
    tribes_table: string | null;
    range_players_table: string | null;
    range_tribes_table: string | null;
    players: number;
    last: number;
  }>(
    `SELECT players_table, tribes_table, range_players_table, range_tribes_table,
       players::int AS players, (extract(epoch FROM updated_at) * 1000)::float8 AS last
     FROM clusters WHERE key = $1`,
    [key],
  );
  refuseShrink(key, previous?.players ?? 0, input.players.length, allowShrink);
  refuseEarlier(key, at, previous?.last ?? null);
  const letGo = await tx.query<{ players: string; tribes: string }>(
    'SELECT players_table AS players, tribes_table AS tribes FROM range_baselines WHERE cluster = $1',
    [key],
  );
  // Written first: swapPartition keeps the served partitions a baseline now refers to.
  await writeBaselines(
    tx,
    key,
    plan.map((p) => p.baseline),
  );
  const [rangePlayers, rangeTribes] = ranges as [PartitionBuild, PartitionBuild];
  await swapPartition(tx, 'players', key, builds.players.name, previous?.players_table ?? null);
  await swapPartition(tx, 'tribes', key, builds.tribes.name, previous?.tribes_table ?? null);
  await swapPartition(
    tx,
    'range_players',
    key,
    rangePlayers.name,
    previous?.range_players_table ?? null,
  );
  await swapPartition(
    tx,
    'range_tribes',
    key,
    rangeTribes.name,
    previous?.range_tribes_table ?? null,
  );
  await dropUnreferenced(
    tx,
    letGo.flatMap((b) => [b.players, b.tribes]),
  );
  const start = (kind: PeriodKind) =>
    (plan.find((p) => p.kind === kind) as KindPlan).baseline.periodStart.toISOString();
  await tx.query(
    `INSERT INTO clusters (key, display, sort_order, players, tribes, updated_at, players_table,
       tribes_table, source_digest, first_import_at, day_start, week_start, month_start,
       range_players_table, range_tribes_table, range_slots)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (key) DO UPDATE SET display = EXCLUDED.display, sort_order = EXCLUDED.sort_order,
       players = EXCLUDED.players, tribes = EXCLUDED.tribes, updated_at = EXCLUDED.updated_at,
       players_table = EXCLUDED.players_table, tribes_table = EXCLUDED.tribes_table,
       source_digest = EXCLUDED.source_digest,
       first_import_at = coalesce(clusters.first_import_at, EXCLUDED.first_import_at),
       day_start = EXCLUDED.day_start, week_start = EXCLUDED.week_start,
       month_start = EXCLUDED.month_start, range_players_table = EXCLUDED.range_players_table,
       range_tribes_table = EXCLUDED.range_tribes_table, range_slots = EXCLUDED.range_slots`,
    [
      key,
      input.cluster.display,
      input.cluster.order,
      builds.players.visible,
      builds.tribes.visible,
      at.toISOString(),
      builds.players.name,
      builds.tribes.name,
      digest,
      start('day'),
      start('week'),
      start('month'),
      rangePlayers.name,
      rangeTribes.name,
      JSON.stringify(aliases),
    ],
  );
  return bumped?.version ?? 0;
}

/** Refuses an import as of a time before the cluster's last one: history is only added at its end. */
function refuseEarlier(key: string, at: Date, last: number | null): void {
  if (last === null || at.getTime() >= last) return;
  throw new ImportError(
    'as-of',
    null,
    `${at.toISOString()} is before ${key}'s last import (${new Date(last).toISOString()})`,
  );
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
