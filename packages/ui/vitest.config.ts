import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @ark/core is read from its source (its `@ark/source` export), so no build is needed first.
  resolve: { conditions: ['@ark/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Every package's tests start at once (no build before them) on 2 shared cores: a plain render
    // or a local HTTP call has been seen to pass 5 s under that load.
    testTimeout: 15_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
