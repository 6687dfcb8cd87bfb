import type { Context } from 'hono';
import type { CacheBudget } from '../lib/cache-budget';
import {
  type AnswerCacheName,
  type AnswerKey,
  answerOf,
  type CachedAnswer,
  identityOf,
  keptAnswers,
} from './kept-answers';
import { type Asked, askedBy, codingFor, type Reply, replyOf, responseOf } from './representation';
import { SECURITY_HEADERS } from './security-headers';

// The answer cache (docs/adr/0025-answer-cache.md): what is kept is kept-answers.ts, how it is
// sent is representation.ts; this file puts them behind the four calls the routes and the early
// door use.

/** What `compute` gives on a miss. */
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

/** Finished answers, kept per (data version, address) within a share of the memory budget. */
export interface AnswerCache {
  /**
   * The answer of `key`, from the cache or computed (and kept under the version it was read at);
   * with `alias`, the request's own address, that address finds it at `key.version` as well.
   */
  respond(
    c: Context,
    key: AnswerKey,
    compute: () => Promise<Computed>,
    alias?: string,
  ): Promise<Response>;
  /**
   * The answer kept for a request's own address at `version` (an address answered before, by
   * `respond` with it as alias), sent at once; null when there is none.
   */
  known(c: Context, version: number, alias: string): Response | null;
  /**
   * What `known` would send, for a request met before the app (http/early-answers.ts): its
   * status, headers and bytes; null when no answer is kept for the address at `version`, or when
   * the one kept varies on more than its coding (its `Vary` names other headers).
   */
  reply(version: number, alias: string, asked: Asked): Reply | null;
  /**
   * The body `respond` would send for `key` (uncompressed), kept as `respond` keeps it: the page's
   * server render reads the JSON answers through it, so they are byte for byte the calls' answers.
   */
  body(key: AnswerKey, compute: () => Promise<Computed>): Promise<string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The in-process answer cache plus the HTTP side: Cache-Control, ETag, 304 and compression, every
 * answer (304s included) with the security headers and `headers`. Each coding is made once per
 * answer and sent as prepared bytes with a prepared plain header object, so a hit stays
 * synchronous and needs no middleware after it.
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
  const {
    answerAt,
    keyOf,
    keptAt,
    alias: aliasOf,
    knownAt,
    codingOf,
  } = keptAnswers(budget, name, { policy, contentType });

  /** A kept answer sent in the coding the request takes (a hit stays synchronous). */
  const sendKept = (c: Context, at: string, answer: CachedAnswer) => {
    const asked = askedBy(c);
    return responseOf(codingOf(at, answer, codingFor(asked, answer)), asked);
  };

  return {
    known(c, version, alias) {
      const kept = knownAt(version, alias);
      return kept ? sendKept(c, kept.at, kept.answer) : null;
    },
    reply(version, alias, asked) {
      const kept = knownAt(version, alias);
      // The door keys on the address and the coding only: an answer chosen by other headers (a
      // page's language: docs/adr/0064-languages-wired.md) is the app's to send.
      if (!kept || kept.answer.vary !== undefined) return null;
      return replyOf(codingOf(kept.at, kept.answer, codingFor(asked, kept.answer)), asked);
    },
    async respond(c, key, compute, alias) {
      // A hit stays synchronous: the hot path of every cached answer.
      const at = keyOf(key.version, key.address);
      const hit = answerAt(at);
      const remember = (of: string) => alias && aliasOf(key.version, alias, of);
      if (hit) {
        remember(at);
        return sendKept(c, at, hit);
      }
      const computed = await compute();
      if (computed.keep === false) return c.json(computed.value, 200, headers);
      const { answer, identity } = answerOf(
        computed.body ?? serialize(computed.value),
        computed.vary,
      );
      const kept = keptAt(key, computed.version);
      const asked = askedBy(c);
      const response = responseOf(
        codingOf(kept, answer, codingFor(asked, answer), identity),
        asked,
      );
      remember(kept);
      return response;
    },
    async body(key, compute) {
      const hit = answerAt(keyOf(key.version, key.address));
      if (hit) return identityOf(hit).toString();
      const computed = await compute();
      const text = computed.body ?? serialize(computed.value);
      if (computed.keep === false) return text;
      const { answer, identity } = answerOf(text);
      codingOf(keptAt(key, computed.version), answer, 'identity', identity);
      return text;
    },
  };
}
