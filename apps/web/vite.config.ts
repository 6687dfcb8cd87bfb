import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // The dev server reads @ark/core and @ark/ui from source (their `@ark/source` export), so
  // `pnpm dev` needs no build first; the build bundles their dist, as a published app would.
  resolve: command === 'serve' ? { conditions: ['@ark/source', ...defaultClientConditions] } : {},
  server: {
    // The reference API (apps/api) listens here in development.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One entry chunk, loaded by a module script: browsers with ES modules need no preload polyfill.
    modulePreload: { polyfill: false },
  },
}));
