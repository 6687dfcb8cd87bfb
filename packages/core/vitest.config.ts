import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/test-support is read from its source (its `@ark/source` export), so no build is needed
  // first. The rest are Vite's server defaults (defaultServerConditions), as in apps/api.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    // One module graph and one jsdom per worker, not one per file: the environment and imports were
    // 80 % of this suite's time, and its files pass in any order (docs/benchmarks.md, "The suite's
    // time"; docs/adr/0082-tests-start-from-images.md).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every package's tests start at once (no build before them) on 2 shared cores: a plain render
    // or a local HTTP call has been seen to pass 5 s under that load.
    testTimeout: 15_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
