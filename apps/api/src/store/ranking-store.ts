import type { RangeKey, RangeWire, View } from '@ark/core';
import type { Db, DbKind } from '../db/db';
import { type CacheBudget, createCacheBudget } from '../lib/cache-budget';
import type { BoardChoice } from './board-relations';
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
import { type HistorySnapshot, readHistory } from './history';
import { type ClusterImportReport, readImportReports } from './import-reports';
import type { PageLookup } from './page-sql';
import { DEFAULT_PERIODS, type PeriodSettings } from './periods';
import { readRangeFacts, resolveRange, storedSlot } from './range-slots';
import { type PageSnapshot, readRankedSnapshot } from './ranked-pages';
import type { MarkRule } from './search-positions';
import type { SeasonMeta } from './seasons';
import { createTermSearch } from './term-search';

/**
 * A read's range (docs/adr/0041-time-ranges.md): absent = the all-time board, answered as without
 * ranges; any key (`all` included) adds the resolved `{ key, from, to }` to the snapshot.
 */
export interface RangeRequest {
  range?: RangeKey;
}

/** A page request: the lookup of page-sql.ts, its board named by season and range. */
export type PageRequest = Omit<PageLookup, keyof BoardChoice> & {
  season?: number | null;
} & RangeRequest;

/** A detail request, its board named by season and range. */
export type DetailRequest = Omit<DetailLookup, keyof BoardChoice> & {
  season?: number | null;
} & RangeRequest;

/** The read model the HTTP side answers from: rankings computed at import, read by position. */
export interface RankingStore {
  readonly kind: DbKind;
  /** Where the community's periods start (site.timezone, site.weekStart). */
  readonly periods: PeriodSettings;
  /** The data version, re-read at most every `versionTtlMs`. */
  version(): Promise<number>;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  invalidate(): void;
  /** The clusters of the current season, or of an archived one (checked against `seasons()`). */
  clusters(season?: number | null): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(): Promise<SeasonMeta[]>;
  /** Each cluster's last import's fixes and a refusal since (read each call: /healthz). */
  imports(): Promise<ClusterImportReport[]>;
  /**
   * One player, in one snapshot; `answer` null when unknown or hidden. In a range its statistics
   * are its gains and its ranks the range's (null where it gained nothing).
   */
  player(request: DetailRequest): Promise<DetailSnapshot<PlayerRecord>>;
  /**
   * One tribe and a page of its members, in one snapshot; `answer` null when unknown or hidden.
   * In a range: its gains, its range ranks, and its members who gained something.
   */
  tribe(request: DetailRequest & Pick<TribeLookup, 'page'>): Promise<DetailSnapshot<TribeRecord>>;
  /**
   * One page in ONE snapshot (docs/adr/0010-one-data-version-per-answer.md): rows, total, import
   * time and the data version they belong to, so an import landing meanwhile never mixes in. With
   * a range: the range's rows and the period resolved (docs/adr/0047-range-baselines.md).
   */
  page(request: PageRequest): Promise<PageSnapshot>;
  /** A player's or tribe's history, oldest first; null points when unknown or hidden. */
  history(view: View, lookup: { cluster: string; id: string }): Promise<HistorySnapshot>;
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

/**
 * Reads rankings computed at import: a page is a range scan on a stored position, a search reads
 * what it learnt of its term (term-search.ts), the clusters and seasons are read once per data
 * version (cluster-meta.ts), a detail is a primary-key lookup (detail-sql.ts).
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
  const meta = createMetaReads(db, version);
  const search = createTermSearch(db, { version, cache, rule: marks });

  /**
   * A read of the board a request's range names. A period range is resolved against the
   * cluster's stored periods and the clock, then read; the read must be of the data version the
   * periods were read at (an import landing between them may have moved the periods), else both
   * are read again.
   */
  const onBoard = async <T extends { version: number }>(
    cluster: string,
    { range, season = null }: RangeRequest & { season?: number | null },
    read: (board: BoardChoice) => Promise<T>,
  ): Promise<T & { range?: RangeWire }> => {
    if (range === undefined) return read({ season });
    if (range === 'all') {
      return {
        ...(await read({ season, ranged: true })),
        range: { key: range, from: null, to: null },
      };
    }
    let result: (T & { range: RangeWire }) | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const facts = await readRangeFacts(db, cluster);
      const resolved = resolveRange(range, facts, now(), periods);
      const slot = resolved.slot === null ? 'empty' : storedSlot(resolved.slot, facts.aliases);
      const read_ = await read({ slot, ranged: true });
      result = { ...read_, range: resolved.range };
      if (read_.version === facts.version) return result;
    }
    return result as T & { range: RangeWire };
  };

  return {
    kind: db.kind,
    periods,
    version,
    invalidate: () => dataVersion.forget(),
    clusters: meta.clusters,
    seasons: meta.seasons,
    imports: () => readImportReports(db),
    player: ({ range, season, ...request }) =>
      onBoard(request.cluster, { range, season }, (board) =>
        readPlayer(db, { ...request, ...board }),
      ),
    tribe: ({ range, season, ...request }) =>
      onBoard(request.cluster, { range, season }, (board) =>
        readTribe(db, { ...request, ...board }),
      ),
    history: (view, lookup) => readHistory(db, view, lookup),
    page: ({ range, season, ...request }) =>
      onBoard(request.cluster, { range, season }, (board) => {
        const lookup = { ...request, ...board };
        return lookup.search === '' ? readRankedSnapshot(db, lookup) : search(lookup);
      }),
  };
}
