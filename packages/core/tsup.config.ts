import { defineConfig } from 'tsup';

export default defineConfig({
  // `testing` is built too: the e2e setup runs under Node against dist, like the built apps.
  entry: { index: 'src/index.ts', testing: 'src/testing.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
