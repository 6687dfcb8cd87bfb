import type { CacheBudget } from '../lib/cache-budget';
import { type AnswerCacheName, answerOf, keptAnswers } from './kept-answers';
import { type Asked, codingFor, type Reply, replyOf } from './representation';
import { SECURITY_HEADERS } from './security-headers';

// The answer cache (docs/adr/0025-answer-cache.md): what is kept is kept-answers.ts, how it is
// sent is representation.ts; this file puts them behind the read door's one lookup and one keep
// (docs/adr/0075-one-read-door.md).

/** What a read gives on a miss. */
export interface Computed {
  /** The answer, serialized by the cache (JSON by default); ignored when `body` is given. */
  value: unknown;
  /**
   * The answer's text already written (a rankings answer splices its rows' JSON as the store
   * read it: docs/adr/0068-the-servers-own-paths.md).
   */
  body?: string;
  /** The data version the value was read at, when not the one asked with: it is kept under it. */
  version?: number;
  /** False for an answer that is sent but not kept (no ETag, no Cache-Control). */
  keep?: false;
  /**
   * The request headers the value depended on besides Accept-Encoding, as its whole `Vary`
   * (`Accept-Encoding, Cookie, Accept-Language`); the same for every request of its key.
   */
  vary?: string;
}

export interface AnswerCacheOptions {
  /** The memory budget this cache takes its share of (ARK_CACHE_MB). */
  budget: CacheBudget;
  name: AnswerCacheName;
  /** Cache-Control as a whole; `public, max-age=30` by default. */
  cacheControl?: string;
  contentType?: string;
  /** The body of a computed value: JSON by default; a rendered page is its own text. */
  serialize?: (value: unknown) => string;
  /** Headers every kept answer carries (the API's CORS header). */
  headers?: Readonly<Record<string, string>>;
}

/** Finished answers, kept per (data version, key) within a share of the memory budget. */
export interface AnswerCache {
  /** The answer kept under `key` at `version`, in the coding asked; null when none is. */
  hit(version: number, key: string, asked: Asked): Reply | null;
  /**
   * Keeps a computed answer under `key` at the version it was read at (`version` unless it
   * says), and gives what the request gets; one not to be kept is sent as it is.
   */
  keep(version: number, key: string, computed: Computed, asked: Asked): Reply;
  /** What a computed answer's body is, as `keep` would send it uncompressed. */
  serialize(computed: Computed): string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The in-process answer cache plus the HTTP side: Cache-Control, ETag, 304 and compression, every
 * answer (304s included) with the security headers and `headers`. Each coding is made once per
 * answer and sent as prepared bytes with prepared headers, so a hit stays synchronous.
 */
export function createAnswerCache({
  budget,
  name,
  cacheControl = 'public, max-age=30',
  contentType = JSON_TYPE,
  serialize = JSON.stringify,
  headers = {},
}: AnswerCacheOptions): AnswerCache {
  const policy = { ...SECURITY_HEADERS, ...headers, 'Cache-Control': cacheControl };
  const { answerAt, keyOf, codingOf } = keptAnswers(budget, name, { policy, contentType });
  // An answer not kept goes out as Hono's c.json sent it: no validators, its own type.
  const unkept = { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'application/json' };
  const textOf = (computed: Computed) => computed.body ?? serialize(computed.value);

  return {
    hit(version, key, asked) {
      const at = keyOf(version, key);
      const answer = answerAt(at);
      return answer ? replyOf(codingOf(at, answer, codingFor(asked, answer)), asked) : null;
    },
    keep(version, key, computed, asked) {
      const text = textOf(computed);
      if (computed.keep === false) {
        const body = Buffer.from(text);
        const wire = Object.entries({ ...unkept, 'Content-Length': body.length }).flat();
        return { status: 200, wire, body };
      }
      const { answer, identity } = answerOf(text, computed.vary);
      const at = keyOf(computed.version ?? version, key);
      return replyOf(codingOf(at, answer, codingFor(asked, answer), identity), asked);
    },
    serialize: textOf,
  };
}
