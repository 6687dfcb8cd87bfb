import { describe, expect, it } from 'vitest';
import { formatTribeKd } from './format-tribe-kd';

describe('formatTribeKd', () => {
  it('shows a tribe KD as given', () => {
    expect(formatTribeKd('1.57')).toBe('1.57');
    expect(formatTribeKd('4.00')).toBe('4.00');
    expect(formatTribeKd('4')).toBe('4');
  });

  it('shows 0 when the tribe KD is missing', () => {
    expect(formatTribeKd(undefined)).toBe('0');
  });
});
