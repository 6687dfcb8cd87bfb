// apps/api's imports make no circle (docs/adr/0102-the-read-door-finished.md), types included.
import { relative } from 'node:path';
import { importCircles, importGraph, sourcesUnder } from '@ark/test-support';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;

describe('apps/api’s imports', () => {
  it('make no circle', () => {
    const shipped = sourcesUnder(SRC).filter((file) => !file.endsWith('.test.ts'));
    expect(shipped.length).toBeGreaterThan(150);
    const circles = importCircles(importGraph(shipped));
    expect(circles.map((circle) => circle.map((file) => relative(SRC, file)))).toEqual([]);
  });
});
