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
// finished answers in an LRU within a share of the memory budget, each under its key with the data
// version it was read at, the codings made so far beside each other, and the answer as a value for
// a reader that draws from it (docs/adr/0081-one-answer-cache.md).

/**
 * A finished answer as the cache holds it: the codings clients asked for, each made on the first
 * request that asked (a browser's br, say), and no identity copy unless one was asked for.
 */
export interface CachedAnswer extends Represented {
  /** The data version it was read at: a request at another version does not get it. */
  version: number;
  codings: Partial<Record<Coding, Representation>>;
  /**
   * The answer as a value (the wire's shape, a Discord message), kept for a reader that draws
   * from it (the page, Discord) once one asked; an answer only sent keeps its bytes alone.
   */
  asValue?: () => unknown;
}

/** The budget's shares an answer cache takes. */
export type AnswerCacheName = 'answers' | 'pages' | 'embeds' | 'images';

/**
 * A representation's header objects and the entry around it, besides its bytes: about 1 KB of
 * heap per kept answer, measured (docs/adr/0045-memory-budget.md).
 */
const REPRESENTATION_OVERHEAD_BYTES = 1024;

/**
 * What a kept value weighs for each byte of its answer's text: a JSON-like object graph holds
 * about twice its text in V8's heap (docs/adr/0081-one-answer-cache.md).
 */
const VALUE_BYTES_PER_BYTE = 2;

/** What an answer's entry weighs: its codings' bytes, each with its header objects, and its value. */
function weight(entry: CachedAnswer): number {
  return Object.values(entry.codings).reduce(
    (bytes, representation) => bytes + representation.body.length + REPRESENTATION_OVERHEAD_BYTES,
    entry.asValue ? entry.bytes * VALUE_BYTES_PER_BYTE : 0,
  );
}

/** The identity bytes of a kept answer: its identity coding, or a held coding decompressed. */
export function identityOf(answer: CachedAnswer): Buffer {
  const { identity, br, gzip } = answer.codings;
  if (identity) return identity.body;
  if (br) return decompress(br.body, 'br');
  return decompress((gzip as Representation).body, 'gzip');
}

/** A new answer from its text (or bytes) at `version`, before any coding is made. */
export function answerOf(
  text: string | Buffer,
  vary: string | undefined,
  version: number,
): { answer: CachedAnswer; identity: Buffer } {
  const identity = ownBytes(text);
  const answer: CachedAnswer = {
    etag: strongEtag(text),
    bytes: identity.length,
    version,
    codings: {},
  };
  if (vary) answer.vary = vary;
  return { answer, identity };
}

/**
 * The answers kept in the budget's `name` share: each under its key, the newest version read
 * kept, each coding made once beside the others.
 */
export function keptAnswers(budget: CacheBudget, name: AnswerCacheName) {
  const lru = budget.cache<CachedAnswer>(name, weight);
  return {
    /** The answer kept under `key`, at whichever version it was read. */
    answerAt: (key: string) => lru.get(key),
    /**
     * Keeps `answer` under `key` unless a newer version's is kept there (a slow read finishing
     * after a new import's): it is sent either way.
     */
    keep(key: string, answer: CachedAnswer) {
      const held = lru.peek(key);
      if (held && held.version > answer.version) return;
      if (held?.version !== answer.version || held.etag !== answer.etag) {
        lru.set(key, answer);
        return;
      }
      // The same answer again (its value now kept too): the codings made so far stay.
      const merged = { ...answer, codings: { ...held.codings, ...answer.codings } };
      if (!merged.asValue && held.asValue) merged.asValue = held.asValue;
      lru.set(key, merged);
    },
    /**
     * The answer's `coding` in `look`, made now if none was yet, and kept beside the codings of
     * the entry under `key` when that entry is this answer.
     */
    codingOf(key: string, answer: CachedAnswer, coding: Coding, look: Look, identity?: Buffer) {
      const held = lru.peek(key);
      const same =
        held && held.version === answer.version && held.etag === answer.etag ? held : null;
      const known = same?.codings[coding] ?? answer.codings[coding];
      if (known) return known;
      const made = represent(answer, coding, identity ?? identityOf(same ?? answer), look);
      // A new entry object: lru-cache weighs an entry again only when its value changes.
      if (same) lru.set(key, { ...same, codings: { ...same.codings, [coding]: made } });
      return made;
    },
  };
}
