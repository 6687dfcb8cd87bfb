import { defineConfig } from 'tsup';

export default defineConfig({
  // The components and, on its own, the stylesheet (its @imports inlined): `./styles.css`.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  // React and core are the app's to bundle, once.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@ark/core'],
  minify: false,
});
