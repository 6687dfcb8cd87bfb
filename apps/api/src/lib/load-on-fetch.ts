import type { LRUCache } from 'lru-cache';

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
