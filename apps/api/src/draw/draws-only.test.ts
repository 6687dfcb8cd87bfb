// What draws does not import what serves (docs/adr/0092-drawing-in-one-room.md): the files under
// draw/ (its tests too) name no module of http/, so the arrows run http/ -> draw/ -> store/.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { relativeImports, sourcesUnder } from '@ark/test-support';
import { describe, expect, it } from 'vitest';

const DRAW = __dirname;
const SRC = resolve(DRAW, '..');

/** The imports into http/ of `text`, standing in `dir`. */
const intoHttp = (text: string, dir: string) =>
  relativeImports(text, dir)
    .map((target) => relative(SRC, target))
    .filter((target) => target === 'http' || target.startsWith('http/'));

describe('draw/', () => {
  it('imports no module of http/', () => {
    // This file is left out: its own examples below name http/.
    const files = sourcesUnder(DRAW).filter((file) => file !== __filename);
    const found = files.flatMap((file) =>
      intoHttp(readFileSync(file, 'utf8'), dirname(file)).map(
        (target) => `${relative(SRC, file)} -> ${target}`,
      ),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('sees an import into http/ written in any way, from draw/ or below it', () => {
    const text = [
      "import { a } from '../http/app';",
      "export { b } from '../http/reads';",
      "const c = await import('../http/preview/preview-drawer');",
      "import '../http/security-headers';",
      "import { d } from './board-summary';",
    ].join('\n');
    expect(intoHttp(text, DRAW)).toEqual([
      'http/app',
      'http/reads',
      'http/preview/preview-drawer',
      'http/security-headers',
    ]);
    expect(intoHttp("import { e } from '../../http/app';", join(DRAW, 'preview'))).toEqual([
      'http/app',
    ]);
  });
});
