import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './test/slow-files-first.ts';

// Under `npm test` the CLI and the server come from the build that just ran (ARK_TEST_BUILT=1,
// test/built-cli-global-setup.ts): it imports @ark/core's build, never its source.
const fromBuild = process.env.ARK_TEST_BUILT === '1';

export default defineConfig({
  // @ark/core is read from its source (its `@ark/source` export), so no build is needed first.
  // The rest are Vite's server defaults (defaultServerConditions); this package does not depend on
  // vite to import them.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    // The tests that start `node --import tsx src/...` (the CLI, the server, a killed import) run
    // source too: Node resolves @ark/core through the same condition, unless the run is on a build.
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, fromBuild ? '' : '--conditions=@ark/source']
        .filter(Boolean)
        .join(' '),
    },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    // ARK_TEST_COSTS=1: each file's import, run and children's CPU (test/file-costs.ts).
    setupFiles: process.env.ARK_TEST_COSTS === '1' ? ['./test/file-costs.ts'] : [],
    globalSetup: [
      // The run's one MariaDB, started on the first file's request (none for a run that reads none).
      './test/mariadb-global-setup.ts',
      './test/store-images-global-setup.ts',
      './test/postgres-global-setup.ts',
      './test/built-cli-global-setup.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Measured quiet on 2 cores (docs/benchmarks.md, "The suite's time"): one module graph per
    // worker saves most of the imports, and a third worker fills the time the others wait on a
    // CLI or server child.
    isolate: false,
    maxWorkers: 3,
    // The slowest files first, from a checked-in list (a fresh clone has no results cache), so
    // the three workers end together.
    sequence: { sequencer: SlowFilesFirst },
  },
});
