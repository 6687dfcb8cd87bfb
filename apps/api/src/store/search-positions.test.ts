import { describe, expect, it } from 'vitest';
import { MAX_POSITION, markStep, pageRead, planRead, type TermMatches } from './search-positions';

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
  // The figures below are worked out for marks 2,000 entries apart.
  const RULE = { exactMax: 20_000, walkRows: 2_000 };
  const term = (over: Partial<TermMatches>): TermMatches => ({
    version: 1,
    total: 60_000,
    rows: 1_000_000,
    exact: null,
    marks: new Map(),
    ...over,
  });

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

  it('reads nothing past the last match', () => {
    expect(planRead(term({}), 'kills', 3000, RULE)).toEqual({ kind: 'positions', positions: [] });
  });
});
