import { brotliDecompressSync } from 'node:zlib';
import { FILTER_TABLE, type PageRenderer } from '@ark/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { fakeStore } from '../../test/fake-store';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { CACHE_SHARES, createCacheBudget } from '../lib/cache-budget';
import { generateCluster } from '../sources/generate-demo';
import { createRankingStore } from '../store/ranking-store';
import { createAnswerCache } from './answer-cache';
import { createApp } from './app';

/** A JSON value of about 60 KB that compresses well, as a page of rows does. */
const value = {
  rows: Array.from({ length: 1000 }, (_, i) => ({ name: `Survivor ${i}`, kills: i })),
};

describe('createAnswerCache', () => {
  it('keeps the coding a client asked for, without an identity copy, and makes identity on demand', async () => {
    const budget = createCacheBudget();
    const cache = createAnswerCache({ budget, name: 'answers' });
    let computed = 0;
    const app = new Hono().get('/x', (c) =>
      cache.respond(c, { version: 1, address: '/x' }, async () => {
        computed += 1;
        return { value };
      }),
    );
    const text = JSON.stringify(value);
    const br = await app.request('/x', { headers: { 'Accept-Encoding': 'br' } });
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);
    // Only the br bytes are held: far less than the identity text.
    const held = budget.used();
    expect(held).toBeLessThan(brBytes.length + 2048);
    expect(held).toBeLessThan(text.length / 4);
    // The page's server render reads the identity text: made from the br bytes, not kept.
    expect(await cache.body({ version: 1, address: '/x' }, async () => ({ value: null }))).toBe(
      text,
    );
    expect(budget.used()).toBe(held);
    // A client without br gets identity, made once and then kept beside br.
    const plain = await app.request('/x');
    expect(await plain.text()).toBe(text);
    expect(budget.used()).toBeGreaterThan(held + text.length);
    expect(computed).toBe(1);
  });
});

describe('a kept answer met before the app (reply)', () => {
  const asked = { acceptEncoding: 'gzip', ifNoneMatch: undefined };
  const keptBy = async (vary?: string) => {
    const cache = createAnswerCache({ budget: createCacheBudget(), name: 'answers' });
    const app = new Hono().get('/x', (c) =>
      cache.respond(c, { version: 1, address: '/x' }, async () => ({ value, vary }), '/x?a=1'),
    );
    await app.request('/x?a=1');
    return cache;
  };

  it('gives the bytes and headers kept for the address at the version, and nothing at another', async () => {
    const cache = await keptBy();
    const reply = cache.reply(1, '/x?a=1', asked);
    expect(reply?.status).toBe(200);
    expect(reply?.wire).toContain('Content-Encoding');
    expect(cache.reply(2, '/x?a=1', asked)).toBeNull();
    expect(cache.reply(1, '/x?a=2', asked)).toBeNull();
  });

  it('gives nothing for an answer chosen by more than its coding (a language), the app sends it', async () => {
    const cache = await keptBy('Accept-Encoding, Cookie, Accept-Language');
    expect(cache.reply(1, '/x?a=1', asked)).toBeNull();
  });
});

describe('the answers of the JSON calls', () => {
  it('keeps one answer per checked query whatever its order, and finds an address asked before without checking it again', async () => {
    let pages = 0;
    let lists = 0;
    const store = fakeStore({
      page: async () => {
        pages += 1;
        return { rows: [], total: 0, version: 1, updatedAt: null };
      },
      clusters: async () => {
        lists += 1;
        return [{ key: 'SOLO', display: 'Solos', players: 0, tribes: 0, updatedAt: '' }];
      },
    });
    const app = createApp({ store });
    const first = await app.request('/api/ark/player_rankings?page=1&cluster=SOLO');
    const reordered = await app.request('/api/ark/player_rankings?cluster=SOLO&page=1');
    expect(await reordered.text()).toBe(await first.text());
    expect(reordered.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(pages).toBe(1);
    // The same address again: its answer at once, its query not read against the clusters again.
    const checked = lists;
    const again = await app.request('/api/ark/player_rankings?cluster=SOLO&page=1');
    expect(again.status).toBe(200);
    expect(lists).toBe(checked);
    expect(pages).toBe(1);
  });
});

const engine = engines()[0];
describe.skipIf(engine === undefined)(
  'one cache budget for the answers, pages and search terms',
  () => {
    let db: Db;
    beforeAll(async () => {
      db = await (engine?.open() as Promise<Db>);
      await importCluster(db, generateCluster('SOLO', 'Solos', 0, 4000, 7, 400));
    });
    afterAll(() => db?.close());

    it('keeps everything the caches hold within the budget however many addresses are asked', async () => {
      const budget = createCacheBudget({ megabytes: 1 });
      const store = createRankingStore(db, { cache: budget, versionTtlMs: 60_000 });
      // A page of about 30 KB that embeds a rankings answer, as the web build's bundle draws it.
      const renderer: PageRenderer = {
        render: async ({ search, rankings }) =>
          `<!doctype html>${search}${'-'.repeat(30_000)}${await rankings({
            view: 'players',
            cluster: 'SOLO',
            filter: 'kills',
            search: '',
            page: Number(new URLSearchParams(search).get('page') ?? 0),
            season: null,
            range: 'all',
          })}`,
      };
      const app = createApp({ store, cache: budget, renderer });
      // Half the visitors take br: their entries hold the compressed bytes only.
      let asked = 0;
      const get = async (path: string) => {
        const headers = asked++ % 2 === 0 ? { 'Accept-Encoding': 'br, gzip' } : undefined;
        const res = await app.request(path, { headers });
        expect(res.status, path).toBe(200);
        return Buffer.from(await res.arrayBuffer()).length;
      };
      const first = await (await app.request('/api/ark/player_rankings?page=0')).text();
      let sent = 0;
      const filters = FILTER_TABLE.players.map((option) => option.wire);
      for (let page = 0; page < 150; page++) {
        const filter = filters[page % filters.length];
        sent += await get(`/api/ark/player_rankings?filter=${filter}&page=${page}`);
        sent += await get(`/api/ark/player_rankings?search=${'aeiou'[page % 5]}${page}&page=0`);
        sent += await get(`/?page=${page}`);
        expect(budget.used()).toBeLessThanOrEqual(budget.bytes);
      }
      expect(sent).toBeGreaterThan(2 * budget.bytes);
      expect(budget.used()).toBeGreaterThan(budget.bytes / 2);
      // Every cache the server has took part, each within its share; their bytes are the total.
      const sizes = budget.sizes();
      expect(Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0)).toBe(budget.used());
      for (const name of ['answers', 'pages', 'search-terms'] as const) {
        expect(sizes[name], name).toBeGreaterThan(0);
        expect(sizes[name], name).toBeLessThanOrEqual(budget.bytes * CACHE_SHARES[name]);
      }
      // An answer evicted long ago is computed again, the same.
      expect(await (await app.request('/api/ark/player_rankings?page=0')).text()).toBe(first);
    });
  },
);
