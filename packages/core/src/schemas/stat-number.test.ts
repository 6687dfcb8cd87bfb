import { describe, expect, it } from 'vitest';
import { NameSchema, StatNumberSchema } from './stat-number';

describe('StatNumberSchema', () => {
  it('reads numbers and numeric strings (BIGINTs may arrive as strings)', () => {
    expect(StatNumberSchema.parse(12)).toBe(12);
    expect(StatNumberSchema.parse('9007199254')).toBe(9007199254);
    expect(StatNumberSchema.parse('-1.25')).toBe(-1.25);
  });

  it('reads a missing or null statistic as undefined, so formatters can show N/A or 0', () => {
    expect(StatNumberSchema.parse(undefined)).toBeUndefined();
    expect(StatNumberSchema.parse(null)).toBeUndefined();
  });

  it('rejects text that is not a number', () => {
    for (const value of ['abc', '', '1e5', true, {}]) {
      expect(StatNumberSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('NameSchema', () => {
  it('reads text and numbers as text, missing as empty', () => {
    expect(NameSchema.parse('Alpha')).toBe('Alpha');
    expect(NameSchema.parse(42)).toBe('42');
    expect(NameSchema.parse(null)).toBe('');
  });
});
