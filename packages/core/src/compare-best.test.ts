import { describe, expect, it } from 'vitest';
import { bestOf, statOf } from './compare-best';

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
