import { defineConfig } from 'tsup';

export default defineConfig({
  // `testing` is built too: the e2e setup runs under Node against dist, like the built apps.
  // `panel` is the detail panel's view model, its own entry so the page loads it with the panel
  // (docs/adr/0012-page-budget.md); what the entries share lands in chunks they import.
  // `discord` is the server's slash commands and their words: no page imports it
  // (docs/adr/0071-discord-commands.md).
  entry: {
    index: 'src/index.ts',
    panel: 'src/panel.ts',
    // The hall of fame tab's view model and reader, loaded with the tab (docs/adr/0084).
    hall: 'src/hall-view.ts',
    // The comparison's table, loaded with the compare view (docs/adr/0083-compare.md).
    'compare-table': 'src/compare-table.ts',
    // The comparison's history chart, loaded with the view too (docs/adr/0083-compare.md).
    'compare-chart': 'src/compare-chart.ts',
    discord: 'src/discord.ts',
    testing: 'src/testing.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  // Each language's catalog is a chunk of its own (loadCatalog imports it dynamically), written
  // in UTF-8 rather than \u escapes (docs/adr/0061-languages-and-catalogs.md).
  splitting: true,
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
