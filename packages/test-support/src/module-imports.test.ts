import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph, relativeSpecifiers, sourcesUnder } from './module-imports';

/** A package of `files` (path -> text) in a folder of its own. */
function packageOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ark-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  made.push(dir);
  return dir;
}
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The circles of a package's files, as paths inside it. */
const circlesOf = (dir: string) =>
  importCircles(importGraph(sourcesUnder(dir))).map((circle) =>
    circle.map((file) => file.slice(dir.length + 1)),
  );

describe('relativeSpecifiers', () => {
  it('sees a relative module named in any way, and no package', () => {
    const text = [
      "import { a } from '../format';",
      "import type { B } from './b';",
      'import {',
      '  c,',
      "} from './i18n/c';",
      "export { d } from './d';",
      "const e = await import('./e');",
      "import './f';",
      "import { z } from 'zod';",
      "import { g } from '@ark/core';",
    ].join('\n');
    expect(relativeSpecifiers(text)).toEqual(['../format', './b', './i18n/c', './d', './e', './f']);
  });
});

describe('importCircles', () => {
  it('finds none where the arrows run one way', () => {
    const dir = packageOf({
      'index.ts': "export * from './format';\nexport * from './i18n';",
      'format.ts': "import { t } from './i18n/translate';",
      'i18n/index.ts': "export * from './translate';",
      'i18n/translate.ts': 'export const t = 1;',
    });
    expect(circlesOf(dir)).toEqual([]);
  });

  it('finds a circle through a folder, a type import and a folder index alike', () => {
    const dir = packageOf({
      'format.ts': "import type { Phrase } from './i18n';",
      'i18n/index.ts': "export * from './phrases';",
      'i18n/phrases.ts': "import { formatCount } from '../format';",
      'leaf.ts': "import { formatCount } from './format';",
    });
    expect(circlesOf(dir)).toEqual([['format.ts', 'i18n/index.ts', 'i18n/phrases.ts']]);
  });

  it('finds each circle apart, and a file importing itself', () => {
    const dir = packageOf({
      'a.ts': "import { b } from './b';",
      'b.ts': "import { a } from './a.ts';",
      'c.ts': "const c = await import('./d');",
      'd.ts': "export { c } from './c';",
      'e.ts': "import { e } from './e';",
    });
    expect(circlesOf(dir)).toEqual([['a.ts', 'b.ts'], ['c.ts', 'd.ts'], ['e.ts']]);
  });
});
