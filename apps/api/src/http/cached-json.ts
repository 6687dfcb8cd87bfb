import type { Context } from 'hono';
import { compress, type Encoding, MIN_COMPRESS_BYTES, pickEncoding } from './encoding';
import { etagMatches, strongEtag } from './etag';
import { LruCache } from './lru-cache';

/** A serialised answer and its ETag, as the cache holds it. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** Compressed copies, made on the first request that asks for each: a cached hit costs none. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface AnswerCacheOptions {
  /** Entries kept in process; the least recently used goes first. */
  maxEntries?: number;
  /** Cache-Control max-age for CDNs and browsers, in seconds. */
  maxAgeSeconds?: number;
}

/** In-process answer cache plus the HTTP side: Cache-Control, ETag, 304. */
export function createAnswerCache({ maxEntries = 5000, maxAgeSeconds = 30 }: AnswerCacheOptions) {
  const lru = new LruCache<CachedAnswer>(maxEntries);
  const cacheControl = `public, max-age=${maxAgeSeconds}`;
  return {
    /**
     * Answers from the cache under `key`, computing the value on a miss; it is stored under the key
     * `compute` returns (the data version it was read at), or `key`.
     */
    async respond(
      c: Context,
      key: string,
      compute: () => Promise<{ value: unknown; key?: string }>,
    ): Promise<Response> {
      let answer = lru.get(key);
      if (!answer) {
        const computed = await compute();
        const body = JSON.stringify(computed.value);
        answer = { body, etag: strongEtag(body), encoded: {} };
        lru.set(computed.key ?? key, answer);
      }
      const encoding =
        answer.body.length >= MIN_COMPRESS_BYTES
          ? pickEncoding(c.req.header('Accept-Encoding'))
          : null;
      // Each coding is its own representation, so it gets its own strong ETag.
      const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
      const headers = { 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
      if (etagMatches(c.req.header('If-None-Match'), etag)) {
        return c.body(null, 304, headers);
      }
      const type = { 'Content-Type': 'application/json; charset=utf-8' };
      if (!encoding) return c.body(answer.body, 200, { ...headers, ...type });
      answer.encoded[encoding] ??= compress(answer.body, encoding);
      return c.body(answer.encoded[encoding] as never, 200, {
        ...headers,
        ...type,
        'Content-Encoding': encoding,
      });
    },
  };
}
