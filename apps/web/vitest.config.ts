import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // @ark/core and @ark/ui are read from source (their `@ark/source` export): no build first.
  resolve: { conditions: ['@ark/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // The fallback tests run the real client, whose retries take ~0.75 s per call: on 2 busy cores
    // (every package's tests now start at once, with no build before them) that passes 5 s.
    testTimeout: 15_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
