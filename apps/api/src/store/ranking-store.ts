import type { Db, DbKind } from '../db/db';
import { type CacheBudget, createCacheBudget } from '../lib/cache-budget';
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
import { type ClusterImportReport, readImportReports } from './import-reports';
import type { PageLookup } from './page-sql';
import { type PageSnapshot, readRankedSnapshot } from './ranked-pages';
import type { MarkRule } from './search-positions';
import type { SeasonMeta } from './seasons';
import { createTermSearch } from './term-search';

/** The read model the HTTP side answers from: rankings computed at import, read by position. */
export interface RankingStore {
  readonly kind: DbKind;
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
  /** One player, in one snapshot; `answer` null when unknown or hidden. */
  player(request: DetailLookup): Promise<DetailSnapshot<PlayerRecord>>;
  /** One tribe and a page of its members, in one snapshot; `answer` null when unknown or hidden. */
  tribe(request: TribeLookup): Promise<DetailSnapshot<TribeRecord>>;
  /**
   * One page in ONE snapshot (docs/adr/0010-one-data-version-per-answer.md): rows, total, import
   * time and the data version they belong to, so an import landing meanwhile never mixes in.
   */
  page(request: PageLookup): Promise<PageSnapshot>;
}

export interface RankingStoreOptions {
  /** How long a read data version is trusted; imports by other processes show after this. */
  versionTtlMs?: number;
  now?: () => number;
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
    now = Date.now,
    marks = {},
    cache = createCacheBudget(),
  }: RankingStoreOptions = {},
): RankingStore {
  const dataVersion = trackDataVersion(db, { ttlMs: versionTtlMs, now });
  const version = () => dataVersion.current();
  const meta = createMetaReads(db, version);
  const search = createTermSearch(db, { version, cache, rule: marks });
  return {
    kind: db.kind,
    version,
    invalidate: () => dataVersion.forget(),
    clusters: meta.clusters,
    seasons: meta.seasons,
    imports: () => readImportReports(db),
    player: (request) => readPlayer(db, request),
    tribe: (request) => readTribe(db, request),
    page: (request) => (request.search === '' ? readRankedSnapshot(db, request) : search(request)),
  };
}
