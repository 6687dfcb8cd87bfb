// What draws does not import what serves (docs/adr/0092-drawing-in-one-room.md): the files under
// draw/ (its tests too) name no module of http/, so the arrows run http/ -> draw/ -> store/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DRAW = __dirname;
const SRC = resolve(DRAW, '..');

/** Every TypeScript file under `dir`, as paths. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The relative modules a file's text names (`import … from`, `export … from`, `import()`), as
 * paths from src/, the file standing in `dir`.
 */
function relativeImports(text: string, dir: string): string[] {
  const named = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm);
  return [...named].map(([, specifier]) => relative(SRC, resolve(dir, specifier as string)));
}

/** The imports into http/ of `text`, standing in `dir`. */
const intoHttp = (text: string, dir: string) =>
  relativeImports(text, dir).filter((target) => target === 'http' || target.startsWith('http/'));

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
