import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PlayerRankingResponseSchema, TribeRankingResponseSchema } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { duoFixture, makePlayer, soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`rankings API on ${engine.name}`, () => {
    if (engine.skip) console.warn(`[api tests] ${engine.name} suite skipped: ${engine.skip}`);
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers });
    const json = async (path: string): Promise<Json> => {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      return (await res.json()) as Json;
    };
    const names = (body: Json, field = 'PlayerName') =>
      body.ranking_data.map((row: Json) => row[field]);
    const ranks = (body: Json) => body.ranking_data.map((row: Json) => row.rank);

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      await importCluster(db, duoFixture());
      app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    });
    afterAll(async () => {
      await db?.close();
    });

    describe('clusters', () => {
      it('lists clusters in the clusters table order, the same for both views', async () => {
        const expected = [
          { key: 'DUO', display: 'Duos' },
          { key: 'SOLO', display: 'Solos' },
        ];
        expect(await json('/api/ark/tribe_rankings/clusters')).toEqual(expected);
        expect(await json('/api/ark/player_rankings/clusters')).toEqual(expected);
      });
    });

    describe('player rankings', () => {
      it('ranks by kills with competition ranks and ties by name then id', async () => {
        const body = await json(
          '/api/ark/player_rankings?search=&filter=kills&cluster=SOLO&page=0',
        );
        expect(names(body).slice(0, 10)).toEqual([
          'alpha',
          'Bravo',
          'charlie',
          'delta',
          'Echo',
          'echo',
          '100 Tamer',
          '100%_Tamer',
          '<b>Bold</b>',
          'Filler 01',
        ]);
        expect(ranks(body).slice(0, 10)).toEqual([1, 1, 3, 3, 5, 5, 7, 7, 9, 9]);
        expect(body.ranking_data).toHaveLength(20);
        expect(body.pagination).toEqual({
          total_pages: 2,
          current_page: 0,
          next: 1,
          prev: null,
          total_records: 34,
        });
      });

      it('serves rows with exactly the spec field names as JSON numbers', async () => {
        const body = await json('/api/ark/player_rankings?cluster=SOLO');
        expect(body.ranking_data[1]).toEqual({
          rank: 1,
          PlayerName: 'Bravo',
          TribeName: 'Lone',
          PlayTime: 600,
          PlayerKills: 10,
          DinoKills: 2,
          DeathByPlayer: 3,
          KD: '3.33',
          SteamID: expect.stringMatching(/^\d+$/),
          TribeID: null,
          rank_change: 0,
        });
        expect(body.ranking_data[0].KD).toBe('10.00');
        expect(PlayerRankingResponseSchema.safeParse(body).success).toBe(true);
        expect(typeof body.updated_at).toBe('string');
      });

      it('serves the last page and keeps the ranks of the whole cluster', async () => {
        const body = await json('/api/ark/player_rankings?cluster=SOLO&filter=kills&page=1');
        expect(names(body)).toEqual(
          Array.from({ length: 14 }, (_, i) => `Filler ${String(i + 12).padStart(2, '0')}`),
        );
        expect(new Set(ranks(body))).toEqual(new Set([9]));
        expect(body.pagination).toEqual({
          total_pages: 2,
          current_page: 1,
          next: null,
          prev: 0,
          total_records: 34,
        });
      });

      it('orders by each filter of the table', async () => {
        const deaths = await json('/api/ark/player_rankings?cluster=SOLO&filter=deaths');
        expect(names(deaths).slice(0, 3)).toEqual(['<b>Bold</b>', 'Filler 25', 'Filler 24']);
        const tames = await json('/api/ark/player_rankings?cluster=SOLO&filter=tamed_dino_kills');
        expect(names(tames).slice(0, 3)).toEqual(['100%_Tamer', 'alpha', 'Bravo']);
        expect(ranks(tames).slice(0, 4)).toEqual([1, 2, 3, 4]);
        const time = await json('/api/ark/player_rankings?cluster=SOLO&filter=time_played');
        expect(names(time).slice(0, 3)).toEqual(['Bravo', 'alpha', 'Filler 01']);
      });

      it('defaults to SOLO and kills when cluster and filter are missing or empty', async () => {
        const a = await json('/api/ark/player_rankings');
        const b = await json('/api/ark/player_rankings?cluster=&filter=&search=');
        const c = await json('/api/ark/player_rankings?cluster=SOLO&filter=kills');
        expect(a).toEqual(c);
        expect(b).toEqual(c);
      });

      it('answers a page past the end with 200, no rows and the true totals', async () => {
        const body = await json('/api/ark/player_rankings?cluster=SOLO&page=5');
        expect(body.ranking_data).toEqual([]);
        expect(body.pagination).toEqual({
          total_pages: 2,
          current_page: 5,
          next: null,
          prev: 1,
          total_records: 34,
        });
      });
    });

    describe('search', () => {
      it('matches a trimmed, case-insensitive substring without renumbering', async () => {
        const body = await json('/api/ark/player_rankings?cluster=SOLO&search=%20%20ECHO%20');
        expect(names(body)).toEqual(['Echo', 'echo']);
        expect(ranks(body)).toEqual([5, 5]);
        expect(body.pagination).toEqual({
          total_pages: 1,
          current_page: 0,
          next: null,
          prev: null,
          total_records: 2,
        });
      });

      it('matches % and _ literally', async () => {
        const percent = await json('/api/ark/player_rankings?cluster=SOLO&search=%25');
        expect(names(percent)).toEqual(['100%_Tamer']);
        const underscore = await json('/api/ark/player_rankings?cluster=SOLO&search=_');
        expect(names(underscore)).toEqual(['100%_Tamer']);
        const both = await json('/api/ark/player_rankings?cluster=SOLO&search=0%25_t');
        expect(names(both)).toEqual(['100%_Tamer']);
        const backslash = await json('/api/ark/player_rankings?cluster=SOLO&search=%5C');
        expect(names(backslash)).toEqual([]);
      });

      it('returns markup in names as plain data', async () => {
        const body = await json('/api/ark/player_rankings?cluster=SOLO&search=%3Cb%3E');
        expect(body.ranking_data[0]).toMatchObject({
          PlayerName: '<b>Bold</b>',
          TribeName: '<i>Tags</i>',
        });
      });

      it('pages a search and reports its own totals, also past the end', async () => {
        const page1 = await json('/api/ark/player_rankings?cluster=SOLO&search=filler&page=1');
        expect(names(page1)).toHaveLength(5);
        expect(page1.pagination).toEqual({
          total_pages: 2,
          current_page: 1,
          next: null,
          prev: 0,
          total_records: 25,
        });
        const past = await json('/api/ark/player_rankings?cluster=SOLO&search=filler&page=9');
        expect(past.ranking_data).toEqual([]);
        expect(past.pagination.total_records).toBe(25);
      });

      it('orders a search by the chosen statistic', async () => {
        const body = await json(
          '/api/ark/player_rankings?cluster=SOLO&search=filler&filter=deaths',
        );
        expect(names(body).slice(0, 2)).toEqual(['Filler 25', 'Filler 24']);
        expect(ranks(body).slice(0, 2)).toEqual([2, 3]);
      });

      it('treats a blank search as no search and accepts 64 characters', async () => {
        const blank = await json('/api/ark/player_rankings?cluster=SOLO&search=%20%20%20');
        expect(blank.pagination.total_records).toBe(34);
        const long = await json(`/api/ark/player_rankings?cluster=SOLO&search=${'x'.repeat(64)}`);
        expect(long.ranking_data).toEqual([]);
      });
    });

    describe('tribe rankings', () => {
      it('ranks tribes by score by default with tied first places', async () => {
        const body = await json('/api/ark/tribe_rankings');
        expect(names(body, 'TribeName')).toEqual(['blue', 'Red', 'Green']);
        expect(ranks(body)).toEqual([1, 1, 3]);
        expect(body.ranking_data[1]).toEqual({
          rank: 1,
          TribeName: 'Red',
          DamageScore: 100,
          TotalKills: 10,
          TotalDeaths: 4,
          KD: '2.50',
          TotalTameKills: 5,
          TotalPlayTime: 100,
          TribeID: expect.stringMatching(/^\d+$/),
          rank_change: 0,
        });
        expect(body.ranking_data[2].KD).toBe('3.00');
        expect(TribeRankingResponseSchema.safeParse(body).success).toBe(true);
      });

      it('orders tribes by each filter', async () => {
        const kills = await json('/api/ark/tribe_rankings?filter=kills');
        expect(names(kills, 'TribeName')).toEqual(['Red', 'Green', 'blue']);
        const deaths = await json('/api/ark/tribe_rankings?filter=deaths');
        expect(names(deaths, 'TribeName')).toEqual(['Red', 'blue', 'Green']);
        for (const filter of ['tamed_dino_kills', 'time_played']) {
          const body = await json(`/api/ark/tribe_rankings?filter=${filter}`);
          expect(names(body, 'TribeName')[0]).toBe('Red');
        }
      });

      it('serves another cluster by key', async () => {
        const body = await json('/api/ark/tribe_rankings?cluster=DUO');
        expect(names(body, 'TribeName')).toEqual(['Duo Tribe']);
      });
    });

    describe('bad input', () => {
      const bad = async (path: string, code: string) => {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        const body = (await res.json()) as Json;
        expect(body.error.code, path).toBe(code);
        expect(typeof body.error.message).toBe('string');
        expect(Array.isArray(body.error.allowed)).toBe(true);
        return body.error;
      };

      it('refuses an unknown cluster and lists the cluster keys', async () => {
        const error = await bad('/api/ark/player_rankings?cluster=MOON', 'unknown_cluster');
        expect(error.allowed).toEqual(['DUO', 'SOLO']);
        await bad('/api/ark/tribe_rankings?cluster=solo', 'unknown_cluster');
      });

      it('refuses an unknown filter and lists the wire values of that view', async () => {
        const players = await bad('/api/ark/player_rankings?filter=tribe_score', 'unknown_filter');
        expect(players.allowed).toEqual(['kills', 'deaths', 'tamed_dino_kills', 'time_played']);
        const tribes = await bad('/api/ark/tribe_rankings?filter=KD', 'unknown_filter');
        expect(tribes.allowed).toEqual([
          'tribe_score',
          'kills',
          'deaths',
          'tamed_dino_kills',
          'time_played',
        ]);
      });

      it.each(['-1', '1.5', 'abc', '', '1e3', '+1', '0x10', '9999999999', ' 1'])(
        'refuses page=%j',
        async (page) => {
          await bad(`/api/ark/player_rankings?page=${encodeURIComponent(page)}`, 'bad_page');
        },
      );

      it('refuses a search over 64 characters', async () => {
        await bad(`/api/ark/tribe_rankings?search=${'a'.repeat(65)}`, 'search_too_long');
      });

      it('refuses a repeated parameter', async () => {
        await bad('/api/ark/tribe_rankings?page=1&page=2', 'repeated_param');
      });

      it('answers unknown API paths with JSON 404', async () => {
        for (const [method, path] of [
          ['GET', '/api/ark/nope'],
          ['GET', '/api/ark/tribe_rankings/clusters/x'],
          ['POST', '/api/ark/nope'],
          ['DELETE', '/nope'],
        ] as const) {
          const res = await app.request(path, { method });
          expect(res.status).toBe(404);
          expect(((await res.json()) as Json).error.code).toBe('not_found');
        }
      });

      it('answers a wrong method on a served path with 405 and Allow', async () => {
        for (const [method, path, allow] of [
          ['POST', '/api/ark/tribe_rankings', 'GET, HEAD, OPTIONS'],
          ['DELETE', '/api/ark/player_rankings/clusters', 'GET, HEAD, OPTIONS'],
          ['PUT', '/healthz', 'GET, HEAD'],
          ['DELETE', '/', 'GET, HEAD'],
        ] as const) {
          const res = await app.request(path, { method });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get('Allow')).toBe(allow);
          expect(((await res.json()) as Json).error.code).toBe('method_not_allowed');
        }
      });

      it('echoes at most 200 characters of a long unknown path', async () => {
        const res = await get(`/api/${'a'.repeat(15_000)}`);
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(text.length).toBeLessThan(600);
        expect(text).toContain(`${'a'.repeat(195)}…`);
      });
    });

    describe('compression', () => {
      const url = '/api/ark/player_rankings?cluster=SOLO';
      it('sends a JSON answer over 1 KB as br or gzip, as the client asks, each with its own ETag', async () => {
        const plain = await get(url);
        const text = await plain.text();
        expect(text.length).toBeGreaterThan(1024);
        expect(plain.headers.get('Content-Encoding')).toBeNull();
        expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
        const br = await get(url, { 'Accept-Encoding': 'gzip, br' });
        expect(br.headers.get('Content-Encoding')).toBe('br');
        const brBody = Buffer.from(await br.arrayBuffer());
        expect(brBody.length).toBeLessThan(text.length / 2);
        expect(brotliDecompressSync(brBody).toString()).toBe(text);
        const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
        expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
        expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
        const etags = [plain, br, gzip].map((res) => res.headers.get('ETag'));
        expect(new Set(etags).size).toBe(3);
        const again = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': etags[1] ?? '' });
        expect(again.status).toBe(304);
      });

      it('sends a small answer as it is', async () => {
        const res = await get('/api/ark/tribe_rankings/clusters', { 'Accept-Encoding': 'br' });
        expect(res.headers.get('Content-Encoding')).toBeNull();
      });
    });

    describe('cross-origin reads', () => {
      it('lets any origin read the API', async () => {
        const res = await get('/api/ark/tribe_rankings', { Origin: 'https://other.example' });
        expect(res.status).toBe(200);
        expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      });

      it('answers a preflight with 204 and the read methods', async () => {
        const res = await app.request('/api/ark/player_rankings?page=1', {
          method: 'OPTIONS',
          headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET' },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
        expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET,HEAD,OPTIONS');
        expect(res.headers.get('Content-Security-Policy')).toBeTruthy();
      });
    });

    describe('caching', () => {
      it('sends a short public max-age and a strong ETag, and 304 on If-None-Match', async () => {
        const path = '/api/ark/tribe_rankings?cluster=SOLO';
        const first = await get(path);
        expect(first.headers.get('Cache-Control')).toBe('public, max-age=30');
        const etag = first.headers.get('ETag') as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await get(path, { 'If-None-Match': etag });
        expect(again.status).toBe(304);
        expect(again.headers.get('ETag')).toBe(etag);
        expect(await again.text()).toBe('');
        const other = await get(path, { 'If-None-Match': '"nope"' });
        expect(other.status).toBe(200);
        const clusters = await get('/api/ark/player_rankings/clusters');
        expect(clusters.headers.get('ETag')).toMatch(/^"/);
      });

      it('serves new data after an import (the data version is in the cache key)', async () => {
        const path = '/api/ark/player_rankings?cluster=DUO';
        const before = await get(path);
        expect(names((await before.json()) as Json)).toEqual(['Duo Player']);
        const duo = duoFixture();
        duo.players.push(makePlayer('Newcomer', { kills: 99 }));
        await importCluster(db, duo);
        const after = await get(path, { 'If-None-Match': before.headers.get('ETag') as string });
        expect(after.status).toBe(200);
        expect(names((await after.json()) as Json)).toEqual(['Newcomer', 'Duo Player']);
      });
    });

    describe('health and headers', () => {
      it('reports the db kind, data version and per-cluster counts', async () => {
        const body = await json('/healthz');
        expect(body).toMatchObject({ ok: true, db: engine.name });
        expect(body.data_version).toBeGreaterThanOrEqual(2);
        const solo = body.clusters.find((c: Json) => c.key === 'SOLO');
        expect(solo).toMatchObject({ players: 34, tribes: 3 });
        expect(typeof solo.last_import).toBe('string');
        // Imported with no normaliser report, and never refused (cli/import.test.ts: the rest).
        expect(solo).toMatchObject({
          state: 'ok',
          last_refused_import: null,
          last_import_fixes: null,
        });
      });

      it('adds the security headers to 304s and 400s, and lets other origins read them', async () => {
        const path = '/api/ark/player_rankings?cluster=SOLO&page=1';
        const first = await get(path, { 'Accept-Encoding': 'br' });
        const notModified = await get(path, {
          'Accept-Encoding': 'br',
          'If-None-Match': first.headers.get('ETag') as string,
        });
        const bad = await get('/api/ark/player_rankings?page=x');
        for (const [res, status] of [
          [notModified, 304],
          [bad, 400],
        ] as const) {
          expect(res.status).toBe(status);
          expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
          expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
          expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
        }
        expect(notModified.headers.get('Vary')).toBe('Accept-Encoding');
      });

      it('adds the security headers to every answer', async () => {
        for (const path of ['/api/ark/tribe_rankings', '/api/ark/x', '/healthz', '/']) {
          const res = await get(path);
          expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
          expect(res.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
          expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
          expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
        }
      });
    });
  });
}
