import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (this package is its `deploy/` folder). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A file of the repository as text, by its path from the root. */
export function readRepoFile(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

/**
 * The command `npm run NAME` ends up running at the root: package.json's script, without a leading
 * `exec` (which only puts the command in the place of npm's shell), if there is such a script.
 */
export function rootScript(name: string): string | undefined {
  const manifest = JSON.parse(readRepoFile('package.json')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts?.[name]?.replace(/^exec\s+/, '');
}
