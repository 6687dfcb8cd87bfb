import { describe, expect, it } from 'vitest';
import { clip, MAX_ECHO } from './clip';

describe('clip', () => {
  it('keeps text up to the limit as it is', () => {
    expect(clip('/api/ark')).toBe('/api/ark');
    expect(clip('a'.repeat(MAX_ECHO))).toBe('a'.repeat(MAX_ECHO));
  });

  it('cuts longer text to the limit and marks the cut', () => {
    expect(clip('a'.repeat(15_000))).toBe(`${'a'.repeat(MAX_ECHO)}…`);
  });
});
