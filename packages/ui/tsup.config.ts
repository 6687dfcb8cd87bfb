import { defineConfig } from 'tsup';

export default defineConfig({
  // The components; the detail panel on its own (`./detail`), so the page can load it when a panel
  // first opens; the hall of fame tab (`./hall`), loaded with the tab; and, on its own, the
  // stylesheet (its @imports inlined): `./styles.css`. What the script entries share lands in a
  // chunk they import.
  entry: {
    index: 'src/index.ts',
    detail: 'src/detail.ts',
    hall: 'src/hall.ts',
    // The comparison's table and its stylesheet, loaded with the compare view (docs/adr/0083).
    compare: 'src/compare.ts',
    'compare-styles': 'src/compare.css',
    styles: 'src/styles.css',
  },
  format: ['esm'],
  splitting: true,
  dts: {
    entry: {
      index: 'src/index.ts',
      detail: 'src/detail.ts',
      hall: 'src/hall.ts',
      compare: 'src/compare.ts',
    },
  },
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  // React and core are the app's to bundle, once.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@ark/core'],
  minify: false,
});
