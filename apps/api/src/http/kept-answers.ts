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
// key), the codings made so far beside each other.

/**
 * A finished answer as the cache holds it: the codings clients asked for, each made on the first
 * request that asked (a browser's br, say), and no identity copy unless one was asked for.
 */
export interface CachedAnswer extends Represented {
  codings: Partial<Record<Coding, Representation>>;
}

/** The budget's shares an answer cache takes. */
export type AnswerCacheName = 'answers' | 'pages' | 'embeds';

/**
 * A representation's header objects and the entry around it, besides its bytes: about 1 KB of
 * heap per kept answer, measured (docs/adr/0045-memory-budget.md).
 */
const REPRESENTATION_OVERHEAD_BYTES = 1024;

/** What an answer's entry weighs: its codings' bytes, each with its header objects. */
function weight(entry: CachedAnswer): number {
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
 * The answers kept in the budget's `name` share: each under its (data version, key), each coding
 * made once beside the others.
 */
export function keptAnswers(budget: CacheBudget, name: AnswerCacheName, look: Look) {
  const lru = budget.cache<CachedAnswer>(name, weight);
  return {
    answerAt: (key: string) => lru.get(key),
    keyOf: (version: number, key: string) => `${version}|${key}`,
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
