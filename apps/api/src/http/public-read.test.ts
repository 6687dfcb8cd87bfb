import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { createApp } from './app';

/** A store whose page holds enough rows for an answer over 1 KB (compressed on the way out). */
const store = fakeStore({
  page: async () => ({
    rows: Array.from({ length: 30 }, (_, i) => ({
      rank: i + 1,
      name: `Survivor ${i}`,
      tribeName: `Tribe ${i}`,
      playTime: null,
      kills: i,
      dinoKills: 0,
      deaths: 0,
      kd: `${i}.00`,
      id: `${76561190000000000 + i}`,
      tribeId: null,
    })),
    total: 20,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }),
});

// Hono's stock middleware doing the same work is the benchmark's build of its own
// (bench/src/hono-middleware.ts, whose test holds it to these same headers), compared with this
// one by `pnpm bench:api`.
describe('answerPreflights and the cached answers', () => {
  it('answers a cached call with its public-read and security headers, ETag, 304 and gzip, and its preflight', async () => {
    const app = createApp({ store });
    const path = '/api/ark/player_rankings';
    const plain = await app.request(path);
    const text = await plain.text();
    expect(plain.status).toBe(200);
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(plain.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=30');
    const etag = plain.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const gzip = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    const preflight = await app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET,HEAD,OPTIONS');
  });
});
