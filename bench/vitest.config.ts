import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace's packages from their source (their `@ark/source` export), as the benchmarks
  // run them: @ark/api's internals have no build.
  ssr: { resolve: { conditions: ['@ark/source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The root's `npm test` counts every package's report.
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
