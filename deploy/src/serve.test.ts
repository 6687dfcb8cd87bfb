import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clustersPath } from '@ark/core';
import { freePort } from '@ark/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, rootScript } from './repo-files';

const SERVE = join(repoRoot, 'scripts', 'serve.mjs');
const HEALTHCHECK = join(repoRoot, 'scripts', 'healthcheck.mjs');
/** The README's command, run from another folder (npm then sets INIT_CWD to that folder). */
const NPM_RUN_SERVE = ['npm', '--prefix', repoRoot, 'run', '--silent', 'serve'];
/** The command the systemd unit and the image run. */
const NODE_SERVE = [process.execPath, SERVE];
const BUILT = [join('apps', 'api', 'dist', 'main.js'), join('apps', 'web', 'dist', 'index.html')];
/** The name of the one build command (`npm run NAME`), as package.json writes it. */
const BUILD_SCRIPT = 'build:prod';

/** A started `node <script>`: the process and what it has printed so far. */
interface Started {
  child: ChildProcess;
  output: { stdout: string; stderr: string };
}

/** The environment of a production start in `dir`: none of this machine's store or config. */
function serveEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ARK_DATA_DIR: join(dir, 'data'), ...extra };
  // INIT_CWD (set by pnpm) would point the config lookup at the repository's own ark.config.json;
  // pnpm's npm_* settings are not npm's.
  const unset = ['INIT_CWD', 'DATABASE_URL', 'ARK_CONFIG', 'ARK_WEB_DIR', 'ARK_DEMO_PLAYERS'];
  for (const key of Object.keys(env)) {
    if ((unset.includes(key) || key.startsWith('npm_')) && !(key in extra)) delete env[key];
  }
  return env;
}

/** Starts a command in `cwd`, collecting its output. */
function start([command = '', ...args]: string[], cwd: string, env: NodeJS.ProcessEnv): Started {
  // A group of its own, so a test that fails can stop whatever the command started.
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  return { child, output };
}

/** Kills what is left of a started command's process group; true when anything was left. */
function killGroup({ child }: Started): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** The exit code of a started process, at most `ms` later (then its group is killed and this rejects). */
async function exitCode(started: Started, ms: number): Promise<number | null> {
  const { child } = started;
  if (child.exitCode !== null) return child.exitCode;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      killGroup(started);
      reject(new Error(`still running after ${ms} ms`));
    }, ms);
  });
  try {
    const [code] = (await Promise.race([once(child, 'exit'), late])) as [number | null];
    return code;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `node <script>` in `cwd` to its end. */
async function run(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  const started = start([process.execPath, script], cwd, env);
  const code = await exitCode(started, 60_000);
  return { code, ...started.output };
}

/**
 * Resolves with the server's port once it logs that it listens (the port the system chose: no
 * other test can take it first); rejects if its process ends before. No deadline of its own: a
 * loaded machine is slow, and the test's timeout ends a start that hangs.
 */
function listening({ child, output }: Started): Promise<number> {
  const pattern = /"msg":"listening","url":"http:\/\/[^"]*:(\d+)\/"/;
  return new Promise((resolve, reject) => {
    const look = () => {
      const port = pattern.exec(output.stdout)?.[1];
      if (port === undefined) return;
      child.stdout?.off('data', look);
      resolve(Number(port));
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output.stderr}`)));
    look();
  });
}

/**
 * Serves with `command` from `dir` on a port the system chooses, runs `use` against it, then sends
 * `signal` to the command's own process (npm's, for `npm run serve`).
 */
async function serving(
  command: string[],
  dir: string,
  env: Record<string, string>,
  signal: NodeJS.Signals,
  use: (base: string, port: number) => Promise<void>,
): Promise<Started & { code: number | null; leftBehind: boolean }> {
  const started = start(command, dir, serveEnv(dir, { PORT: '0', ...env }));
  try {
    const port = await listening(started);
    await use(`http://127.0.0.1:${port}`, port);
    started.child.kill(signal);
    // A clean stop: the server closes its store and exits by itself (main.ts forces it after 5 s,
    // well before systemd's 15 s); the bound here only keeps a hung stop from hanging the test.
    const code = await exitCode(started, 60_000);
    return { ...started, code, leftBehind: killGroup(started) };
  } finally {
    killGroup(started);
  }
}

describe('npm run serve', () => {
  let dir: string;

  beforeAll(() => {
    const missing = BUILT.filter((file) => !existsSync(join(repoRoot, file)));
    if (missing.length > 0) {
      throw new Error(
        `no build to serve (${missing.join(', ')}): run \`pnpm exec turbo run build --filter @ark/api --filter @ark/web\``,
      );
    }
    dir = mkdtempSync(join(tmpdir(), 'ark-serve-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the script package.json names, beside the one build command', () => {
    expect(rootScript('serve')).toBe('node scripts/serve.mjs');
    expect(rootScript(BUILD_SCRIPT)).toBe('node scripts/build.mjs');
  });

  it('serves the built page and API with no demo data and exits 0 when npm gets SIGTERM', async () => {
    const home = join(dir, 'fresh');
    mkdirSync(home);
    const env = { HOST: '127.0.0.1' };
    const served = await serving(NPM_RUN_SERVE, home, env, 'SIGTERM', async (base, port) => {
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<div id="root">');
      const clusters = await fetch(`${base}${clustersPath('tribes')}`);
      expect(clusters.headers.get('content-type')).toMatch(/^application\/json/);
      // A community's first start invents no players.
      expect(await clusters.json()).toEqual([]);
      const check = await run(HEALTHCHECK, home, { ...process.env, PORT: String(port) });
      expect(check.code).toBe(0);
    });
    expect(served).toMatchObject({ code: 0, leftBehind: false });
    // The server's own log lines and nothing else: no banner.
    const lines = served.output.stdout.trim().split('\n');
    expect(lines.every((line) => line.startsWith('{"level"'))).toBe(true);
    expect(served.output.stdout).toContain('"msg":"listening"');
    expect(served.output.stdout).toContain('"msg":"shutting down","signal":"SIGTERM"');
  });

  it('passes the environment through: a demo when ARK_DEMO_PLAYERS asks, a stop on SIGINT', async () => {
    const home = join(dir, 'demo');
    mkdirSync(home);
    const env = { ARK_DEMO_PLAYERS: '20' };
    const served = await serving(NODE_SERVE, home, env, 'SIGINT', async (base) => {
      const clusters = await fetch(`${base}${clustersPath('players')}`);
      expect(((await clusters.json()) as unknown[]).length).toBeGreaterThan(0);
    });
    expect(served).toMatchObject({ code: 0, leftBehind: false });
    expect(existsSync(join(home, 'data'))).toBe(true);
  });

  it('fails the health check when nothing answers', async () => {
    const check = await run(HEALTHCHECK, dir, { ...process.env, PORT: String(await freePort()) });
    expect(check.code).toBe(1);
  });

  it('refuses to start with no built page, in one line naming the build command', async () => {
    const empty = join(dir, 'no-web');
    mkdirSync(empty);
    const result = await run(SERVE, dir, serveEnv(dir, { ARK_WEB_DIR: empty }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(`npm run ${BUILD_SCRIPT}`),
    ]);
    expect(result.stderr).toContain(join(empty, 'index.html'));
    expect(result.stdout).toBe('');
  });

  it('refuses to start in a tree with no built server, in one line naming what is missing', async () => {
    const tree = join(dir, 'unbuilt');
    mkdirSync(join(tree, 'scripts'), { recursive: true });
    for (const file of ['serve.mjs', 'bootstrap.mjs']) {
      copyFileSync(join(repoRoot, 'scripts', file), join(tree, 'scripts', file));
    }
    const result = await run(join(tree, 'scripts', 'serve.mjs'), tree, serveEnv(tree));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(`${join('apps', 'api', 'dist', 'main.js')} is missing`),
    ]);
    expect(result.stderr).toContain(`npm run ${BUILD_SCRIPT}`);
  });
});
