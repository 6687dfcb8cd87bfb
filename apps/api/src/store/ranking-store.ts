import type { Cluster, ClusterKeeps, MedalCount, RangeKey, RangeWire, View } from '@ark/core';
import { LRUCache } from 'lru-cache';
import type { Db, DbKind, Queryable } from '../db/db';
import { type CacheBudget, createCacheBudget, type Load, loadOnFetch } from '../lib/cache-budget';
import { boardRelations } from './board-relations';
import {
  type DetailLookup,
  type DetailSnapshot,
  type PlayerRecord,
  readPlayer,
  readTribe,
  type TribeLookup,
  type TribeRecord,
} from './detail-sql';
import { type NamedRow, readExactNames } from './exact-names';
import { createGameLogReads, type GameLogReads } from './game-log-reads';
import { CURRENT_SEASON } from './hall';
import {
  type HallLookup,
  type HallRecord,
  type HallSectionRows,
  readHallFirsts,
  readHallMedalCount,
  readHallSection,
} from './hall-reads';
import { type HistorySnapshot, readHistory } from './history';
import { type ClusterImportReport, readImportReports } from './import-reports';
import type { BoardChoice, MarkRule, PageLookup } from './page-plan';
import { createPageReads, type PageSnapshot, type PageText } from './page-reads';
import type { RowsText } from './page-sql';
import { DEFAULT_PERIODS, type PeriodSettings } from './periods';
import { type RangeFacts, readRangeFacts, resolveRange, storedSlot } from './range-slots';
import { listSeasons, type SeasonMeta } from './seasons';

/**
 * A read's range (docs/adr/0041-time-ranges.md): absent or `all` = the all-time board, answered
 * as without ranges (docs/adr/0068-the-servers-own-paths.md); a period adds the resolved
 * `{ key, from, to }` to the snapshot.
 */
export interface RangeRequest {
  range?: RangeKey;
}

/** A page request: the lookup of page-plan.ts, its board named by season and range. */
export type PageRequest = Omit<PageLookup, keyof BoardChoice> & {
  season?: number | null;
} & RangeRequest;

/** A detail request, its board named by season and range. */
export type DetailRequest = Omit<DetailLookup, keyof BoardChoice> & {
  season?: number | null;
} & RangeRequest;

/**
 * The read model the HTTP side answers from: rankings computed at import, read by position. Every
 * read takes the data version its request read once (`version()`), so its clusters, seasons,
 * range facts and search terms are looked for under that one version
 * (docs/adr/0055-one-read-path.md); without it the read asks `version()` itself.
 */
export interface RankingStore {
  readonly kind: DbKind;
  /** Where the community's periods start (site.timezone, site.weekStart). */
  readonly periods: PeriodSettings;
  /** The data version, re-read at most every `versionTtlMs`. */
  version(): Promise<number>;
  /** The data version read less than `versionTtlMs` ago, without reading; null when none. */
  freshVersion?(): number | null;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  invalidate(): void;
  /** The clusters of the current season, or of an archived one (checked against `seasons()`). */
  clusters(season?: number | null, version?: number): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(version?: number): Promise<SeasonMeta[]>;
  /** Each cluster's last import's fixes and a refusal since (read each call: /healthz). */
  imports(): Promise<ClusterImportReport[]>;
  /** The clusters' game logs: players online now and by the hour (docs/adr/0085). */
  readonly gameLog: GameLogReads;
  /**
   * One player, in one snapshot; `answer` null when unknown or hidden. In a range its statistics
   * are its gains and its ranks the range's (null where it gained nothing).
   */
  player(request: DetailRequest, version?: number): Promise<DetailSnapshot<PlayerRecord>>;
  /**
   * One tribe and a page of its members, in one snapshot; `answer` null when unknown or hidden.
   * In a range: its gains, its range ranks, and its members who gained something.
   */
  tribe(
    request: DetailRequest & Pick<TribeLookup, 'page'>,
    version?: number,
  ): Promise<DetailSnapshot<TribeRecord>>;
  /**
   * One page in ONE snapshot (docs/adr/0010-one-data-version-per-answer.md): its typed rows (the
   * request's view's), total, import time and the data version they belong to, so an import
   * landing meanwhile never mixes in. With a range: the range's rows and the period resolved
   * (docs/adr/0047-range-baselines.md).
   */
  page(request: PageRequest, version?: number): Promise<PageSnapshot>;
  /**
   * The same page with its rows as the JSON text of an array, each row's fields named as `names`
   * says, written by the database: for an answer that sends the rows as they are and nobody
   * reads as a value (the JSON call's fast path, docs/adr/0080-typed-rows.md).
   */
  pageText(request: PageRequest, names: RowsText, version?: number): Promise<PageText>;
  /**
   * The shown rows of a cluster's current board named `name` in any case, best first, at most
   * `limit`: one lookup of the name index (a typed name in a slash command).
   */
  exactNames(view: View, cluster: string, name: string, limit: number): Promise<NamedRow[]>;
  /** A player's or tribe's history, oldest first; null points when unknown or hidden. */
  history(view: View, lookup: { cluster: string; id: string }): Promise<HistorySnapshot>;
  /** Every row of one section of a cluster's hall of fame (docs/adr/0074-the-hall-of-fame.md). */
  hall(lookup: HallLookup): Promise<HallSectionRows>;
  /**
   * Each closed period's #1 of one span, board and statistic in a cluster's current season, a
   * period closed by the clock and no import yet read as its import will keep it (docs/adr/0095-the-post-reads-its-closed-period.md).
   */
  hallFirsts(
    cluster: string,
    pick: { span: HallRecord['span']; board: View; stat: string },
  ): Promise<HallRecord[]>;
  /** A player's or tribe's medals in a cluster's season (null: the current one). */
  medals(
    view: View,
    lookup: { cluster: string; season: number | null; id: string },
  ): Promise<MedalCount>;
}

export interface RankingStoreOptions {
  /** How long a read data version is trusted; imports by other processes show after this. */
  versionTtlMs?: number;
  /** The clock: the version's age and which period a range is in (tests inject it). */
  now?: () => Date;
  /** Where the community's periods start; UTC and Monday by default. */
  periods?: PeriodSettings;
  /** How a term's matches are kept (page-plan.ts). */
  marks?: MarkRule;
  /** The memory budget the search terms' positions take their share of (ARK_CACHE_MB). */
  cache?: CacheBudget;
}

/** Range facts kept: a few clusters at a few versions (each a primary-key lookup to read again). */
const KEPT_FACTS = 64;

/**
 * A cluster's range facts at data version `known`, read once per version however many ask, and
 * kept under the version they were read at as well.
 */
function createFactsAt(db: Db): (cluster: string, known: number) => Promise<RangeFacts> {
  const facts = new LRUCache<string, RangeFacts, Load<RangeFacts>>({
    max: KEPT_FACTS,
    ...loadOnFetch<RangeFacts>(),
  });
  return async (cluster, known) => {
    const read = await facts.forceFetch(`${known}|${cluster}`, {
      context: () => readRangeFacts(db, cluster),
    });
    facts.set(`${read.version}|${cluster}`, read);
    return read;
  };
}

/**
 * Reads rankings computed at import: a page is planned and read in one statement or a few
 * (page-reads.ts), the clusters, seasons and range facts are read once per data version
 * (below, lib/cache-budget.ts's loadOnFetch), a detail is a primary-key lookup (detail-sql.ts).
 */
export function createRankingStore(
  db: Db,
  {
    versionTtlMs = 1000,
    now = () => new Date(),
    periods = DEFAULT_PERIODS,
    marks = {},
    cache = createCacheBudget(),
  }: RankingStoreOptions = {},
): RankingStore {
  const dataVersion = trackDataVersion(db, { ttlMs: versionTtlMs, now: () => now().getTime() });
  const version = () => dataVersion.current();
  const at = async (known: number | undefined) => known ?? (await version());
  const meta = createMetaReads(db);
  const pages = createPageReads(db, { cache, rule: marks });
  const factsAt = createFactsAt(db);

  /**
   * A read of the board a request's range names. A period range is resolved against the
   * cluster's stored periods (read once per data version) and the clock, then read; the read must
   * be of the data version the periods were read at (an import landing between them may have
   * moved the periods), else both are read again at the version the read met.
   */
  const onBoard = async <T extends { version: number }>(
    cluster: string,
    { range, season = null }: RangeRequest & { season?: number | null },
    known: number | undefined,
    read: (board: BoardChoice, version: number) => Promise<T>,
  ): Promise<T & { range?: RangeWire }> => {
    let asked = await at(known);
    if (range === undefined || range === 'all') return read({ season }, asked);
    let result: (T & { range: RangeWire }) | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const stored = await factsAt(cluster, asked);
      const resolved = resolveRange(range, stored, now(), periods);
      const slot = resolved.slot === null ? 'empty' : storedSlot(resolved.slot, stored.aliases);
      const board = await read({ slot }, stored.version);
      result = Object.assign(board, { range: resolved.range });
      if (board.version === stored.version) return result;
      asked = board.version;
    }
    return result as T & { range: RangeWire };
  };

  return {
    kind: db.kind,
    periods,
    version,
    freshVersion: () => dataVersion.fresh(),
    invalidate: () => dataVersion.forget(),
    clusters: async (season = null, known) => meta.clusters(season, await at(known)),
    seasons: async (known) => meta.seasons(await at(known)),
    imports: () => readImportReports(db),
    gameLog: createGameLogReads(db, periods.timezone),
    player: ({ range, season, ...request }, known) =>
      onBoard(request.cluster, { range, season }, known, (board) =>
        readPlayer(db, { ...request, ...board }),
      ),
    tribe: ({ range, season, ...request }, known) =>
      onBoard(request.cluster, { range, season }, known, (board) =>
        readTribe(db, { ...request, ...board }),
      ),
    exactNames: (view, cluster, name, limit) => readExactNames(db, view, cluster, name, limit),
    history: (view, lookup) => readHistory(db, view, lookup),
    hall: (lookup) => readHallSection(db, lookup),
    hallFirsts: (cluster, pick) =>
      readHallFirsts(db, cluster, CURRENT_SEASON, pick, { at: now(), periods }),
    medals: (view, { cluster, season, id }) =>
      readHallMedalCount(db, cluster, season ?? CURRENT_SEASON, view, id),
    page: ({ range, season, ...request }, known) =>
      onBoard(request.cluster, { range, season }, known, (board, v) =>
        pages.rows({ ...request, ...board }, v),
      ),
    pageText: ({ range, season, ...request }, names, known) =>
      onBoard(request.cluster, { range, season }, known, (board, v) =>
        pages.text({ ...request, ...board }, v, names),
      ),
  };
}

/** The data version every import, hide and season close bumps, as this process knows it. */
export interface DataVersion {
  /** The version, re-read at most every `ttlMs`. */
  current(): Promise<number>;
  /** The version read less than `ttlMs` ago, without reading it; null when there is none. */
  fresh(): number | null;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  forget(): void;
}

export interface DataVersionOptions {
  /** How long a read version is trusted; imports by other processes show after this. */
  ttlMs?: number;
  now?: () => number;
}

/** The store's data version, read from the database. */
export async function readDataVersion(q: Queryable): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    'SELECT version::int AS version FROM data_version WHERE id = 1',
  );
  return row?.version ?? 0;
}

/** A version as read, and when. */
interface Known {
  version: number;
  at: number;
}

/**
 * Tracks the data version: one read per `ttlMs`, shared by the calls meanwhile
 * (loadOnFetch). The call that finds the known version expired reads it again and waits
 * for it; while that read is in flight (PGlite blocks it during an import) the other calls are
 * served the known version. A failed read keeps the known one.
 */
export function trackDataVersion(
  q: Queryable,
  { ttlMs = 1000, now = Date.now }: DataVersionOptions = {},
): DataVersion {
  const reads = new LRUCache<string, Known, Load<Known>>({
    max: 1,
    ...loadOnFetch<Known>(),
    noDeleteOnFetchRejection: true,
  });
  // A clock set back counts as expired, never as fresh for that long.
  const expired = ({ at }: Known) => {
    const age = now() - at;
    return age < 0 || age >= ttlMs;
  };
  const read = async () => ({ version: await readDataVersion(q), at: now() });
  const current = async () => {
    const known = reads.peek(KEY);
    const status: LRUCache.Status<string, Known, Load<Known>> = {};
    const forceRefresh = known !== undefined && expired(known);
    const served = reads.forceFetch(KEY, { context: read, forceRefresh, allowStale: true, status });
    // 'refresh': this call started the read again, and is the one that waits for it.
    const mine = status.fetch === 'refresh' ? reads.forceFetch(KEY, { context: read }) : served;
    return (await mine).version;
  };
  return {
    current,
    fresh: () => {
      const known = reads.peek(KEY);
      return known && !expired(known) ? known.version : null;
    },
    forget: () => {
      reads.delete(KEY);
    },
  };
}

/** The cache's one key: the data version has no version of its own. */
const KEY = 'data_version';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Omit<Cluster, 'keeps'> {
  players: number;
  tribes: number;
  updatedAt: string;
  /** What its source keeps, as the import wrote it; null = everything (docs/adr/0070). */
  keeps?: ClusterKeeps | null;
}

/** The clusters of the current season, or of an archived one (its id checked by the caller). */
export function readClusterList(
  q: Queryable,
  season: number | null = null,
): Promise<ClusterMeta[]> {
  return q.query<ClusterMeta>(
    `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt", keeps
     FROM ${boardRelations({ season }).clusters} c ORDER BY sort_order, key`,
  );
}

/** How many clusters the current season holds (0 on a new store). */
export async function countClusters(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM clusters');
  return row?.n ?? 0;
}

/** The clusters and seasons, read once per data version. */
export interface MetaReads {
  /**
   * The clusters of the current season, or of an archived one (checked against `seasons()`), at
   * data version `version` (the one the request read).
   */
  clusters(season: number | null, version: number): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(version: number): Promise<SeasonMeta[]>;
}

/** Lists kept: a few versions of a few seasons' clusters, and the seasons. */
const KEPT_LISTS = 16;

/**
 * The clusters (per season) and the seasons, each read once per data version however many ask at
 * once (loadOnFetch).
 */
export function createMetaReads(q: Queryable): MetaReads {
  const clusterLists = new LRUCache<string, ClusterMeta[], Load<ClusterMeta[]>>({
    max: KEPT_LISTS,
    ...loadOnFetch<ClusterMeta[]>(),
  });
  const seasonLists = new LRUCache<string, SeasonMeta[], Load<SeasonMeta[]>>({
    max: KEPT_LISTS,
    ...loadOnFetch<SeasonMeta[]>(),
  });
  return {
    clusters: (season, version) =>
      clusterLists.forceFetch(`${version}|${season ?? 'current'}`, {
        context: () => readClusterList(q, season),
      }),
    seasons: (version) =>
      seasonLists.forceFetch(String(version), { context: () => listSeasons(q) }),
  };
}
