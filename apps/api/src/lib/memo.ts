/** Where a memo keeps its values: a Map, or a bounded LRU (an lru-cache, a cache budget's share). */
export interface Kept<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): unknown;
  delete(key: string): unknown;
}

/**
 * Values loaded once however many ask at the same time, and kept. Keys name what a value was read
 * at (`${version}|...`), so a new data version is a new key and nothing kept is ever out of date
 * (docs/adr/0055-one-read-path.md).
 */
export interface Memo<V> {
  /**
   * The value kept under `key`; else the load of `key` under way; else `load()` started now, its
   * value kept under `key` once it resolves (a failed load keeps nothing). With `expired`, a kept
   * value it condemns is loaded again, and served meanwhile to everyone but the caller that
   * started the reload.
   */
  get(key: string, load: () => Promise<V>, expired?: (value: V) => boolean): Promise<V>;
  /** `load()` once however many ask for `key` at the same time; nothing is kept after it. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The value kept under `key`, if any. */
  peek(key: string): V | undefined;
  /** The load of `key` under way, if any. */
  loading(key: string): Promise<V> | undefined;
  /** Keeps `value` under `key` as well (a value read at a newer version than the one asked). */
  set(key: string, value: V): void;
  /** Forgets the value kept under `key`. */
  forget(key: string): void;
}

/**
 * A memo keeping its values in `kept` (a Map by default: give a bounded one where keys keep
 * coming, as versions do).
 * @example const lists = createMemo<Row[]>(); await lists.get(`${version}|clusters`, readClusters)
 */
export function createMemo<V>(kept: Kept<V> = new Map<string, V>()): Memo<V> {
  const loads = new Map<string, Promise<V>>();
  const flights = new Map<string, Promise<unknown>>();

  const start = (key: string, load: () => Promise<V>): Promise<V> => {
    const loaded = load().then((value) => {
      kept.set(key, value);
      return value;
    });
    const shared = loaded.finally(() => loads.delete(key));
    // The caller and the waiters see the failure; nobody leaves it unhandled here.
    shared.catch(() => {});
    loads.set(key, shared);
    return shared;
  };

  return {
    get(key, load, expired) {
      const value = kept.get(key);
      if (value !== undefined && !expired?.(value)) return Promise.resolve(value);
      const under = loads.get(key);
      if (under) return value === undefined ? under : Promise.resolve(value);
      return start(key, load);
    },
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      const under = flights.get(key) as Promise<T> | undefined;
      if (under) return under;
      const run = load().finally(() => flights.delete(key));
      flights.set(key, run);
      return run;
    },
    peek: (key) => kept.get(key),
    loading: (key) => loads.get(key),
    set(key, value) {
      kept.set(key, value);
    },
    forget(key) {
      kept.delete(key);
    },
  };
}
