import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli/ark.ts',
    // Worker threads: each beside the bundles that start them (spawnWorker).
    'pglite-worker': 'src/db/pglite-worker.ts',
    'sync-worker': 'src/sync/sync-worker.ts',
    'preview-thread': 'src/http/preview/preview-thread.ts',
    'demo-worker': 'src/sources/demo-worker.ts',
  },
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // Run from the installed workspace: keep every package external.
  skipNodeModulesBundle: true,
});
