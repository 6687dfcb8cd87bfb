import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { LIFELINE_FD, lifelineStdio } from './lifeline';

/** tsx's folder, resolved from the calling module. */
const tsxDir = (callerUrl: string) => dirname(createRequire(callerUrl).resolve('tsx/package.json'));

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
  const tsx = pathToFileURL(join(tsxDir(callerUrl), 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(callerUrl)}))`;
  return new Worker(boot, { ...options, eval: true });
}

export interface ForkModuleOptions extends Omit<ForkOptions, 'stdio'> {
  /** The child's stdin, stdout and stderr; inherited by default. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
}

/**
 * Starts the module `name` beside the calling module as a child process with an IPC channel
 * (`process.send`) and a lifeline (the child calls holdLifeline to die with this process), the
 * same way spawnWorker finds it: `name.js` in the bundle, `name.ts` through tsx's loader from
 * source. A process gives all its memory back when it exits, a thread not all.
 */
export function forkModule(
  callerUrl: string,
  name: string,
  { stdio, ...rest }: ForkModuleOptions = {},
): ChildProcess {
  const options: ForkOptions = { ...rest, stdio: lifelineStdio(stdio) };
  const child = callerUrl.endsWith('.ts')
    ? fork(fileURLToPath(new URL(`./${name}.ts`, callerUrl)), withTsx(callerUrl, options))
    : fork(fileURLToPath(new URL(`./${name}.js`, callerUrl)), options);
  // This end stays open, unread, for as long as this process lives; it never keeps it alive.
  const lifeline = child.stdio[LIFELINE_FD] as Socket | null;
  lifeline?.unref();
  child.once('exit', () => lifeline?.destroy());
  return child;
}

/** Fork options that load tsx's loader in the child (unless the parent already runs it). */
function withTsx(callerUrl: string, options: ForkOptions): ForkOptions {
  const loader = pathToFileURL(join(tsxDir(callerUrl), 'dist/loader.mjs')).href;
  const execArgv = options.execArgv ?? process.execArgv;
  return {
    ...options,
    execArgv: execArgv.some((arg) => arg.includes('tsx'))
      ? execArgv
      : [...execArgv, '--import', loader],
  };
}
