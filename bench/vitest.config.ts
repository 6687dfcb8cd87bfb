import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The root's `npm test` counts every package's report.
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
