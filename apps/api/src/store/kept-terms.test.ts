import { FILTER_TABLE, nameKey, PAGE_SIZE, type View } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { generateCluster } from '../sources/generate-demo';
import { keepTerms } from './kept-terms';
import { mayBeKept } from './name-grams';
import type { MarkRule, PageLookup } from './page-plan';
import { createRankingStore, type RankingStore } from './ranking-store';

/** The kept terms of `names` in the given orderings, as term → [total, k, marks]. */
const keptOf = (names: string[], orderings: number[][], min: number, walkRows: number) =>
  new Map(
    keepTerms(names.map(nameKey), orderings, { min, walkRows }).map((t) => [
      t.gram,
      [t.total, t.k, Array.from(t.marks)],
    ]),
  );

describe('keepTerms', () => {
  it('keeps each word enough names contain, counting every name that contains it, inside longer words too', () => {
    const names = ['Rex Hunter', 'rex', 'T-Rex', 'Rexy', 'Dodo', 'Hunter'];
    const kept = keptOf(names, [[1, 2, 3, 4, 5, 6]], 3, 1_000_000);
    // 'rex' is a word of three names; 'rexy' contains it too. 'hunter' is a word of two.
    expect(kept.get('rex')?.[0]).toBe(4);
    expect(kept.has('hunter')).toBe(false);
    expect(kept.has('dodo')).toBe(false);
  });

  it("marks every k-th match's position in each ordering, one ordering after another", () => {
    const names = ['ab rex', 'rex', 'x', 'rex x', 'y', 'rex'];
    // Ordering 0 is the rows' own order; ordering 1 reverses it.
    const orderings = [
      [1, 2, 3, 4, 5, 6],
      [6, 5, 4, 3, 2, 1],
    ];
    // k = ⌊4 matches × 3 entries / 6 rows⌋ = 2: the 2nd and 4th match of each ordering.
    expect(keptOf(names, orderings, 2, 3).get('rex')).toEqual([4, 2, [2, 6, 3, 6]]);
  });

  it('keeps no word of wildcards or marks, and matches them literally in the names around a word', () => {
    const names = ['100%_Stormborn', 'STORMBORN_x', 'xstormborny', 'Stórmborn', '%_%', '__'];
    // 'stormborn' is a word of two names, and inside a third's word.
    const kept = keptOf(names, [[1, 2, 3, 4, 5, 6]], 2, 1_000_000);
    expect(kept.get('stormborn')?.[0]).toBe(3);
    expect([...kept.keys()].some((term) => /[%_]/.test(term))).toBe(false);
    expect(kept.has('stórmborn')).toBe(false);
  });

  it("keeps a word's prefix enough names contain, as a search types it, but no part from inside a word", () => {
    const names = ['Stormborn', 'stormy', 'Storm', 'x-stormborn', 'xstorm', 'born'];
    const kept = keptOf(names, [[1, 2, 3, 4, 5, 6]], 4, 1_000_000);
    // 'storm' begins a word of four names, and is inside a fifth's word.
    expect(kept.get('storm')?.[0]).toBe(5);
    expect(kept.get('sto')?.[0]).toBe(5);
    // 'orm' is in five names too, but begins no word: it is counted at its first read.
    expect(kept.has('orm')).toBe(false);
    expect(kept.has('stormborn')).toBe(false);
  });

  it("keeps what a plain count of the names finds: every word and word's prefix enough names contain, all its matches, every k-th in order", () => {
    const names = [
      ...generateCluster('SOLO', 'Solos', 0, 3000, 9, 300).players.map((p) => p.name),
      ...HOSTILE,
      '𝐑𝐞𝐱 𝐑𝐞𝐱',
      'İstanbul Rex',
      'ab😀rex',
    ].map(nameKey);
    // Two orderings: the rows' own, and one drawn from the names.
    const drawn = names.map((_, i) => i).sort((a, b) => ((a * 7919) % 3001) - ((b * 7919) % 3001));
    const second = new Array<number>(names.length);
    drawn.forEach((row, at) => {
      second[row] = at + 1;
    });
    const orderings = [names.map((_, i) => i + 1), second];
    const [min, walkRows] = [40, 300];
    // The plain way: the words a regex finds and their prefixes, each one's names by a substring
    // test, its matches' positions sorted per ordering.
    const held = new Map<string, Set<number>>();
    const words = new Set<string>();
    names.forEach((name, row) => {
      for (const [word] of name.matchAll(/[\p{L}\p{N}]+/gu)) {
        words.add(word);
        for (let end = 3; end <= word.length; end++) {
          const prefix = word.slice(0, end);
          held.set(prefix, (held.get(prefix) ?? new Set()).add(row));
        }
      }
    });
    const expected = new Map<string, [number, number, number[]]>();
    for (const [word, rows] of held) {
      // At this size every name is sampled (candidateWords): half of `min` makes a candidate.
      if (rows.size < min / 2) continue;
      const matches = names.flatMap((name, row) => (name.includes(word) ? [row] : []));
      if (matches.length < min) continue;
      const k = Math.max(1, Math.floor((matches.length * walkRows) / names.length));
      const marks = orderings.flatMap((ordering) => {
        const sorted = matches.map((row) => ordering[row] as number).sort((a, b) => a - b);
        return sorted.filter((_, i) => (i + 1) % k === 0);
      });
      expected.set(word, [matches.length, k, marks]);
    }
    expect(expected.size).toBeGreaterThan(10);
    // Some are a word's prefix only ('stormbor' of 'stormborn').
    expect([...expected.keys()].some((term) => !words.has(term))).toBe(true);
    expect(keptOf(names, orderings, min, walkRows)).toEqual(expected);
  });

  it('takes a term for a kept one only when it is one word longer than a gram, on a current board', () => {
    expect(mayBeKept({ search: 'stormborn' })).toBe(true);
    expect(mayBeKept({ search: 'ångström' })).toBe(true);
    expect(mayBeKept({ search: 'rex hunter' })).toBe(false);
    expect(mayBeKept({ search: 'ra' })).toBe(false);
    expect(mayBeKept({ search: 'storm%' })).toBe(false);
    expect(mayBeKept({ search: 'stormborn', slot: 'week' })).toBe(false);
    expect(mayBeKept({ search: 'stormborn', season: 1 })).toBe(false);
  });
});

/** Names a search must match literally: wildcards, accents, mixed case, a word inside another. */
const HOSTILE = [
  '100%_Stormborn',
  'STORMBORN_x',
  'xStormbornY',
  'Stórmborn',
  '%Ångström_',
  'ÅNGSTRÖM',
  'Zoë%Rex',
  '_rex_',
  'Frost%Wolves',
];

/** A demo cluster whose first players carry the hostile names. */
function hostileCluster(seed: number): ClusterImport {
  const cluster = generateCluster('SOLO', 'Solos', 0, 3000, seed, 300);
  const players = cluster.players.map((p, i) =>
    i < HOSTILE.length ? { ...p, name: HOSTILE[i] as string } : p,
  );
  return { ...cluster, players };
}

/**
 * Kept terms of the demo names (a word or a word's prefix of 15 names or more), and terms that are
 * not kept (several words, a part from inside a word).
 */
const KEPT = {
  players: ['stormborn', 'storm', 'rex', 'ångström', 'zoë', 'hunter', 'hunt'],
  tribes: ['wolves', 'wolv', 'frost'],
};
const NOT_KEPT = { players: ['rex 1', 'ngstr', 'ormbo'], tribes: ['olve'] };
/** Marks a few matches apart: every deep page is a walk between marks. */
const RULE = { min: 15, walkRows: 40 };
const READ_RULE: MarkRule = { walkRows: 40 };
/** The players' kills board searched for the demo's common word. */
const STORMBORN: Omit<PageLookup, 'page'> = {
  view: 'players',
  cluster: 'SOLO',
  field: 'PlayerKills',
  search: 'stormborn',
};

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`kept terms on ${engine.name}`, () => {
    let db: Db;
    const statements: string[] = [];
    let recorded: Db;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, hostileCluster(3), { keptTerms: RULE });
      recorded = {
        ...db,
        query: (sql, params) => {
          statements.push(sql);
          return db.query(sql, params);
        },
      };
    });
    afterAll(() => db?.close());

    /** Every page a board's term has, from the first to one past its last, as names and ranks. */
    const everyPage = async (store: RankingStore, lookup: Omit<PageLookup, 'page'>) => {
      const pages: unknown[] = [];
      for (let page = 0; ; page++) {
        const read = await store.page({ ...lookup, page });
        pages.push({ total: read.total, rows: read.rows.map((r) => [r.name, r.rank]) });
        if (read.rows.length < PAGE_SIZE) return pages;
      }
    };

    it('answers every page and total of a kept term as the trigram path does, in every ordering of both views', async () => {
      const kept = createRankingStore(recorded, { marks: READ_RULE });
      const answers = new Map<string, unknown>();
      const views: View[] = ['players', 'tribes'];
      for (const view of views) {
        for (const search of [...KEPT[view], ...NOT_KEPT[view]]) {
          const before = statements.length;
          for (const { field } of FILTER_TABLE[view]) {
            const lookup = { view, cluster: 'SOLO', field, search } as Omit<PageLookup, 'page'>;
            answers.set(`${view}|${search}|${field}`, await everyPage(kept, lookup));
          }
          const sent = statements.slice(before);
          const lookups = sent.filter((sql) => sql.includes('t.k IS NOT NULL')).length;
          const trigram = sent.filter((sql) => sql.includes('LIKE')).length;
          // A kept term is looked up once and never counted through the trigram index; any other
          // is counted as before.
          if (KEPT[view].includes(search)) expect([lookups, trigram], search).toEqual([1, 0]);
          else expect(lookups > 0 || trigram === 0, search).toBe(false);
        }
      }
      // The same data with no kept terms: every term takes the trigram path.
      await db.query('UPDATE name_grams SET k = NULL, marks = NULL WHERE k IS NOT NULL');
      const counted = createRankingStore(db, { marks: READ_RULE });
      for (const [key, expected] of answers) {
        const [view, search, field] = key.split('|') as [View, string, string];
        const lookup = { view, cluster: 'SOLO', field, search } as Omit<PageLookup, 'page'>;
        expect(await everyPage(counted, lookup), key).toEqual(expected);
      }
      expect((answers.get('players|stormborn|PlayerKills') as unknown[]).length).toBeGreaterThan(5);
    });

    it('keeps the terms with the partition it serves: a new import brings its own and drops the old', async () => {
      await importCluster(db, hostileCluster(4), { keptTerms: RULE });
      const rows = await db.query<{ served: boolean }>(
        `SELECT partition IN (SELECT players_table FROM clusters UNION ALL SELECT tribes_table FROM clusters)
           AS served FROM name_grams WHERE k IS NOT NULL`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.served)).toBe(true);
      const store = createRankingStore(db, { marks: READ_RULE });
      const read = await store.page({ ...STORMBORN, page: 3 });
      const [plain] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM players WHERE cluster = 'SOLO' AND pos_kills IS NOT NULL
           AND strpos(name_key, 'stormborn') > 0`,
      );
      expect(read.total).toBe(plain?.n);
    });

    it('answers a range board of a kept term as the trigram path does (a range slot keeps none)', async () => {
      const withKept = createRankingStore(db, { marks: READ_RULE });
      const ranged = { ...STORMBORN, page: 1, range: 'week' } as const;
      const first = await withKept.page(ranged);
      await db.query('UPDATE name_grams SET k = NULL, marks = NULL WHERE k IS NOT NULL');
      const counted = createRankingStore(db, { marks: READ_RULE });
      const again = await counted.page(ranged);
      expect(again.total).toBe(first.total);
      expect(again.rows.map((r) => r.name)).toEqual(first.rows.map((r) => r.name));
    });
  });
}
