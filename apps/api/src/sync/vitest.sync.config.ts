import { defineConfig } from 'vitest/config';

// Runs the sync tests alone: npx vitest run --config apps/api/src/sync/vitest.sync.config.ts
// The package suite (apps/api/vitest.config.ts, src/**/*.test.ts) picks the same files up.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    environment: 'node',
    include: ['src/sync/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
