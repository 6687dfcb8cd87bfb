import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-process';

/** This bench's own script, run again as a load or bare server (with this process's loader). */
const BENCH_SCRIPT = [...process.execArgv, process.argv[1] as string];
/** The real server, as `pnpm start` runs it: the api's build. */
const MAIN_SCRIPT = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));

/** Percentile (0-100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Collects a child's stdout and resolves with it once the child exits with code 0. */
function output(child: ChildProcess, what: string): Promise<string> {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${what} exited with ${code}: ${text}`)),
    );
  });
}

/** Runs autocannon in its own process (never in the process of the server it measures). */
export async function loadTest(spec: LoadSpec): Promise<LoadResult> {
  const child = spawn(process.execPath, [...BENCH_SCRIPT, '--role', 'load', JSON.stringify(spec)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(await output(child, 'load generator')) as LoadResult;
}

/** A server process of this bench: its origin, and a stop that waits for its exit. */
export interface BenchServer {
  origin: string;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/** A server measured, named as the run prints it ("this build", "--against build"). */
export interface NamedServer {
  label: string;
  server: BenchServer;
}

/** Resolves once `read()` finds a match, polling every 50 ms; rejects when the child exits. */
function waitFor<T>(child: ChildProcess, read: () => T | null, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what} exited early (${code})`));
    child.once('exit', onExit);
    const poll = setInterval(() => {
      const found = read();
      if (found === null) return;
      clearInterval(poll);
      child.off('exit', onExit);
      resolve(found);
    }, 50);
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The bare node:http ceiling in its own process, answering `body`. */
export async function startBareServer(body: string, dir: string): Promise<BenchServer> {
  const bodyFile = join(dir, 'bare-body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, [...BENCH_SCRIPT, '--role', 'bare', bodyFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  const port = await waitFor(
    child,
    () => (/"port":(\d+)/.exec(text)?.[1] ? Number(/"port":(\d+)/.exec(text)?.[1]) : null),
    'bare server',
  );
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: stopper(child) };
}

export interface ServerOptions {
  /** The store: DATABASE_URL, or a PGlite folder. */
  databaseUrl?: string;
  dataDir?: string;
  /** Where its log (stdout and stderr) goes: a file, as a deployment's log would. */
  logFile: string;
  /** Write a V8 CPU profile of the whole run into this folder. */
  cpuProfileDir?: string;
  /** Another build's main.js to run instead (to compare a change side by side). */
  mainScript?: string;
  /**
   * This bench run in a role instead: `hono`, the benchmark's own stock-Hono build of the cached
   * rankings (hono-middleware.ts).
   */
  benchRole?: 'hono';
  /** Variables over the bench's defaults (no demo, no sync, no page build). */
  env?: Record<string, string>;
}

/**
 * glibc's allocator settings `npm start` gives the server (serverEnv in scripts/bootstrap.mjs),
 * unless the bench's own environment sets them: the bench measures the server as it runs.
 */
const ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/**
 * The real server (dist/main.js, the one `pnpm start` runs), logging to `logFile`: the request
 * log is part of what a request costs.
 */
export async function startApiServer(options: ServerOptions): Promise<BenchServer> {
  const log = openSync(options.logFile, 'w');
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir', options.cpuProfileDir]
    : [];
  const script = options.benchRole
    ? [...BENCH_SCRIPT, '--role', options.benchRole]
    : [options.mainScript ?? MAIN_SCRIPT];
  const child = spawn(process.execPath, [...profile, ...script], {
    stdio: ['ignore', log, log],
    env: {
      ...ALLOCATOR_ENV,
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      ARK_DATA_DIR: options.dataDir ?? '',
      ARK_DEMO_PLAYERS: '0',
      ARK_CONFIG: '',
      ARK_WEB_DIR: join(options.logFile, 'no-web'),
      ...options.env,
    },
  });
  closeSync(log);
  const url = await waitFor(
    child,
    () =>
      /"msg":"listening","url":"http:\/\/([^"/]+)\//.exec(
        readFileSync(options.logFile, 'utf8'),
      )?.[1] ?? null,
    'api server',
  ).catch((error: Error) => {
    // The log goes with the run's folder: its end says why.
    const said = readFileSync(options.logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
    throw new Error(`${error.message} (${script.at(-1)}): ${said}`);
  });
  return { origin: `http://${url}`, pid: child.pid ?? 0, stop: stopper(child) };
}
