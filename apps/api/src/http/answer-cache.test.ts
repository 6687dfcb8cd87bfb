import { brotliDecompressSync } from 'node:zlib';
import { FILTER_TABLE, type PageRenderer } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { fakeStore } from '../../test/fake-store';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { CACHE_SHARES, createCacheBudget } from '../lib/cache-budget';
import { generateCluster } from '../sources/generate-demo';
import { DEFAULT_PERIODS } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { answerKeys, type Computed, createAnswerCache } from './answer-cache';
import { createApp } from './app';

/** A JSON value of about 60 KB that compresses well, as a page of rows does. */
const value = {
  rows: Array.from({ length: 1000 }, (_, i) => ({ name: `Survivor ${i}`, kills: i })),
};

const PLAIN = { acceptEncoding: undefined, ifNoneMatch: undefined };

/** The answers kind of a new cache, and its budget. */
function makeKind() {
  const budget = createCacheBudget();
  const cache = createAnswerCache({ budget, periods: DEFAULT_PERIODS, now: () => new Date(0) });
  return { budget, kind: cache.kind({ share: 'answers' }) };
}

/** A computation that counts its calls. */
function counted(computed: Computed) {
  const counter = {
    calls: 0,
    compute: async () => {
      counter.calls += 1;
      return computed;
    },
  };
  return counter;
}

describe('createAnswerCache', () => {
  it('keeps the coding a client asked for, without an identity copy, and makes identity on demand', async () => {
    const { budget, kind } = makeKind();
    const text = JSON.stringify(value);
    const asked = { acceptEncoding: 'br', ifNoneMatch: undefined };
    const br = await kind.answer(1, '/x', asked, async () => ({ value }));
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(text);
    // Only the br bytes are held: far less than the identity text.
    const held = budget.used();
    expect(held).toBeLessThan((br.body as Buffer).length + 2048);
    expect(held).toBeLessThan(text.length / 4);
    // A client without br gets identity, made once from the br bytes and then kept beside them.
    const plain = kind.hit(1, '/x', PLAIN);
    expect(plain?.body?.toString()).toBe(text);
    expect(budget.used()).toBeGreaterThan(held + text.length);
  });

  it('gives the bytes and headers kept for the key at the version, and nothing at another', async () => {
    const { kind } = makeKind();
    const asked = { acceptEncoding: 'gzip', ifNoneMatch: undefined };
    await kind.answer(1, '/x?a=1', asked, async () => ({ value }));
    const reply = kind.hit(1, '/x?a=1', asked);
    expect(reply?.status).toBe(200);
    expect(reply?.wire).toContain('Content-Encoding');
    expect(kind.hit(2, '/x?a=1', asked)).toBeNull();
    expect(kind.hit(1, '/x?a=2', asked)).toBeNull();
  });

  it('keeps an answer under the version it was read at, and sends one not to be kept as it is', async () => {
    const { kind } = makeKind();
    await kind.answer(1, '/x', PLAIN, async () => ({ value, version: 2 }));
    expect(kind.hit(1, '/x', PLAIN)).toBeNull();
    expect(kind.hit(2, '/x', PLAIN)?.status).toBe(200);
    const unkept = await kind.answer(3, '/y', PLAIN, async () => ({ value: [], keep: false }));
    expect(unkept.body?.toString()).toBe('[]');
    expect(unkept.wire).not.toContain('ETag');
    expect(kind.hit(3, '/y', PLAIN)).toBeNull();
  });

  it('computes an answer asked for again while it is computed once, each request in its own coding', async () => {
    const { kind } = makeKind();
    const counter = counted({ value });
    const [br, plain] = await Promise.all([
      kind.answer(1, '/x', { acceptEncoding: 'br', ifNoneMatch: undefined }, counter.compute),
      kind.answer(1, '/x', PLAIN, counter.compute),
    ]);
    expect(counter.calls).toBe(1);
    expect(br.wire).toContain('br');
    expect(plain.body?.toString()).toBe(JSON.stringify(value));
  });

  it('gives a value read the answer a request kept, and a request the answer a value read kept', async () => {
    const { kind } = makeKind();
    const first = counted({ value });
    expect(await kind.value(1, '/x', first.compute)).toBe(value);
    expect(kind.hit(1, '/x', PLAIN)?.body?.toString()).toBe(JSON.stringify(value));
    expect(await kind.value(1, '/x', first.compute)).toBe(value);
    expect(first.calls).toBe(1);
  });

  it('computes the value of an answer being computed to be sent only, and keeps both', async () => {
    const { kind } = makeKind();
    const text = JSON.stringify(value);
    const sent = counted({ value: undefined, body: text });
    const drawn = counted({ value });
    const [reply, read] = await Promise.all([
      kind.answer(1, '/x', PLAIN, sent.compute),
      kind.value(1, '/x', drawn.compute),
    ]);
    expect(reply.body?.toString()).toBe(text);
    expect(read).toBe(value);
    expect([sent.calls, drawn.calls]).toEqual([1, 1]);
    expect(await kind.value(1, '/x', drawn.compute)).toBe(value);
    expect(kind.hit(1, '/x', PLAIN)?.body?.toString()).toBe(text);
    expect([sent.calls, drawn.calls]).toEqual([1, 1]);
  });

  it('keeps the newer version when an older read finishes after it, and gives the last at any version', async () => {
    const { kind } = makeKind();
    await kind.answer(2, '/x', PLAIN, async () => ({ value: 'new' }));
    await kind.answer(1, '/x', PLAIN, async () => ({ value: 'old' }));
    expect(kind.hit(2, '/x', PLAIN)?.body?.toString()).toBe('"new"');
    expect(kind.hit(1, '/x', PLAIN)).toBeNull();
    const last = kind.last('/x', PLAIN, 'no-cache');
    expect(last?.body?.toString()).toBe('"new"');
    expect(last?.wire).toContain('no-cache');
    expect(kind.last('/y', PLAIN, 'no-cache')).toBeNull();
  });
});

describe('answerKeys', () => {
  it("is the address as sent, a period range's start beside it, and what else it was drawn in", () => {
    let at = new Date('2026-06-03T12:00:00Z');
    const keyOf = answerKeys(DEFAULT_PERIODS, () => at);
    expect(keyOf('/api/ark/tribe_rankings?page=1')).toBe('/api/ark/tribe_rankings?page=1');
    expect(keyOf('/x?range=all')).toBe('/x?range=all');
    expect(keyOf('/x?range=week&range=day')).toBe('/x?range=week&range=day');
    const week = keyOf('/x?range=week');
    expect(week).toBe('/x?range=week#2026-06-01T00:00:00.000Z');
    expect(keyOf('/?view=players', 'lang=en')).toBe('/?view=players lang=en');
    // The next week's answer is kept apart, with no new data version.
    at = new Date('2026-06-08T12:00:00Z');
    expect(keyOf('/x?range=week')).toBe('/x?range=week#2026-06-08T00:00:00.000Z');
  });
});

describe('the answers of the JSON calls', () => {
  it('answers an address asked before with one lookup, reading nothing of the store', async () => {
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
    expect(pages).toBe(1);
    const checked = lists;
    const again = await app.request('/api/ark/player_rankings?page=1&cluster=SOLO');
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
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
          `<!doctype html>${search}${'-'.repeat(30_000)}${JSON.stringify(
            await rankings({
              view: 'players',
              cluster: 'SOLO',
              filter: 'kills',
              search: '',
              page: Number(new URLSearchParams(search).get('page') ?? 0),
              season: null,
              range: 'all',
            }),
          )}`,
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
