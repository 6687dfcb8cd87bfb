#!/usr/bin/env node
// `npm start` / `pnpm start` on a fresh machine with only Node and npm: gets pnpm, installs,
// builds the API and the page, then runs the server (embedded store in ./data, demo data on the
// first start) and prints its address. PORT, HOST, ARK_DATA_DIR, DATABASE_URL pass through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const env = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  TURBO_TELEMETRY_DISABLED: '1',
};

/** Runs a command in the repo root, output shown; true when it exits 0. */
function run(cmd, args, { quiet = false } = {}) {
  if (!quiet) console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    env,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  return result.status === 0;
}

/** corepack (honours packageManager), then an npx-fetched pnpm, then a pnpm on PATH. */
function findPnpm() {
  const candidates = [['corepack', 'pnpm'], ['npx', '--yes', 'pnpm@10.34.9'], ['pnpm']];
  for (const [cmd, ...pre] of candidates) {
    if (run(cmd, [...pre, '--version'], { quiet: true })) {
      return (args) => run(cmd, [...pre, ...args]);
    }
  }
  console.error('pnpm is not available: install Node >= 20.19 (with corepack) and npm.');
  process.exit(1);
}

const pnpm = findPnpm();
if (!pnpm(['install', ...(ci ? ['--frozen-lockfile'] : [])])) process.exit(1);
if (!pnpm(['turbo', 'run', 'build', '--filter', '@ark/api', '--filter', '@ark/web'])) {
  console.warn('\nThe page did not build; starting the API alone (/ will show a hint).');
  if (!pnpm(['turbo', 'run', 'build', '--filter', '@ark/api'])) process.exit(1);
}

const apiDir = join(root, 'apps', 'api');
const main = join(apiDir, 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`missing ${main} after the build`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8080';
const server = spawn(process.execPath, [main], {
  cwd: apiDir,
  env: {
    ...env,
    HOST: host,
    PORT: port,
    ARK_DATA_DIR: resolve(root, process.env.ARK_DATA_DIR ?? 'data'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('"msg":"listening"')) {
    announced = true;
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    console.log(`\nARK Leaderboards is running at http://${shown}:${port}/  (Ctrl+C to stop)\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
