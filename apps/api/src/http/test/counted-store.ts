// A store whose reads are counted, for the tests that a second identical request computes nothing
// (docs/adr/0081-one-answer-cache.md): every method but the data version's is a read.
import type { RankingStore } from '../../store/ranking-store';

/** What a counted store says of its reads. */
export interface CountedStore {
  store: RankingStore;
  /** The reads made so far, each method's name once a call (`page`, `clusters`, ...). */
  reads: string[];
  /** The `page` reads so far, by the page each asked. */
  pages: number[];
}

/** Which methods say no more than the data version, or change nothing read. */
const NOT_READS = new Set(['version', 'freshVersion', 'invalidate']);

/** `store` with each of its reads counted. */
export function countedStore(store: RankingStore): CountedStore {
  const counted: CountedStore = { store, reads: [], pages: [] };
  counted.store = new Proxy(store, {
    get(target, name, receiver) {
      const member = Reflect.get(target, name, receiver);
      if (typeof member !== 'function' || typeof name !== 'string' || NOT_READS.has(name)) {
        return member;
      }
      return (...args: unknown[]) => {
        counted.reads.push(name);
        if (name === 'page') counted.pages.push((args[0] as { page: number }).page);
        return member.apply(target, args);
      };
    },
  });
  return counted;
}
