import { RANKINGS_PATHS } from '@ark/core';
import { describe, expect, it } from 'vitest';
import { churnPath } from './churn';

describe('churnPath', () => {
  it('gives a distinct address per request: searched pages, API calls and detail calls', () => {
    const space = { clusters: ['SOLO', 'DUO'], players: 300 };
    const paths = Array.from({ length: 4000 }, (_, n) => churnPath(n, space));
    expect(new Set(paths).size).toBe(paths.length);
    const pages = paths.filter((path) => path.startsWith('/?'));
    expect(pages.filter((path) => path.includes('search=')).length).toBeGreaterThan(1000);
    const api = Object.values(RANKINGS_PATHS);
    const rankings = paths.filter((path) => api.some((p) => path.startsWith(`${p}?`)));
    // Details until each (id, cluster) pair was asked once: 300 players and 30 tribes, 2 clusters.
    const details = paths.filter((path) => !path.startsWith('/?') && !rankings.includes(path));
    expect(details).toHaveLength(250 + 60);
    expect(rankings).toHaveLength(4000 - pages.length - details.length);
    expect(pages).toHaveLength(2000);
  });
});
