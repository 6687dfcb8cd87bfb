import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/core (the contract's paths, freePort) is read from its source: no build of it first.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The production start is a real server on a fresh embedded store: migrations on 2 shared cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
