import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  // The dev server reads @ark/core and @ark/ui from source (their `@ark/source` export), so
  // `pnpm dev` needs no build first; the build bundles their dist, as a published app would.
  resolve: command === 'serve' ? { conditions: ['@ark/source', ...defaultClientConditions] } : {},
  server: {
    // The reference API (apps/api) listens here in development.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  // The server-render bundle holds everything it needs (React included): the API server loads it
  // by path at run time, from wherever the build is (docs/decisions.md#first-paint).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        // The client build empties dist first; this one adds to it (the template is already here).
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // One entry chunk, loaded by a module script: browsers with ES modules need no preload polyfill.
        modulePreload: { polyfill: false },
      },
}));
