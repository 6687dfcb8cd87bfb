import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clustersPath } from '@ark/core';
import { freePort } from '@ark/core/testing';
import { CLUSTERS } from './fixtures/seed';

const repo = fileURLToPath(new URL('..', import.meta.url));
const cli = join(repo, 'apps/api/dist/cli.js');
const main = join(repo, 'apps/api/dist/main.js');
const page = join(repo, 'apps/web/dist/index.html');

/** Writes the seed as JSON files and imports each cluster through the API's own CLI. */
async function seed(dataDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const seedDir = join(dataDir, 'seed');
  mkdirSync(seedDir);
  for (const cluster of CLUSTERS) {
    const players = join(seedDir, `${cluster.key}-players.json`);
    const tribes = join(seedDir, `${cluster.key}-tribes.json`);
    await writeFile(players, JSON.stringify(cluster.players, null, 2));
    await writeFile(tribes, JSON.stringify(cluster.tribes, null, 2));
    const args = ['import', '--cluster', cluster.key, '--display', cluster.display];
    // An empty cluster is a wiped one: the admin confirms it, as after a real wipe.
    if (cluster.players.length === 0) args.push('--allow-shrink');
    execFileSync(process.execPath, [cli, ...args, '--players', players, '--tribes', tribes], {
      cwd: repo,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

async function waitForServer(url: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not come up at ${url}:\n${readFileSync(log, 'utf8')}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Seeds a temporary data folder, starts the real server on it, and returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of [cli, main, page]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm build)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ark-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ARK_DATA_DIR: dataDir, ARK_DEMO_PLAYERS: '0' };
  delete env.DATABASE_URL;
  let server: ChildProcess | undefined;
  const teardown = async () => {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seed(dataDir, env);
    const port = await freePort();
    const log = join(dataDir, 'server.log');
    server = spawn(process.execPath, [main], {
      cwd: repo,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    });
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForServer(`${baseURL}${clustersPath('tribes')}`, server, log);
    process.env.ARK_E2E_BASE_URL = baseURL;
  } catch (error) {
    // A failed setup gets no teardown call: clean up here.
    await teardown();
    throw error;
  }
  return teardown;
}
