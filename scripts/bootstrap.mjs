// What `npm start` and `npm test` share on a machine with only Node and npm: the repo root, the
// environment every step runs with, a runner, and pnpm itself (the version `packageManager` names,
// through Corepack or npx) put on PATH for the tools that look for a `pnpm` program (turbo does).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const ci = process.env.CI === 'true' || process.env.CI === '1';
/** The built server's entry: what `npm start` and `npm run serve` run. */
export const serverMain = join(root, 'apps', 'api', 'dist', 'main.js');

/** The environment of every step; `findPnpm` prepends its shim folder to PATH. */
export const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  // Corepack checks the registry's signing keys, which this kind of mirror does not publish.
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  DEBIAN_FRONTEND: 'noninteractive',
};

/**
 * glibc's allocator for the server process, unless the caller set its own: fixed thresholds give
 * memory freed in large blocks back to the system, where the default sliding ones keep what a
 * WebAssembly compile or a burst of requests once used (docs/adr/0045-memory-budget.md).
 */
export const serverEnv = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  ...env,
};

/** Runs a command in the repo root with no stdin; true when it exits 0. */
export function run(cmd, args, { quiet = false } = {}) {
  if (!quiet) console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const stdio = quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'];
  return spawnSync(cmd, args, { cwd: root, env, stdio }).status === 0;
}

/**
 * Runs a command in the repo root with no stdin without blocking, so others run beside it;
 * resolves with whether it exited 0 and, with `keepOutput`, what it printed (then not printed).
 */
export function runBeside(cmd, args, { keepOutput = false } = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const out = keepOutput ? 'pipe' : 'inherit';
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', out, out] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (c) => (output += c));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** `pnpm@X.Y.Z` from the root package.json's `packageManager` (the one place it is written). */
export function pnpmSpec() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const spec = String(manifest.packageManager ?? '').split('+')[0];
  if (!/^pnpm@\d+\.\d+\.\d+$/.test(spec)) {
    throw new Error(`package.json packageManager must name pnpm@X.Y.Z, got "${spec}"`);
  }
  return spec;
}

/**
 * Finds a working pnpm (Corepack first, as it honours packageManager; then npx; then a pnpm on
 * PATH), writes a `pnpm` shim for it into a temporary folder at the front of `env.PATH` (so turbo
 * and package scripts that call `pnpm` find it), and returns a runner for pnpm commands (its
 * `beside` runs one through `runBeside`).
 */
export function findPnpm() {
  const candidates = [['corepack', 'pnpm'], ['npx', '--yes', pnpmSpec()], ['pnpm']];
  for (const [cmd, ...pre] of candidates) {
    if (!run(cmd, [...pre, '--version'], { quiet: true })) continue;
    const shims = mkdtempSync(join(tmpdir(), 'ark-pnpm-'));
    writeFileSync(join(shims, 'pnpm'), `#!/bin/sh\nexec ${[cmd, ...pre].join(' ')} "$@"\n`, {
      mode: 0o755,
    });
    env.PATH = `${shims}${delimiter}${env.PATH}`;
    const pnpm = (args) => run(cmd, [...pre, ...args]);
    pnpm.beside = (args, options) => runBeside(cmd, [...pre, ...args], options);
    return pnpm;
  }
  console.error('pnpm is not available: install Node >= 20.19 (it ships Corepack) and npm.');
  process.exit(1);
}

/**
 * Installs the dependencies and builds the server and the page (what `npm start` and `npm run
 * build:prod` share); true when both worked, else false after one line naming the failed step.
 */
export function installAndBuild(pnpm, { command, frozen }) {
  if (!pnpm(['install', ...(frozen ? ['--frozen-lockfile'] : [])])) {
    console.error(`\n${command}: installing the dependencies failed (see above).`);
    return false;
  }
  // turbo replays a build whose inputs have not changed from its cache, so a second run is quick.
  if (!pnpm(['exec', 'turbo', 'run', 'build', '--filter', '@ark/api', '--filter', '@ark/web'])) {
    console.error(
      `\n${command}: the build failed (see above). Fix the error and run \`${command}\` again;` +
        ' `npm test` runs lint and typecheck for a fuller picture.',
    );
    return false;
  }
  return true;
}
