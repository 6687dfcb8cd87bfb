#!/usr/bin/env node
// A contributor's loop (`npm run test:changed [-- BASE]`): runs only what the working tree's
// changes reach, against BASE (default HEAD, so the uncommitted changes). In a package with
// changed files, the test files whose imports reach one (vitest's --changed); in every package
// that depends on it, its whole suite (vitest's module graph does not follow a change across
// packages). End-to-end specs run when a spec itself changed; the rest of what the browser meets
// is left to `npm test`, which runs everything, before you push.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPnpm, root } from './bootstrap.mjs';

const base = process.argv[2] ?? 'HEAD';
/** The workspace's packages with tests, by folder. */
const PACKAGES = ['packages/test-support', 'packages/core', 'packages/ui', 'apps/api', 'apps/web']
  .concat('deploy', 'bench')
  .filter((dir) => existsSync(join(root, dir, 'package.json')));

const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const nameOf = (dir) => manifest(dir).name;
/** The workspace packages `dir` depends on, by name. */
const workspaceDeps = (dir) => {
  const { dependencies = {}, devDependencies = {} } = manifest(dir);
  return Object.entries({ ...dependencies, ...devDependencies })
    .filter(([, spec]) => String(spec).startsWith('workspace:'))
    .map(([name]) => name);
};

/** Files changed against `base`, committed or not, and files git does not track yet. */
function changedFiles() {
  const git = (args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [
    ...new Set([
      ...git(['diff', '--name-only', base]),
      ...git(['ls-files', '--others', '--exclude-standard']),
    ]),
  ];
}

/** The package folders `files` touch. */
const touchedPackages = (files) =>
  new Set(PACKAGES.concat('e2e').filter((dir) => files.some((f) => f.startsWith(`${dir}/`))));

/** The touched packages, and every package that depends on one of them. */
function reachedPackages(touched) {
  const reached = new Set(touched);
  let grew = true;
  while (grew) {
    grew = false;
    for (const dir of PACKAGES) {
      if (reached.has(dir)) continue;
      const names = [...reached].map(nameOf);
      if (workspaceDeps(dir).some((dep) => names.includes(dep))) {
        reached.add(dir);
        grew = true;
      }
    }
  }
  return reached;
}

const files = changedFiles();
if (files.length === 0) {
  console.log(`test:changed: nothing differs from ${base}`);
  process.exit(0);
}
const touched = touchedPackages(files);
const reached = reachedPackages(touched);
const pnpm = findPnpm();
if (!pnpm(['install'])) process.exit(1);
// The suites' global set-ups import the test helpers' and core's builds (quick when turbo has them).
if (!pnpm(['exec', 'turbo', 'run', 'build', '--filter=@ark/test-support', '--filter=@ark/core']))
  process.exit(1);
const failed = [];
for (const dir of PACKAGES.filter((d) => reached.has(d))) {
  const only = touched.has(dir) ? ['--changed', base] : [];
  const args = ['--filter', nameOf(dir), 'exec', 'vitest', 'run', ...only, '--passWithNoTests'];
  if (!pnpm(args)) failed.push(dir);
}
const specs = files.filter(
  (file) => /^e2e\/tests\/.+\.spec\.ts$/.test(file) && existsSync(join(root, file)),
);
if (specs.length > 0) {
  const built = pnpm(['exec', 'turbo', 'run', 'build', '--filter=@ark/api', '--filter=@ark/web']);
  const e2e = ['--filter', '@ark/e2e', 'exec', 'playwright', 'test'];
  if (!built || !pnpm([...e2e, ...specs.map((spec) => spec.slice('e2e/'.length))]))
    failed.push('e2e');
} else if (
  reached.has('e2e') ||
  ['apps/web', 'packages/ui', 'apps/api'].some((d) => reached.has(d))
)
  console.log('\ntest:changed: end-to-end specs not run (none changed); `npm test` runs them all');
console.log(
  failed.length === 0
    ? `\ntest:changed: passed (${[...reached].join(', ')})`
    : `\ntest:changed: failed in ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
