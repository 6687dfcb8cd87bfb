import { describe, expect, it } from 'vitest';
import { COMPARE_LIST_MAX, COMPARE_MAX, readCompareList } from './compare';

describe('readCompareList', () => {
  it('keeps the ids in the order given', () => {
    expect(readCompareList('b,a')).toEqual({ ids: ['b', 'a'], leftOut: [] });
  });

  it('leaves out a repeated id and those past the fourth, and says why', () => {
    expect(readCompareList('a,b,a,c,d,e')).toEqual({
      ids: ['a', 'b', 'c', 'd'],
      leftOut: [
        { id: 'a', reason: 'repeated' },
        { id: 'e', reason: 'over_limit' },
      ],
    });
    expect(COMPARE_MAX).toBe(4);
  });

  it('names the entries that are not ids', () => {
    expect(readCompareList('a,<b>,,c d')).toEqual({ bad: ['<b>', '', 'c d'] });
  });

  it('refuses an empty list and one longer than its limit as a whole', () => {
    expect(readCompareList('')).toEqual({ bad: [''] });
    const long = Array.from({ length: COMPARE_LIST_MAX + 1 }, (_, i) => `p${i}`).join(',');
    expect(readCompareList(long)).toEqual({ bad: [long] });
  });
});
