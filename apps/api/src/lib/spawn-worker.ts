import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the calling module: `name.js` in the bundle
 * (each worker module is its own tsup entry in dist, beside the bundles that start it), `name.ts`
 * when running from source, loaded through tsx's API (a worker's `--import tsx` does not load on
 * Node 20).
 */
export function spawnWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const source = new URL(`./${name}.ts`, callerUrl).href;
  // tsx's ESM API (the `import` target of its `./esm/api` export; its CommonJS one fails here).
  const tsxDir = dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(callerUrl)}))`;
  return new Worker(boot, { ...options, eval: true });
}
