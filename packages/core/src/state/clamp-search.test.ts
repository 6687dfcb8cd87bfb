import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../contract';
import { clampSearch } from './clamp-search';

describe('clampSearch', () => {
  it('keeps text up to MAX_SEARCH_LENGTH as it is', () => {
    const text = 'r'.repeat(MAX_SEARCH_LENGTH);
    expect(clampSearch(text)).toBe(text);
  });

  it('cuts longer text to MAX_SEARCH_LENGTH', () => {
    expect(clampSearch('r'.repeat(MAX_SEARCH_LENGTH + 5))).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('never splits an emoji in half', () => {
    const text = `${'r'.repeat(MAX_SEARCH_LENGTH - 1)}🦖`;
    expect(clampSearch(text)).toBe('r'.repeat(MAX_SEARCH_LENGTH - 1));
  });
});
