import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score';

describe('formatScore', () => {
  it('shows Tribe Score with thousands separators', () => {
    expect(formatScore(1234567)).toBe('1,234,567');
    expect(formatScore(999)).toBe('999');
  });

  it('shows N/A when Tribe Score is missing', () => {
    expect(formatScore(undefined)).toBe('N/A');
  });

  it('shows a score of 0 as 0, not N/A', () => {
    expect(formatScore(0)).toBe('0');
  });
});
