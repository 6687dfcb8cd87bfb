import { describe, expect, it } from 'vitest';
import { bestOf, COMPARE_LIST_MAX, COMPARE_MAX, readCompareList, statOf } from './compare';

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

describe('bestOf', () => {
  it('marks the highest value, every place of a tie', () => {
    expect(bestOf('kills', [3, 9, null, 9])).toEqual([1, 3]);
  });

  it('marks the lowest value of deaths', () => {
    expect(bestOf('deaths', [3, 9, 3])).toEqual([0, 2]);
  });

  it('marks nothing when no place has a value', () => {
    expect(bestOf('time_played', [null, null])).toEqual([]);
  });
});

describe('statOf', () => {
  it('reads the value of the statistic a filter ranks by, and null where there is none', () => {
    expect(statOf('players', { PlayerKills: 9, DeathByPlayer: null }, 'kills')).toBe(9);
    expect(statOf('players', { PlayerKills: 9, DeathByPlayer: null }, 'deaths')).toBeNull();
    expect(statOf('tribes', { DamageScore: 5 }, 'tribe_score')).toBe(5);
    expect(statOf('players', { PlayerKills: 9 }, 'tribe_score')).toBeNull();
  });
});
