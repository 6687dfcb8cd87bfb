import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('shows 0 when a tribe kill, death or tame kill count is missing', () => {
    expect(formatCount(undefined)).toBe('0');
  });

  it('uses thousands separators when a count exceeds 999', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1000000)).toBe('1,000,000');
  });

  it('shows small counts as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(42)).toBe('42');
  });
});
