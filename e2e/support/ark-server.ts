import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { clustersPath } from '@ark/core';
import { childV8Flags, freePort } from '@ark/test-support';
import type { ClusterSeed } from '../fixtures/seed';

// The real server on its own embedded store (docs/adr/0038-end-to-end-on-real-parts.md): a
// temporary ARK_DATA_DIR filled through the API's own CLI, and apps/api/dist/main.js serving it.
// Global setup starts the one the shared seed's tests read; a spec that changes its data (a
// second import, a hide, a season) starts its own, so the shared one never changes.

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(repo, 'apps/api/dist/cli.js');
const main = join(repo, 'apps/api/dist/main.js');
const page = join(repo, 'apps/web/dist/index.html');
const run = promisify(execFile);
/** V8's flags for a CLI run, as the API suite's (childV8Flags); the servers keep the default. */
const CLI_FLAGS = childV8Flags();

/** A server on its own temporary store, started and stopped by its process. */
export interface ArkServer {
  /** Where it listens (127.0.0.1 and a port that stays the same across restarts). */
  baseURL: string;
  /**
   * Imports a cluster with the CLI, as of `asOf` (an ISO time; default now); the server must be
   * stopped (one process per store folder).
   */
  importCluster: (cluster: ClusterSeed, options?: { asOf?: string }) => Promise<void>;
  /**
   * Runs `apps/api/dist/cli.js` with `args` on the store, `env` added to its environment (an
   * `ARK_CONFIG` of sources to sync), and returns what it printed.
   */
  cli: (args: readonly string[], env?: NodeJS.ProcessEnv) => Promise<string>;
  /** Starts the server (again) and waits until it answers. */
  start: () => Promise<void>;
  /** Stops the server's process, waiting for it to exit. */
  stop: () => Promise<void>;
  /**
   * Stops the server, runs `work` (CLI commands) on the store, starts it again: the embedded
   * store takes one process at a time (docs/adr/0037-moderation-and-seasons.md).
   */
  whileStopped: (work: () => Promise<void>) => Promise<void>;
  /** Stops the server and removes the store folder. */
  close: () => Promise<void>;
}

/** A cluster imported as of a time (`ark import --as-of`), to give it a past. */
export interface DatedImport {
  cluster: ClusterSeed;
  /** ISO time; absent = now. */
  asOf?: string;
}

export interface ArkServerOptions {
  /** Imported in order before the server starts. */
  clusters: readonly (ClusterSeed | DatedImport)[];
  /** The `site` section of an ark.config.json the server reads (a community's look). */
  site?: Record<string, unknown>;
  /** Players per cluster of the demo the server seeds an empty store with (ARK_DEMO_PLAYERS); none by default. */
  demoPlayers?: number;
  /** Stops the imports and the start when aborted (a run that ends before its boards are made). */
  signal?: AbortSignal;
}

/** Where global setup keeps the run's migrated, empty store that each server's folder starts as. */
const STORE_TEMPLATE = 'ARK_E2E_STORE_TEMPLATE';

/**
 * Makes the run's migrated, empty store once (the CLI creates and migrates a new folder, seconds of
 * CPU), so each server's store starts as a copy (docs/adr/0082-tests-start-from-images.md).
 */
export async function makeStoreTemplate(): Promise<() => void> {
  assertBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'ark-e2e-template-'));
  const dataDir = join(dir, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, ARK_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  await run(process.execPath, [...CLI_FLAGS, cli, 'hidden'], { cwd: repo, env });
  process.env[STORE_TEMPLATE] = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The plugin's tables' names, as a `files` source finds their exports in its folder. */
const PLAYER_TABLE = 'advancedachievements_playerdata';
const TRIBE_TABLE = 'advancedachievements_tribedata';

/** One `ark import` of a cluster (as of a time), or clusters synced together by one `ark sync`. */
type ImportBatch = { cluster: ClusterSeed; asOf?: string | undefined } | { synced: ClusterSeed[] };

/**
 * The imports of `clusters` in order, each run of two or more that are new to the store (keys
 * not imported before) and undated (a sync is as of now) made one batch to sync.
 */
function importBatches(clusters: readonly (ClusterSeed | DatedImport)[]): ImportBatch[] {
  const batches: ImportBatch[] = [];
  const seen = new Set<string>();
  let run: ClusterSeed[] = [];
  const flush = () => {
    if (run.length > 1) batches.push({ synced: run });
    else if (run[0]) batches.push({ cluster: run[0] });
    run = [];
  };
  for (const entry of clusters) {
    const { cluster, asOf } = 'cluster' in entry ? entry : { cluster: entry, asOf: undefined };
    if (asOf === undefined && !seen.has(cluster.key)) run.push(cluster);
    else {
      flush();
      batches.push({ cluster, asOf });
    }
    seen.add(cluster.key);
  }
  flush();
  return batches;
}

/**
 * Writes `cluster` as the plugin's JSON exports into a new folder in `seedDir` (one per import),
 * named as a `files` source reads them.
 */
async function writeExports(seedDir: string, cluster: ClusterSeed) {
  const dir = mkdtempSync(join(seedDir, `${cluster.key}-`));
  const players = join(dir, `${PLAYER_TABLE}.json`);
  const tribes = join(dir, `${TRIBE_TABLE}.json`);
  await writeFile(players, JSON.stringify(cluster.players, null, 2));
  await writeFile(tribes, JSON.stringify(cluster.tribes, null, 2));
  return { dir, players, tribes };
}

/** A cluster whose exports are in `dir`, to sync. */
interface SyncedFolder {
  cluster: ClusterSeed;
  dir: string;
}

/**
 * ark.config.json for one `ark sync` of `folders` (`files` sources) and the `site` section, if
 * any; each new cluster placed in the dropdown after the `known` ones, as `ark import` places a
 * new key.
 */
function syncConfig(
  site: Record<string, unknown> | undefined,
  folders: readonly SyncedFolder[],
  known: number,
): string {
  const clusters = folders.map(({ cluster, dir }, i) => ({
    key: cluster.key,
    display: cluster.display,
    order: known + i,
    source: { type: 'files', dir },
    // An empty cluster is a wiped one, as `--allow-shrink` says to the import.
    ...(cluster.players.length === 0 ? { allowShrink: true } : {}),
  }));
  // No sync but this one (interval 0): the server that starts on the store reads no sources.
  return JSON.stringify({ syncIntervalSeconds: 0, site, clusters });
}

/**
 * The environment of the server and the CLI on the store in `dataDir`: no PostgreSQL, and the
 * `site` section in an ark.config.json there when given.
 */
async function storeEnv(
  dataDir: string,
  demoPlayers: number,
  site: Record<string, unknown> | undefined,
): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ARK_DATA_DIR: dataDir,
    ARK_DEMO_PLAYERS: String(demoPlayers),
    // The specs compare preview images, not the drawer's time limit (its own unit tests keep
    // that): a first drawing on a loaded machine may take past the 10 s a server gives it.
    ARK_PREVIEW_TIMEOUT_MS: '300000',
  };
  delete env.DATABASE_URL;
  if (site) {
    env.ARK_CONFIG = join(dataDir, 'ark.config.json');
    // No clusters to sync (interval 0): the data comes from the imports.
    await writeFile(env.ARK_CONFIG, JSON.stringify({ syncIntervalSeconds: 0, site }));
  }
  return env;
}

/** Fails early with a clear message when the suite runs before a build. */
function assertBuilt(): void {
  for (const file of [cli, main, page]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm build)`);
  }
}

async function waitForServer(
  url: string,
  server: ChildProcess,
  log: string,
  signal?: AbortSignal,
): Promise<void> {
  // A new store with a demo is migrated and seeded first: minutes on a loaded machine.
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
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

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Creates a temporary store, imports `clusters` into it with the CLI, and starts the real server
 * on it; `close` stops the server and removes the folder (also when the start fails).
 */
export async function startArkServer({
  clusters,
  site,
  demoPlayers = 0,
  signal,
}: ArkServerOptions): Promise<ArkServer> {
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'ark-e2e-'));
  const template = process.env[STORE_TEMPLATE];
  if (template) cpSync(template, dataDir, { recursive: true });
  const seedDir = join(dataDir, 'seed');
  mkdirSync(seedDir);
  const log = join(dataDir, 'server.log');
  const env = await storeEnv(dataDir, demoPlayers, site);
  let server: ChildProcess | undefined;
  /** The clusters imported so far: a new one's place in the dropdown is after them. */
  const keys = new Set<string>();

  const cliRun = async (args: readonly string[], more: NodeJS.ProcessEnv = {}): Promise<string> => {
    if (server && server.exitCode === null && server.signalCode === null) {
      throw new Error('stop the server before running the CLI on its embedded store');
    }
    try {
      const { stdout } = await run(process.execPath, [...CLI_FLAGS, cli, ...args], {
        cwd: repo,
        env: { ...env, ...more },
        signal,
      });
      return stdout;
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new Error(`ark ${args.join(' ')} failed:\n${stdout}${stderr}`);
    }
  };

  const importCluster = async (
    cluster: ClusterSeed,
    { asOf }: { asOf?: string } = {},
  ): Promise<void> => {
    const { players, tribes } = await writeExports(seedDir, cluster);
    keys.add(cluster.key);
    const args = ['import', '--cluster', cluster.key, '--display', cluster.display];
    // An empty cluster is a wiped one: the admin confirms it, as after a real wipe.
    if (cluster.players.length === 0) args.push('--allow-shrink');
    if (asOf !== undefined) args.push('--as-of', asOf);
    await cliRun([...args, '--players', players, '--tribes', tribes]);
  };

  // Clusters new to the store in one `ark sync`: one process opens the store (PGlite's boot) for
  // them all, where `ark import` opens it for each (docs/adr/0082-tests-start-from-images.md).
  const syncClusters = async (clusters: readonly ClusterSeed[]): Promise<void> => {
    const folders: SyncedFolder[] = [];
    for (const cluster of clusters) {
      folders.push({ cluster, dir: (await writeExports(seedDir, cluster)).dir });
    }
    const config = join(mkdtempSync(join(seedDir, 'sync-')), 'ark.config.json');
    await writeFile(config, syncConfig(site, folders, keys.size));
    for (const cluster of clusters) keys.add(cluster.key);
    await cliRun(['sync'], { ARK_CONFIG: config });
  };

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const start = async (): Promise<void> => {
    const output = openSync(log, 'a');
    server = spawn(process.execPath, [main], {
      cwd: repo,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', output, output],
    });
    await waitForServer(`${baseURL}${clustersPath('tribes')}`, server, log, signal);
  };
  const stop = async (): Promise<void> => {
    if (server) await stopProcess(server);
  };
  const close = async (): Promise<void> => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (const batch of importBatches(clusters)) {
      if ('synced' in batch) await syncClusters(batch.synced);
      else await importCluster(batch.cluster, batch);
    }
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    baseURL,
    importCluster,
    cli: cliRun,
    start,
    stop,
    whileStopped: async (work) => {
      await stop();
      await work();
      await start();
    },
    close,
  };
}
