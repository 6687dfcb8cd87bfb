import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUSTER, FALLBACK_CLUSTERS, TROPHY_RANKS } from './constants';
import { MAX_SEARCH_LENGTH, PAGE_SIZE } from './contract';

describe('PAGE_SIZE', () => {
  it('is 20, as seen in the fallback slicing', () => {
    expect(PAGE_SIZE).toBe(20);
  });
});

describe('DEFAULT_CLUSTER', () => {
  it('is SOLO', () => {
    expect(DEFAULT_CLUSTER).toBe('SOLO');
  });
});

describe('FALLBACK_CLUSTERS', () => {
  it('are SOLO (Solos), DUO (Duos), 3MAN (3 Man), 4MAN (4 Man) and 100 (100x)', () => {
    expect(FALLBACK_CLUSTERS).toEqual([
      { key: 'SOLO', display: 'Solos' },
      { key: 'DUO', display: 'Duos' },
      { key: '3MAN', display: '3 Man' },
      { key: '4MAN', display: '4 Man' },
      { key: '100', display: '100x' },
    ]);
  });
});

describe('TROPHY_RANKS', () => {
  it('gives trophies to ranks 1 to 3', () => {
    expect(TROPHY_RANKS).toBe(3);
  });
});

describe('MAX_SEARCH_LENGTH', () => {
  it('is 64 characters, the longest search the server accepts', () => {
    expect(MAX_SEARCH_LENGTH).toBe(64);
  });
});
