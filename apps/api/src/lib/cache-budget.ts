import { LRUCache } from 'lru-cache';

/**
 * The process's caches: finished JSON answers, pages drawn on the server, embeds, link-preview
 * images, search terms' matches.
 */
export type CacheName = 'answers' | 'pages' | 'embeds' | 'images' | 'search-terms';

/**
 * Each cache's part of the one budget (ARK_CACHE_MB): a flood of new search terms cannot push out
 * the cached answers, nor a crawl of addresses the terms or the images.
 */
export const CACHE_SHARES: Readonly<Record<CacheName, number>> = {
  answers: 6 / 16,
  pages: 3 / 16,
  embeds: 1 / 16,
  images: 1 / 16,
  'search-terms': 5 / 16,
};

/** What an entry costs besides its own bytes: its key, the map's node and the entry's object. */
export const ENTRY_OVERHEAD_BYTES = 128;

/** How a cache loads what its `fetch()` misses. */
export type CacheLoads<V extends object, FC> = Pick<
  LRUCache.Options<string, V, FC>,
  'fetchMethod' | 'ignoreFetchAbort'
>;

/** The one memory budget every in-process cache shares. */
export interface CacheBudget {
  /** The whole budget in bytes. */
  readonly bytes: number;
  /**
   * The least-recently-used cache `name`, bounded by its share of the budget, each entry weighed
   * by `sizeOf` in bytes (a key's length and ENTRY_OVERHEAD_BYTES are added). Each name is handed
   * out once: two caches under one name would hold twice its share. `loads` makes its `fetch()`
   * load what it misses (loadOnFetch, below).
   */
  cache<V extends object, FC = unknown>(
    name: CacheName,
    sizeOf: (value: V) => number,
    loads?: CacheLoads<V, FC>,
  ): LRUCache<string, V, FC>;
  /** Bytes the caches of this budget hold now. */
  used(): number;
  /** Bytes each cache made from this budget holds now. */
  sizes(): Partial<Record<CacheName, number>>;
}

export interface CacheBudgetOptions {
  /** The budget in megabytes (ARK_CACHE_MB); 64 by default. */
  megabytes?: number;
}

/**
 * A memory budget for the process's caches: each cache gets a fixed share and evicts its least
 * recently used entries past it, so their sum never passes the budget.
 * @example createCacheBudget({ megabytes: 64 }).cache('answers', (a) => a.bytes)
 */
export function createCacheBudget({ megabytes = 64 }: CacheBudgetOptions = {}): CacheBudget {
  const bytes = Math.floor(megabytes * 1024 * 1024);
  const made = new Map<CacheName, { readonly calculatedSize: number }>();
  return {
    bytes,
    cache<V extends object, FC = unknown>(
      name: CacheName,
      sizeOf: (value: V) => number,
      loads: CacheLoads<V, FC> = {},
    ): LRUCache<string, V, FC> {
      if (made.has(name)) throw new Error(`the cache ${name} was already made from this budget`);
      const cache = new LRUCache<string, V, FC>({
        ...loads,
        maxSize: Math.max(1, Math.floor(bytes * CACHE_SHARES[name])),
        sizeCalculation: (value, key) =>
          Math.max(1, Math.ceil(sizeOf(value)) + key.length * 2 + ENTRY_OVERHEAD_BYTES),
      });
      made.set(name, cache);
      return cache;
    },
    used() {
      let total = 0;
      for (const cache of made.values()) total += cache.calculatedSize;
      return total;
    },
    sizes() {
      return Object.fromEntries([...made].map(([name, cache]) => [name, cache.calculatedSize]));
    },
  };
}

/** A load an lru-cache's `fetch(key, { context })` runs on a miss. */
export type Load<V> = () => Promise<V>;

/**
 * Options of an lru-cache whose `forceFetch(key, { context: load })` runs `load()` once however
 * many ask for `key` at the same time and keeps its value; a failed load keeps nothing and fails
 * every caller waiting on it. A value set, deleted or evicted meanwhile does not fail the callers
 * waiting: they get the load's value (`ignoreFetchAbort`). Keys name what a value was read at
 * (`${version}|...`), so nothing kept is ever out of date (docs/adr/0055-one-read-path.md,
 * docs/adr/0077-exact-names-refused-bodies-lru.md).
 * @example new LRUCache<string, Row[], Load<Row[]>>({ max: 16, ...loadOnFetch() })
 */
export function loadOnFetch<V extends {}>(): {
  fetchMethod: LRUCache.Fetcher<string, V, Load<V>>;
  ignoreFetchAbort: true;
} {
  return { fetchMethod: (_key, _stale, { context }) => context(), ignoreFetchAbort: true };
}
