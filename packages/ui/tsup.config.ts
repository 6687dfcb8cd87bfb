import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  // React and core are the app's to bundle, once.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@ark/core'],
  // The CSS imported by src/index.ts lands in dist/index.css (the "./styles.css" export).
  minify: false,
});
