import { playerPath, SEASONS_PATH, tribePath } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { duoFixture, soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createCacheBudget } from '../lib/cache-budget';
import { createPrng } from '../lib/prng';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

/** Ids a detail path may carry: real ones, huge, negative, non-digit, encoded, empty-ish. */
const IDS = [
  '1',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '999999999999999999999',
  '76561198000000001',
  'abc',
  '%00',
  '%2F',
  '%F0%9F%A6%96',
  '..',
  ' ',
  'a'.repeat(5000),
];

const KEYS = [
  'search',
  'filter',
  'cluster',
  'page',
  'season',
  'online',
  'x',
  'search[]',
  'page[0]',
  '',
  '%',
  'Page',
];
// Page numbers whose row offset passes 2^31 (the position columns' range) or 2^53.
const HUGE_PAGES = [
  '107374182',
  '107374183',
  '2147483647',
  '2147483648',
  '999999999',
  '1000000000',
  '9007199254740993',
  `1${'0'.repeat(30)}`,
];
const VALUES = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999999',
  ...HUGE_PAGES,
  'NaN',
  'Infinity',
  '0x1',
  'kills',
  'tribe_score',
  'deaths',
  'SOLO',
  'DUO',
  'solo',
  '%',
  '_',
  '%_%',
  '\\',
  "'",
  '"',
  ';',
  '--',
  '/*',
  '<script>',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '🦖',
  'É',
  '李',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(5000),
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '+',
  '&',
  '=',
  '[]',
  '{}',
];

/** Percent-encodes, leaving text encodeURIComponent refuses (lone surrogates) raw. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A random query string: repeated keys, arrays, raw percent-escapes, unicode, huge numbers. */
function randomQuery(rand: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const parts: string[] = [];
  const count = Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) {
    const key = pick(KEYS);
    const value = pick(VALUES);
    parts.push(rand() < 0.3 ? `${key}=${value}` : `${encode(key)}=${encode(value)}`);
  }
  if (rand() < 0.1) parts.push(String.fromCharCode(Math.floor(rand() * 0xffff)));
  return parts.join(rand() < 0.9 ? '&' : ';');
}

for (const engine of engines())
  describe.skipIf(engine.skip !== null)(`rankings API fuzz on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      await importCluster(db, duoFixture());
      await closeSeason(db, { name: 'Fuzz season', by: 'test' });
      // A small budget, so answers are evicted and computed again while the fuzz runs.
      app = createApp({
        store: createRankingStore(db),
        cache: createCacheBudget({ megabytes: 0.25 }),
      });
    });
    afterAll(() => db?.close());

    it('answers 3000 random query strings, on every route and with random ids, with 200, 400 or 404 and a JSON body, never 5xx', async () => {
      const rand = createPrng(20261122);
      const [player] = await db.query<{ id: string }>('SELECT id FROM players LIMIT 1');
      const [tribe] = await db.query<{ id: string }>('SELECT id FROM tribes LIMIT 1');
      const ids = [...IDS, player?.id as string, tribe?.id as string];
      const pick = () => ids[Math.floor(rand() * ids.length)] as string;
      const paths = [
        () => '/api/ark/tribe_rankings',
        () => '/api/ark/player_rankings',
        () => '/api/ark/tribe_rankings/clusters',
        () => playerPath(pick()),
        () => tribePath(pick()),
        () => SEASONS_PATH,
      ];
      const seen = new Map<number, number>();
      for (let i = 0; i < 3000; i++) {
        const path = `${(paths[i % paths.length] as () => string)()}?${randomQuery(rand)}`;
        let res: Response;
        try {
          res = await app.request(path);
        } catch {
          // A URL the fetch Request constructor itself refuses never reaches a server.
          continue;
        }
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        expect([200, 400, 404], path).toContain(res.status);
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status === 400)
          expect(body.error, path).toMatchObject({ code: expect.any(String) });
      }
      expect(seen.get(200)).toBeGreaterThan(100);
      expect(seen.get(400)).toBeGreaterThan(100);
    });

    it("answers every huge page number with 200 and no rows, or 400 bad_page, on both views and a tribe's members", async () => {
      for (const path of ['/api/ark/tribe_rankings', '/api/ark/player_rankings'])
        for (const search of ['', 'a'])
          for (const page of HUGE_PAGES) {
            const url = `${path}?cluster=SOLO&search=${search}&page=${page}`;
            const res = await app.request(url);
            const body = (await res.json()) as {
              ranking_data?: unknown[];
              error?: { code: string };
            };
            if (res.status === 200) expect(body.ranking_data, url).toEqual([]);
            else expect([res.status, body.error?.code], url).toEqual([400, 'bad_page']);
          }
      const [tribe] = await db.query<{ id: string }>(
        "SELECT id FROM tribes WHERE cluster = 'SOLO' LIMIT 1",
      );
      for (const page of HUGE_PAGES) {
        const url = `${tribePath(tribe?.id as string)}?cluster=SOLO&page=${page}`;
        const res = await app.request(url);
        const body = (await res.json()) as {
          members?: { ranking_data: unknown[] };
          error?: { code: string };
        };
        if (res.status === 200) expect(body.members?.ranking_data, url).toEqual([]);
        else expect([res.status, body.error?.code], url).toEqual([400, 'bad_page']);
      }
    });
  });
