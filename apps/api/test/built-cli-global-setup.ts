import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';
import tsupConfig from '../tsup.config';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The CLI and server bundled from this run's source (cli.js, main.js and their workers), or
     * null where ARK_TEST_FROM_SOURCE=1 asks for `node --import tsx src/...` instead.
     */
    builtFromSource: string | null;
  }
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A package's dependencies' names, from its package.json. */
const dependenciesOf = (dir: string): string[] =>
  Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies ?? {});

/**
 * What the bundle takes in besides this package's code: the workspace's packages (@ark/*) and
 * those of their dependencies this package does not have itself (core's ky), which node could
 * not find from here.
 */
function bundledPackages(): (string | RegExp)[] {
  const own = dependenciesOf(apiDir);
  const theirs = own
    .filter((name) => name.startsWith('@ark/'))
    .flatMap((name) => dependenciesOf(join(apiDir, 'node_modules', name)));
  return [/^@ark\//, ...new Set(theirs.filter((name) => !own.includes(name)))];
}

/**
 * Bundles the CLI and the server once per test run from the source as it is now, the way the
 * package's build does (tsup.config.ts's entries, workers beside them), @ark/* read from source
 * and bundled in, so a test that starts `ark` or the server runs what an admin runs without
 * compiling TypeScript in every child process and worker thread (about 1.5 s of CPU each: the
 * suite starts over a hundred). The folder sits directly in the package, as dist/ does: the
 * server finds the package folder one level up. One folder per run, removed after it.
 * Under `npm test` (ARK_TEST_BUILT=1), the build that ran just before from this same tree is
 * used instead: nothing is built twice (docs/adr/0082-tests-start-from-images.md).
 */
export default async function setup(project: TestProject) {
  if (process.env.ARK_TEST_FROM_SOURCE === '1') {
    project.provide('builtFromSource', null);
    return;
  }
  if (process.env.ARK_TEST_BUILT === '1') {
    project.provide('builtFromSource', join(apiDir, 'dist'));
    return;
  }
  const outDir = join(apiDir, `.test-build-${process.pid}`);
  const { entry, format, target, platform } = tsupConfig as Exclude<
    typeof tsupConfig,
    unknown[] | ((...args: never[]) => unknown)
  >;
  await build({
    config: false,
    entry,
    format,
    target,
    platform,
    outDir,
    clean: true,
    silent: true,
    sourcemap: false,
    skipNodeModulesBundle: true,
    // The workspace's own packages from source, as the tests read them (vitest.config.ts).
    noExternal: bundledPackages(),
    esbuildOptions(options) {
      options.conditions = ['@ark/source'];
    },
  });
  project.provide('builtFromSource', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
