import type { MedalCount, RangeKey, RangeWire, View } from '@ark/core';
import { LRUCache } from 'lru-cache';
import type { Db, DbKind } from '../db/db';
import { type CacheBudget, createCacheBudget } from '../lib/cache-budget';
import { type Load, loadOnFetch } from '../lib/load-on-fetch';
import type { BoardChoice } from './board-relations';
import type { RowsText } from './board-sql';
import { type ClusterMeta, createMetaReads } from './cluster-meta';
import { trackDataVersion } from './data-version';
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
import { CURRENT_SEASON } from './hall';
import {
  type HallLookup,
  type HallSectionRows,
  readHallMedalCount,
  readHallSection,
} from './hall-reads';
import { type HistorySnapshot, readHistory } from './history';
import { type ClusterImportReport, readImportReports } from './import-reports';
import type { PageLookup } from './page-plan';
import { createPageReads, type PageSnapshot, type PageText } from './page-reads';
import { DEFAULT_PERIODS, type PeriodSettings } from './periods';
import { type RangeFacts, readRangeFacts, resolveRange, storedSlot } from './range-slots';
import type { MarkRule } from './search-positions';
import type { SeasonMeta } from './seasons';

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
  /** How a term's matches are kept (search-positions.ts). */
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
 * (cluster-meta.ts, lib/load-on-fetch.ts), a detail is a primary-key lookup (detail-sql.ts).
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
