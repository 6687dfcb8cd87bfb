import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    constants: 'src/constants.ts',
    'schemas/index': 'src/schemas/index.ts',
    'format/index': 'src/format/index.ts',
    'filters/index': 'src/filters/index.ts',
    'state/index': 'src/state/index.ts',
    'client/index': 'src/client/index.ts',
    'sample/index': 'src/sample/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});
