import { describe, expect, it } from 'vitest';
import {
  likePattern,
  MAX_POSITION,
  markStep,
  type PageLookup,
  pageRead,
  planPage,
  planRead,
  type TermMatches,
  WORD_SAMPLE_ROWS,
} from './page-plan';

/** A players page of kills on SOLO's current board: no search, page 0 unless given. */
const makeLookup = (over: Partial<PageLookup> = {}): PageLookup => ({
  view: 'players',
  cluster: 'SOLO',
  field: 'PlayerKills',
  search: '',
  page: 0,
  ...over,
});

/** A counted term: 60,000 matches of 1,000,000 rows, nothing kept but the count. */
const makeTerm = (over: Partial<TermMatches> = {}): TermMatches => ({
  version: 1,
  total: 60_000,
  rows: 1_000_000,
  exact: null,
  marks: new Map(),
  ...over,
});

// Marks 2,000 entries apart, as planRead's tests below work their figures out.
const RULE = { exactMax: 20_000, walkRows: 2_000 };

describe('likePattern', () => {
  it('matches the term anywhere, its wildcards and backslashes literally', () => {
    expect(likePattern('rex')).toBe('%rex%');
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('planPage', () => {
  it('reads an unsearched page by a range scan of its positions, bounded by the largest position', () => {
    expect(planPage(makeLookup({ page: 3 }), { term: null })).toEqual({
      kind: 'ranked',
      from: 60,
      to: 80,
    });
    expect(planPage(makeLookup({ page: 999_999_999 }), { term: null })).toEqual({
      kind: 'ranked',
      from: MAX_POSITION,
      to: MAX_POSITION,
    });
  });

  it('reads a page of the players online now in one statement, searched or not, whatever is known of the term', () => {
    const online = makeLookup({ online: true, page: 2 });
    expect(planPage(online, { term: null })).toEqual({ kind: 'online', offset: 40 });
    expect(planPage({ ...online, search: 'rex' }, { term: makeTerm() })).toEqual({
      kind: 'online',
      offset: 40,
    });
  });

  it('counts a new one-word term by the trigram index, its wildcards escaped', () => {
    expect(planPage(makeLookup({ search: '50%', page: 2 }), { term: null })).toEqual({
      kind: 'count',
      source: 'trigram',
      like: '%50\\%%',
      offset: 40,
    });
  });

  it('looks a kept term up, and counts it by the trigram index once the partition read keeps none', () => {
    const lookup = makeLookup({ search: 'stormborn', page: 4 });
    expect(planPage(lookup, { term: null, kept: true })).toEqual({
      kind: 'count',
      source: 'kept',
      like: null,
      offset: 80,
    });
    expect(planPage(lookup, { term: null, kept: false })).toMatchObject({
      kind: 'count',
      source: 'trigram',
      like: '%stormborn%',
    });
  });

  it('reads a new term of one or two letters from its grams on the current board, else by a scan', () => {
    expect(planPage(makeLookup({ search: 'ra' }), { term: null })).toMatchObject({
      kind: 'count',
      source: 'grams',
      like: null,
    });
    // The partition was built without grams (before them, or by a hide).
    expect(planPage(makeLookup({ search: 'ra' }), { term: null, noGrams: true })).toMatchObject({
      kind: 'count',
      source: 'scan',
    });
    // An archived season and a range slot have no grams, and a slot no trigram index.
    expect(planPage(makeLookup({ search: 'ra', season: 4 }), { term: null })).toMatchObject({
      source: 'scan',
    });
    expect(
      planPage(makeLookup({ search: 'stormborn', slot: 'week' }), { term: null }),
    ).toMatchObject({ kind: 'count', source: 'scan', like: null });
  });

  it('samples the words of a term of several words, then asks the index for the longest one the sample never saw', () => {
    const lookup = makeLookup({ search: 'raptor hunter 48213' });
    expect(planPage(lookup, { term: null })).toEqual({
      kind: 'sample',
      words: ['raptor', 'hunter', '48213'],
      rows: WORD_SAMPLE_ROWS,
    });
    expect(planPage(lookup, { term: null, sampled: [0, 14, 0] })).toMatchObject({
      kind: 'count',
      source: 'trigram',
      like: '%raptor%',
    });
    // Every word seen: the whole term.
    expect(planPage(lookup, { term: null, sampled: [3, 14, 1] })).toMatchObject({
      like: '%raptor hunter 48213%',
    });
    // Words under 3 letters are no word to the index: one word left, no sample.
    expect(planPage(makeLookup({ search: 'rex 1' }), { term: null })).toMatchObject({
      kind: 'count',
      like: '%rex 1%',
    });
  });

  it('looks up the kept positions of a counted term with few matches', () => {
    const exact = new Map([['kills', Int32Array.from([5, 9, 70])]]);
    const term = makeTerm({ total: 3, exact });
    expect(planPage(makeLookup({ search: 'rex' }), { term }, RULE)).toEqual({
      kind: 'positions',
      positions: [5, 9, 70],
    });
  });

  it('walks from the start of the ordering while the page lies near it, and marks a deep one', () => {
    const term = makeTerm();
    expect(planPage(makeLookup({ search: 'stormborn', page: 5 }), { term }, RULE)).toEqual({
      kind: 'walk',
      after: 0,
      upTo: MAX_POSITION,
      skip: 100,
    });
    expect(planPage(makeLookup({ search: 'stormborn', page: 900 }), { term }, RULE)).toEqual({
      kind: 'marks',
      k: 120,
      like: '%stormborn%',
      offset: 18_000,
    });
    const marks = new Map([
      ['kills', { k: 120, marks: Int32Array.from({ length: 500 }, (_, i) => (i + 1) * 2000) }],
    ]);
    expect(
      planPage(makeLookup({ search: 'stormborn', page: 900 }), { term: makeTerm({ marks }) }, RULE),
    ).toEqual({ kind: 'walk', after: 300_000, upTo: 302_000, skip: 0 });
  });

  it('marks a short term without the index, and bounds the page of marks below the largest position', () => {
    expect(
      planPage(
        makeLookup({ search: 'ra', page: 200_000_000 }),
        { term: makeTerm({ total: 5e9, rows: 1e10 }) },
        RULE,
      ),
    ).toMatchObject({ kind: 'marks', like: null, offset: MAX_POSITION - 20 });
  });

  it('reads the page whole with marks when a read met another import', () => {
    const term = makeTerm({ exact: new Map([['kills', Int32Array.from([5, 9, 70])]]), total: 3 });
    expect(planPage(makeLookup({ search: 'rex' }), { term, moved: true }, RULE)).toEqual({
      kind: 'marks',
      k: 1,
      like: '%rex%',
      offset: 0,
    });
  });

  it('counts a term of few matches known without positions again, by the index or a scan, then marks', () => {
    const term = makeTerm({ total: 500 });
    expect(planPage(makeLookup({ search: 'rex', page: 20 }), { term }, RULE)).toEqual({
      kind: 'count',
      source: 'trigram',
      like: '%rex%',
      offset: 400,
    });
    // Never from the grams again: they list no positions past their bound.
    expect(planPage(makeLookup({ search: 'ra', page: 20 }), { term }, RULE)).toMatchObject({
      kind: 'count',
      source: 'scan',
    });
    expect(
      planPage(makeLookup({ search: 'rex', page: 20 }), { term, recounted: true }, RULE),
    ).toMatchObject({ kind: 'marks', k: 1 });
  });

  it('reads nothing past the last match of a counted term', () => {
    expect(planPage(makeLookup({ search: 'rex', page: 3000 }), { term: makeTerm() }, RULE)).toEqual(
      { kind: 'positions', positions: [] },
    );
  });
});

describe('markStep', () => {
  it('keeps every position of a term with few matches', () => {
    expect(markStep(0, 1_000_000)).toBe(1);
    expect(markStep(20_000, 1_000_000)).toBe(1);
  });

  it('keeps marks about walkRows entries apart for a common term, however dense', () => {
    expect(markStep(58_000, 1_000_000, { walkRows: 2_000 })).toBe(116);
    expect(markStep(500_000, 1_000_000, { walkRows: 2_000 })).toBe(1000);
    expect(markStep(58_000, 1_000_000)).toBe(580);
    expect(markStep(100, 1000, { exactMax: 0, walkRows: 50 })).toBe(5);
  });
});

describe('pageRead', () => {
  // Matches at positions 10, 20, 30, ...: with k = 3 the marks are matches 3, 6, 9, ...
  const every = Int32Array.from({ length: 100 }, (_, i) => (i + 1) * 10);
  const marks = every.filter((_, i) => (i + 1) % 3 === 0);

  it('looks up the 20 kept positions of a page when every position is kept', () => {
    expect(pageRead({ k: 1, marks: every, total: 100 }, 1)).toEqual({
      kind: 'positions',
      positions: Array.from({ length: 20 }, (_, i) => (21 + i) * 10),
    });
    expect(pageRead({ k: 1, marks: every, total: 100 }, 4)).toMatchObject({
      positions: expect.arrayContaining([810, 1000]),
    });
  });

  it('reads nothing past the last match', () => {
    expect(pageRead({ k: 3, marks, total: 100 }, 5)).toEqual({ kind: 'positions', positions: [] });
  });

  it('walks from the last mark before the page to the first mark past it', () => {
    // Page 1 = matches 21..40: after match 18 (a mark, position 180), skip 19 and 20, up to
    // match 42 (the first mark past 40).
    expect(pageRead({ k: 3, marks, total: 100 }, 1)).toEqual({
      kind: 'walk',
      after: 180,
      upTo: 420,
      skip: 2,
    });
    // Page 0 starts at the beginning of the ordering.
    expect(pageRead({ k: 3, marks, total: 100 }, 0)).toEqual({
      kind: 'walk',
      after: 0,
      upTo: 210,
      skip: 0,
    });
    // Page 2 = matches 41..60, marks every 7: after match 35, skip 36..40, up to match 63.
    expect(
      pageRead({ k: 7, marks: every.filter((_, i) => (i + 1) % 7 === 0), total: 100 }, 2),
    ).toEqual({ kind: 'walk', after: 350, upTo: 630, skip: 5 });
  });

  it('walks to the end of the ordering when no mark lies past the page', () => {
    expect(pageRead({ k: 3, marks, total: 100 }, 4)).toEqual({
      kind: 'walk',
      after: 780,
      upTo: MAX_POSITION,
      skip: 2,
    });
  });
});

describe('planRead', () => {
  // The figures below are worked out for marks 2,000 entries apart (RULE above).
  const term = makeTerm;

  it('looks up the kept positions of a term with few matches', () => {
    const exact = new Map([['kills', Int32Array.from([5, 9, 70])]]);
    expect(planRead(term({ total: 3, exact }), 'kills', 0, RULE)).toEqual({
      kind: 'positions',
      positions: [5, 9, 70],
    });
  });

  it('walks from the start of the ordering while the page lies within walkRows entries', () => {
    // 6 % of rows match: page 5 ends near entry 2,000.
    expect(planRead(term({}), 'kills', 5, RULE)).toEqual({
      kind: 'walk',
      after: 0,
      upTo: MAX_POSITION,
      skip: 100,
    });
  });

  it('asks for marks of a deep page, then walks between them', () => {
    expect(planRead(term({}), 'kills', 900, RULE)).toEqual({ kind: 'marks', k: 120 });
    const marks = new Map([
      ['kills', { k: 120, marks: Int32Array.from({ length: 500 }, (_, i) => (i + 1) * 2000) }],
    ]);
    expect(planRead(term({ marks }), 'kills', 900, RULE)).toEqual({
      kind: 'walk',
      after: 300_000,
      upTo: 302_000,
      skip: 0,
    });
  });

  it('asks for every position of a term with few matches known without them', () => {
    expect(planRead(term({ total: 500 }), 'kills', 20, RULE)).toEqual({ kind: 'exact' });
  });

  it('walks between the marks an import kept for a term of few matches, counting nothing again', () => {
    const marks = new Map([['kills', { k: 5, marks: Int32Array.from([900, 1_800, 2_700]) }]]);
    expect(planRead(term({ total: 17, marks }), 'kills', 0, { walkRows: 10 })).toEqual({
      kind: 'walk',
      after: 0,
      upTo: MAX_POSITION,
      skip: 0,
    });
  });

  it('reads nothing past the last match', () => {
    expect(planRead(term({}), 'kills', 3000, RULE)).toEqual({ kind: 'positions', positions: [] });
  });
});
