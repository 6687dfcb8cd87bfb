export interface LruOptions<V> {
  /** Total weight kept at most (e.g. bytes); entries weigh nothing unless `weigh` says. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/**
 * A bounded least-recently-used map: the oldest entries go when a new one would pass `max`
 * entries or `maxWeight` in all.
 */
export class LruCache<V> {
  readonly #map = new Map<string, V>();
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(
    readonly max: number,
    { maxWeight = Number.POSITIVE_INFINITY, weigh = () => 0 }: LruOptions<V> = {},
  ) {
    this.#maxWeight = maxWeight;
    this.#weigh = weigh;
  }

  get(key: string): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.#map.set(key, value);
    this.#weight += this.#weigh(value);
    while (this.#map.size > this.max || (this.#weight > this.#maxWeight && this.#map.size > 1)) {
      this.delete(this.#map.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const value = this.#map.get(key);
    if (value === undefined) return;
    this.#weight -= this.#weigh(value);
    this.#map.delete(key);
  }

  get size(): number {
    return this.#map.size;
  }

  /** The weight of every entry kept. */
  get weight(): number {
    return this.#weight;
  }
}
