import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    globalSetup: ['./test/postgres-global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (wasm); keep file parallelism modest on 2 cores.
    maxWorkers: 2,
  },
});
