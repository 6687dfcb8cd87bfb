import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
});
