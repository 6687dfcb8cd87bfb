import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/test-support is read from its source (its `@ark/source` export), so no build is needed
  // first. The rest are Vite's server defaults (defaultServerConditions), as in apps/api.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every package's tests start at once (no build before them) on 2 shared cores: a plain render
    // or a local HTTP call has been seen to pass 5 s under that load.
    testTimeout: 15_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
