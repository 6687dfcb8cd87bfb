import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli/ark.ts',
    bench: 'src/bench/bench.ts',
    'bench-import': 'src/bench/bench-import.ts',
    'bench-reads': 'src/bench/bench-reads.ts',
    // Spawned by bench-reads (in its own process), beside it.
    'read-load': 'src/bench/read-load.ts',
    // Worker threads: each beside the bundles that start them (spawnWorker).
    'pglite-worker': 'src/db/pglite-worker.ts',
    'sync-worker': 'src/sync/sync-worker.ts',
  },
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // Run from the installed workspace: keep every package (autocannon included) external.
  skipNodeModulesBundle: true,
});
