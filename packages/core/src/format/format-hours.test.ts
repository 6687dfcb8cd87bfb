import { describe, expect, it } from 'vitest';
import { formatHours } from './format-hours';

describe('formatHours', () => {
  it('shows minutes divided by 60 to two decimals followed by hrs', () => {
    expect(formatHours(90)).toBe('1.50 hrs');
    expect(formatHours(61)).toBe('1.02 hrs');
    expect(formatHours(0)).toBe('0.00 hrs');
  });

  it('shows N/A when the time is missing', () => {
    expect(formatHours(undefined)).toBe('N/A');
  });

  it('shows N/A when the time is not a finite number', () => {
    expect(formatHours(Number.NaN)).toBe('N/A');
  });

  it('uses thousands separators when the hours exceed 999', () => {
    expect(formatHours(74070)).toBe('1,234.50 hrs');
  });
});
