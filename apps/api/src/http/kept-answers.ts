import type { CacheBudget } from '../lib/cache-budget';
import { decompress, ownBytes } from './encoding';
import { strongEtag } from './etag';
import {
  type Coding,
  type Look,
  type Representation,
  type Represented,
  represent,
} from './representation';

// What the answer cache keeps (docs/adr/0025-answer-cache.md, docs/adr/0043-one-cache-budget.md):
// finished answers in an LRU within a share of the memory budget, each under its (data version,
// address), the codings made so far beside each other, and a request's own address as an alias.

/**
 * A finished answer as the cache holds it: the codings clients asked for, each made on the first
 * request that asked (a browser's br, say), and no identity copy unless one was asked for.
 */
export interface CachedAnswer extends Represented {
  codings: Partial<Record<Coding, Representation>>;
}

/**
 * Where an answer is kept: the data version known when asked, and an address: a JSON call's
 * checked query (answers.ts), a drawn answer's request address.
 */
export interface AnswerKey {
  version: number;
  /** Path and query. */
  address: string;
}

/**
 * A request's own address answered before at a version, kept beside the answers: the key its
 * checked query gave then. A parse is a pure function of the address and the data version, so an
 * address asked again skips it (docs/adr/0055-one-read-path.md).
 */
interface Alias {
  of: string;
}

/** The budget's shares an answer cache takes. */
export type AnswerCacheName = 'answers' | 'pages' | 'embeds';

/**
 * A representation's header objects and the entry around it, besides its bytes: about 1 KB of
 * heap per kept answer, measured (docs/adr/0045-memory-budget.md).
 */
const REPRESENTATION_OVERHEAD_BYTES = 1024;

/** What an answer's entry weighs: its codings' bytes, each with its header objects. */
function weight(entry: CachedAnswer | Alias): number {
  if ('of' in entry) return entry.of.length * 2;
  return Object.values(entry.codings).reduce(
    (bytes, representation) => bytes + representation.body.length + REPRESENTATION_OVERHEAD_BYTES,
    0,
  );
}

/** The identity bytes of a kept answer: its identity coding, or a held coding decompressed. */
export function identityOf(answer: CachedAnswer): Buffer {
  const { identity, br, gzip } = answer.codings;
  if (identity) return identity.body;
  if (br) return decompress(br.body, 'br');
  return decompress((gzip as Representation).body, 'gzip');
}

/** A new answer from its text, before any coding is made. */
export function answerOf(text: string, vary?: string): { answer: CachedAnswer; identity: Buffer } {
  const identity = ownBytes(text);
  const answer = { etag: strongEtag(text), bytes: identity.length, codings: {} };
  return { answer: vary ? { ...answer, vary } : answer, identity };
}

/**
 * The answers kept in the budget's `name` share: each under its (data version, key), an address
 * asked before as an alias of its key, and each coding made once beside the others.
 */
export function keptAnswers(budget: CacheBudget, name: AnswerCacheName, look: Look) {
  const lru = budget.cache<CachedAnswer | Alias>(name, weight);
  const answerAt = (key: string) => {
    const entry = lru.get(key);
    return entry && !('of' in entry) ? entry : undefined;
  };
  const keyOf = (version: number, address: string) => `${version}|${address}`;
  return {
    answerAt,
    keyOf,
    /** Where a computed answer is kept: under the version its value was read at, if given. */
    keptAt: (key: AnswerKey, readAt: number | undefined) =>
      keyOf(readAt ?? key.version, key.address),
    /** Keeps `alias` (a request's own address) as a name of the answer kept under `of`. */
    alias: (version: number, alias: string, of: string) =>
      lru.set(keyOf(version, `@${alias}`), { of }),
    /** The answer kept for a request's own address, and the key it is kept under. */
    knownAt(version: number, alias: string) {
      const entry = lru.get(keyOf(version, `@${alias}`));
      const answer = entry && 'of' in entry ? answerAt(entry.of) : undefined;
      return answer ? { at: (entry as Alias).of, answer } : null;
    },
    /** The answer's `coding`, made now if none was yet, and kept beside its other codings. */
    codingOf(key: string, answer: CachedAnswer, coding: Coding, identity?: Buffer) {
      const held = answer.codings[coding];
      if (held) return held;
      const made = represent(answer, coding, identity ?? identityOf(answer), look);
      // A new entry object: lru-cache weighs an entry again only when its value changes.
      lru.set(key, { ...answer, codings: { ...answer.codings, [coding]: made } });
      return made;
    },
  };
}
