// Core's arrows run one way (docs/adr/0102-the-read-door-finished.md): no file imports from a folder
// above its own, and no files import one another round in a circle, types included.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { importCircles, importGraph, relativeSpecifiers, sourcesUnder } from '@ark/test-support';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;
/** Every file of core's source, its tests too, as paths under src/. */
const files = sourcesUnder(SRC);
const named = (file: string) => relative(SRC, file);

describe('core’s imports', () => {
  it('read every file, the folders’ too', () => {
    expect(files.map(named)).toEqual(
      expect.arrayContaining(['index.ts', 'format.ts', 'phrases.ts', 'i18n/catalogs/de.ts']),
    );
  });

  it('never run back up to a folder above the importing file', () => {
    const upward = files.flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('../'))
        .map((specifier) => `${named(file)} -> ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it('make no circle', () => {
    const shipped = files.filter((file) => !file.endsWith('.test.ts'));
    expect(importCircles(importGraph(shipped)).map((circle) => circle.map(named))).toEqual([]);
  });
});
