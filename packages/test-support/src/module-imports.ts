// A package's own import graph, read from its files' text (docs/adr/0102-the-read-door-finished.md):
// which relative modules each file names, and the circles they make, so a test can keep a
// package's arrows one way (core's folders, apps/api's draw/ below http/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every TypeScript file under `dir` and its folders, as paths. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The relative specifiers a file's text names, as written: `import … from`, `import type … from`,
 * `export … from`, `import()` and a bare `import '…'`.
 * @example relativeSpecifiers("import { a } from '../format';") // ["../format"]
 */
export function relativeSpecifiers(text: string): string[] {
  const named = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm);
  return [...named].map(([, specifier]) => specifier as string);
}

/** The relative modules a file's text names, as paths resolved from `dir` (no extension added). */
export const relativeImports = (text: string, dir: string): string[] =>
  relativeSpecifiers(text).map((specifier) => resolve(dir, specifier));

/** The file a resolved module path names: itself, with .ts or .tsx, or its folder's index. */
function fileOf(path: string): string | null {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Each of `files` with the files among them it imports (a module outside them is left out). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const imported = relativeImports(readFileSync(file, 'utf8'), dirname(file)).map(fileOf);
      return [file, imported.filter((target): target is string => !!target && known.has(target))];
    }),
  );
}

/**
 * The circles of an import graph: each set of files that reach one another (a file importing
 * itself too), its files sorted; none for a graph whose arrows run one way.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components, by recursion: a package's depth is small.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let top: string | undefined;
    do {
      top = stack.pop() as string;
      onStack.delete(top);
      part.push(top);
    } while (top !== file);
    if (part.length > 1 || graph.get(file)?.includes(file)) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
