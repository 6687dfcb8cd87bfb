import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/core and @ark/ui are read from source (their `@ark/source` export): no build first.
  resolve: { conditions: ['@ark/source', ...defaultClientConditions] },
  test: {
    // One module graph and one jsdom per worker, not one per file: the environment and imports were
    // 80 % of this suite's time, and its files pass in any order (docs/benchmarks.md, "The suite's
    // time"; docs/adr/0082-tests-start-from-images.md).
    isolate: false,
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The fallback tests run the real client, whose retries take ~0.75 s per call: on 2 shared
    // cores (every package's tests start at once, with no build before them; load average 15 here)
    // one took 16 s.
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
