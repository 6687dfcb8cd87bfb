/** A bounded least-recently-used map: the oldest entry goes when a new one would pass `max`. */
export class LruCache<V> {
  readonly #map = new Map<string, V>();
  constructor(readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.max) {
      const oldest = this.#map.keys().next().value as string;
      this.#map.delete(oldest);
    }
  }

  get size(): number {
    return this.#map.size;
  }
}
