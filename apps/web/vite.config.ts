import MagicString from 'magic-string';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { firstPaint } from './build/first-paint.ts';

/**
 * Calls the page's lazy chunks with a bare `import()`, leaving Vite's preload helper out of the
 * first load (docs/adr/0012-page-budget.md, docs/benchmarks.md#page-size). The helper preloads a lazy chunk's own
 * imports, and the page's lazy chunks import only the entry chunk, which is already loaded; its
 * other job, the `vite:preloadError` event, has no listener: app.tsx catches a failed import.
 */
function bareDynamicImports(): Plugin {
  return {
    name: 'ark:bare-dynamic-imports',
    apply: 'build',
    renderChunk(code) {
      // Before minification: `__vitePreload(() => import("./x.js"), __VITE_PRELOAD__)`.
      const call = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;
      const out = new MagicString(code);
      for (const match of code.matchAll(call)) {
        out.overwrite(match.index, match.index + match[0].length, match[1] as string);
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null;
    },
    // With no helper, a lazy chunk that imported a chunk the first load does not have would load
    // it one round trip later: the build says so instead.
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const firstLoad = new Set<string>();
      const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        if (firstLoad.has(name)) continue;
        firstLoad.add(name);
        queue.push(...(chunks.get(name)?.imports ?? []));
      }
      for (const chunk of chunks.values()) {
        const late = chunk.isDynamicEntry ? chunk.imports.filter((n) => !firstLoad.has(n)) : [];
        if (late.length > 0) {
          this.error(
            `${chunk.fileName} imports ${late.join(', ')}: not preloaded without the helper`,
          );
        }
      }
    },
  };
}

// What every first load takes (the packages, React, the page's modules, its entry too, but its
// lazy views): one chunk, compressed as one, named as the entry (`index-*.js`) it holds. The
// entry has no top-level await, so the lazy chunks importing this one never wait on it
// (docs/adr/0083-compare.md: one stream instead of two saved 0.36 KB).
const FIRST_LOAD_MODULES =
  /\/packages\/(core|ui)\/dist\/(chunk-|index\.js)|\/node_modules\/(react|react-dom|scheduler|zustand)\/|\/apps\/web\/src\/(?!detail-view|hall-sections)/;

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/**
 * Where a module is imported from, following static imports back: 'entry' when the page's entry
 * imports it however deep, else the lazily imported modules (the lazy chunks' roots) that do.
 */
function importRoots(id: string, moduleInfo: ModuleInfoOf): 'entry' | Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
    const info = moduleInfo(at);
    if (info === null) continue;
    if (info.isEntry) return 'entry';
    if (info.dynamicImporters.length > 0) roots.add(at);
    for (const importer of info.importers) {
      if (!seen.has(importer)) queue.push(importer);
      seen.add(importer);
    }
  }
  return roots;
}

/**
 * The first load's chunk takes a first-load module the entry imports, and one two lazy chunks
 * share (with no preload helper, a chunk of its own would cost them a round trip). One that a
 * single lazy chunk needs goes with it: the history chart's scales and ui's chart parts, which
 * only the panel and the comparison draw (docs/adr/0084).
 */
function firstLoadChunk(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }) {
  if (!FIRST_LOAD_MODULES.test(id)) return undefined;
  const roots = importRoots(id, getModuleInfo);
  return roots === 'entry' || roots.size > 1 ? 'index' : undefined;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-render bundle has no lazy chunks of its own to load (everything is inlined).
  plugins: isSsrBuild ? [] : [bareDynamicImports(), firstPaint()],
  // The dev server reads @ark/core and @ark/ui from source (their `@ark/source` export), so
  // `pnpm dev` needs no build first; the build bundles their dist, as a published app would.
  resolve: command === 'serve' ? { conditions: ['@ark/source', ...defaultClientConditions] } : {},
  server: {
    // The reference API (apps/api) listens here in development.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  // The server-render bundle holds everything it needs (React included): the API server loads it
  // by path at run time, from wherever the build is (docs/adr/0016-first-paint.md).
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
        rollupOptions: {
          output: {
            // The first load's modules in one chunk, compressed as one stream (docs/adr/0084).
            manualChunks: firstLoadChunk,
          },
        },
      },
}));
