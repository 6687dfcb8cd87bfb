import { gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@ark/api/internals';
import { RANKINGS_PATHS } from '@ark/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { honoMiddlewareApp, stockSecurityHeaders } from './hono-middleware';

/** A rankings answer over 1 KB (compressed on the way out), as the server's reads give it. */
const answer = async () =>
  JSON.stringify({
    ranking_data: Array.from({ length: 30 }, (_, i) => ({
      rank: i + 1,
      PlayerName: `Survivor ${i}`,
      TribeName: `Tribe ${i}`,
    })),
    pagination: { total_pages: 2, current_page: 0, next: 1, prev: null, total_records: 30 },
    updated_at: '2026-01-01T00:00:00.000Z',
  });

describe('honoMiddlewareApp', () => {
  it("answers a cached call with its headers, ETag, 304 and gzip by Hono's stock middleware", async () => {
    const app = honoMiddlewareApp({ answer });
    const path = RANKINGS_PATHS.players;
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

describe('stockSecurityHeaders', () => {
  it("gives every answer the server's policy, and keeps a policy a route set itself", async () => {
    const api = await honoMiddlewareApp({ answer }).request(RANKINGS_PATHS.tribes);
    expect(api.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    const own = "default-src 'none'; style-src 'sha256-x'";
    const page = new Hono()
      .use(stockSecurityHeaders())
      .get('/', (c) => c.html('<p>page</p>', 200, { 'Content-Security-Policy': own }));
    expect((await page.request('/')).headers.get('Content-Security-Policy')).toBe(own);
  });
});
