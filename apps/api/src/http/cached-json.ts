import type { Context } from 'hono';
import { etagMatches, strongEtag } from './etag';
import { LruCache } from './lru-cache';

/** A serialised answer and its ETag, as the cache holds it. */
export interface CachedAnswer {
  body: string;
  etag: string;
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
    lru,
    /** Answers from the cache under `key`, computing and storing the value on a miss. */
    async respond(c: Context, key: string, compute: () => Promise<unknown>): Promise<Response> {
      let answer = lru.get(key);
      if (!answer) {
        const body = JSON.stringify(await compute());
        answer = { body, etag: strongEtag(body) };
        lru.set(key, answer);
      }
      const headers = { 'Cache-Control': cacheControl, ETag: answer.etag };
      if (etagMatches(c.req.header('If-None-Match'), answer.etag)) {
        return c.body(null, 304, headers);
      }
      return c.body(answer.body, 200, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
      });
    },
  };
}
