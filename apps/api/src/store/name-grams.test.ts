import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { generateCluster } from '../sources/generate-demo';
import { hideEntry } from './moderation';
import { countGrams, gramListMax, type NameGram } from './name-grams';
import { likePattern } from './page-plan';
import { createRankingStore } from './ranking-store';

/** The grams of `names` in one ordering (positions 1, 2, 3, ...) as gram → [total, positions]. */
const gramsOf = (names: string[]) =>
  new Map(
    countGrams(names, [names.map((_, i) => i + 1)], { listMax: 20_000 }).map((g: NameGram) => [
      g.gram,
      [g.total, g.positions && Array.from(g.positions)],
    ]),
  );

describe('gramListMax', () => {
  it('lists the grams whose first ten pages a walk would not reach, up to 20,000 matches', () => {
    expect(gramListMax(70_000)).toBe(1_400);
    expect(gramListMax(1_000_000)).toBe(20_000);
    expect(gramListMax(5_000_000)).toBe(20_000);
  });
});

describe('countGrams', () => {
  it('counts each one- and two-letter gram once per name, and every name under the empty gram', () => {
    const grams = gramsOf(['aaa', 'ab', 'b']);
    expect(grams.get('')).toEqual([3, null]);
    expect(grams.get('a')).toEqual([2, [1, 2]]);
    expect(grams.get('aa')).toEqual([1, [1]]);
    expect(grams.get('ab')).toEqual([1, [2]]);
    expect(grams.get('b')).toEqual([2, [2, 3]]);
    expect(grams.size).toBe(5);
  });

  it('lists a gram of up to listMax matches in every ordering, each ascending, one after another', () => {
    const orderings = [
      [9, 4, 2],
      [1, 2, 3],
    ];
    const grams = countGrams(['xy', 'y', 'xy'], orderings, { listMax: 2 });
    const byGram = new Map(grams.map((g) => [g.gram, g]));
    expect(Array.from(byGram.get('xy')?.positions ?? [])).toEqual([2, 9, 1, 3]);
    expect(byGram.get('y')?.total).toBe(3);
    expect(byGram.get('y')?.positions).toBeNull();
  });

  it('keeps a character outside the Basic Multilingual Plane whole and never half of it', () => {
    const grams = gramsOf(['a😀', '漢字']);
    expect(grams.get('😀')).toEqual([1, [1]]);
    expect(grams.get('漢字')).toEqual([1, [2]]);
    expect(grams.get('字')).toEqual([1, [2]]);
    // 'a' + the high surrogate, or a lone half, is no term anyone can search for.
    expect([...grams.keys()].some((gram) => /\p{Cs}/u.test(gram))).toBe(false);
    expect(grams.has('a\ud83d')).toBe(false);
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`short terms on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, generateCluster('SOLO', 'Solos', 0, 2000, 5, 200));
    });
    afterAll(() => db?.close());

    /** The visible matches of a term, counted by the plain query. */
    const plainTotal = async (search: string) => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM players
         WHERE cluster = 'SOLO' AND pos_kills IS NOT NULL AND name_key LIKE $1`,
        [likePattern(search)],
      );
      return row?.n ?? 0;
    };

    it('answers the totals the plain query counts, before and after a hide rebuilt the partition without grams', async () => {
      const read = (search: string) =>
        createRankingStore(db, { versionTtlMs: 0 }).page({
          view: 'players',
          cluster: 'SOLO',
          field: 'PlayerKills',
          search,
          page: 0,
        });
      for (const search of ['a', 'ñ', 'zz', '1']) {
        expect((await read(search)).total).toBe(await plainTotal(search));
      }
      const [served] = await db.query<{ table: string }>(
        "SELECT players_table AS table FROM clusters WHERE key = 'SOLO'",
      );
      const [first] = await db.query<{ id: string; name_key: string }>(
        "SELECT id, name_key FROM players WHERE cluster = 'SOLO' AND pos_kills = 1",
      );
      await hideEntry(db, {
        cluster: 'SOLO',
        kind: 'player',
        id: first?.id as string,
        reason: 'test',
        by: 'test',
      });
      const term = (first?.name_key ?? 'a').slice(0, 1);
      expect((await read(term)).total).toBe(await plainTotal(term));
      const left = await db.query('SELECT 1 FROM name_grams WHERE partition = $1', [served?.table]);
      expect(left).toEqual([]);
    });
  });
}
