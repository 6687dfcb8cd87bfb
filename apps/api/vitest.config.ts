import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/core is read from its source (its `@ark/source` export), so no build is needed first.
  // The rest are Vite's server defaults (defaultServerConditions); this package does not depend on
  // vite to import them.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    // The tests that start `node --import tsx src/...` (the CLI, the server, a killed import) run
    // source too: Node resolves @ark/core through the same condition.
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=@ark/source']
        .filter(Boolean)
        .join(' '),
    },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    globalSetup: [
      './test/store-images-global-setup.ts',
      './test/postgres-global-setup.ts',
      './test/built-cli-global-setup.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (wasm); keep file parallelism modest on 2 cores.
    maxWorkers: 2,
  },
});
