import { defineConfig } from 'vitest/config';

export default defineConfig({
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
