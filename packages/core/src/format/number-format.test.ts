import { describe, expect, it } from 'vitest';
import { groupDigits, groupTwoDecimals, isShown } from './number-format';

describe('groupDigits', () => {
  it('uses en-US thousands separators', () => {
    expect(groupDigits(1234567)).toBe('1,234,567');
  });
});

describe('groupTwoDecimals', () => {
  it('uses en-US thousands separators and exactly two decimals', () => {
    expect(groupTwoDecimals(1234.5)).toBe('1,234.50');
    expect(groupTwoDecimals(0)).toBe('0.00');
  });
});

describe('isShown', () => {
  it('accepts finite numbers only', () => {
    expect(isShown(0)).toBe(true);
    for (const n of [undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isShown(n)).toBe(false);
  });
});
