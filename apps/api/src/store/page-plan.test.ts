import { describe, expect, it } from 'vitest';
import { likePattern, type PageLookup, planPage, WORD_SAMPLE_ROWS } from './page-plan';
import { MAX_POSITION, type TermMatches } from './search-positions';

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

// Marks 2,000 entries apart, as search-positions.test works its figures out.
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

  it('counts a new one-word term by the trigram index, its wildcards escaped', () => {
    expect(planPage(makeLookup({ search: '50%', page: 2 }), { term: null })).toEqual({
      kind: 'count',
      source: 'trigram',
      like: '%50\\%%',
      offset: 40,
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
