import { defineConfig } from 'tsup';

export default defineConfig({
  // Built because the e2e setup and the page benchmark run under Node against dist.
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
