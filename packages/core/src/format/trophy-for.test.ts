import { describe, expect, it } from 'vitest';
import { trophyFor } from './trophy-for';

describe('trophyFor', () => {
  it('gives ranks 1, 2 and 3 a gold, silver and bronze trophy', () => {
    expect(trophyFor(1)).toBe(1);
    expect(trophyFor(2)).toBe(2);
    expect(trophyFor(3)).toBe(3);
  });

  it('gives trophies only to ranks 1 to 3', () => {
    expect(trophyFor(4)).toBeNull();
    expect(trophyFor(0)).toBeNull();
    expect(trophyFor(-1)).toBeNull();
    expect(trophyFor(1.5)).toBeNull();
  });

  it('gives no trophy when the rank is missing', () => {
    expect(trophyFor(undefined)).toBeNull();
    expect(trophyFor(null)).toBeNull();
  });
});
