// apps/api's imports make no circle (docs/adr/0102-the-read-door-finished.md), types included, but
// the search plan's own pair (store/name-grams.ts and store/page-plan.ts import each other), left to
// the search path's rework: with those two files out of the graph, any other circle fails here.
import { relative } from 'node:path';
import { importCircles, importGraph, sourcesUnder } from '@ark/test-support';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;
/** The search plan's pair, whose circle the search path's rework removes. */
const SEARCH_PLAN = ['store/name-grams.ts', 'store/page-plan.ts'];

describe('apps/api’s imports', () => {
  it('make no circle outside the search plan’s pair', () => {
    const shipped = sourcesUnder(SRC).filter(
      (file) => !file.endsWith('.test.ts') && !SEARCH_PLAN.includes(relative(SRC, file)),
    );
    expect(shipped.length).toBeGreaterThan(150);
    const circles = importCircles(importGraph(shipped));
    expect(circles.map((circle) => circle.map((file) => relative(SRC, file)))).toEqual([]);
  });
});
