import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ark/test-support';
import mysql, { type Connection } from 'mysql2/promise';

const SERVER_BINARIES = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];
const INSTALL_BINARIES = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];

/** Whether this machine can start a MariaDB for the tests, and why not. */
export function mariaDbAvailability(): { available: true } | { available: false; reason: string } {
  const server = findBinary(SERVER_BINARIES, 'mariadbd');
  const install = findBinary(INSTALL_BINARIES, 'mariadb-install-db');
  if (server && install) return { available: true };
  return {
    available: false,
    reason:
      'MariaDB not installed (no mariadbd / mariadb-install-db; apt-get install mariadb-server)',
  };
}

/**
 * For a `describe.skipIf`: true when MariaDB is missing. Prints why; under CI=true a missing
 * MariaDB is an error instead, so CI never passes by skipping.
 */
export function skipWithoutMariaDb(): boolean {
  const availability = mariaDbAvailability();
  if (availability.available) return false;
  if (process.env.CI === 'true' || process.env.CI === '1')
    throw new Error(`CI=true but ${availability.reason}`);
  console.warn(`[mariadb-harness] skipping MariaDB tests: ${availability.reason}`);
  return true;
}

export interface MariaDb {
  host: '127.0.0.1';
  port: number;
  /** A connection as root over the server's socket, for setup. */
  admin: Connection;
  /** Another root connection (to hold a lock while `admin` keeps working); close it yourself. */
  connectAdmin(): Promise<Connection>;
  /** Creates a database and a user that may read it; returns the user's URL. */
  createDatabase(name: string, user: string, password: string): Promise<string>;
  /** Stops the server cleanly and deletes its folder. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a pulled cable; the folder is deleted by stop(). */
  kill(): Promise<void>;
}

/**
 * Starts a private MariaDB in a temporary folder, listening on 127.0.0.1 and a free port, and waits
 * until it accepts connections. Call stop() when done (afterAll).
 */
export async function startMariaDb(): Promise<MariaDb> {
  const dir = await mkdtemp(join(tmpdir(), 'ark-mariadb-'));
  const datadir = join(dir, 'data');
  const socket = join(dir, 's.sock');
  // A private temporary folder: instances started at once in a shared /tmp (parallel test files,
  // other worktrees) otherwise collide on the bootstrap's temporary table files.
  const tmp = join(dir, 'tmp');
  await mkdir(tmp);
  const install = spawnSync(
    findBinary(INSTALL_BINARIES, 'mariadb-install-db') ?? 'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--user=root',
      '--skip-test-db',
      `--tmpdir=${tmp}`,
    ],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`);
  }
  const port = await freePort();
  const child = spawn(
    findBinary(SERVER_BINARIES, 'mariadbd') ?? 'mariadbd',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${socket}`,
      `--tmpdir=${tmp}`,
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      `--log-error=${join(dir, 'error.log')}`,
      '--user=root',
      '--skip-name-resolve',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=128M',
      '--innodb-flush-log-at-trx-commit=0',
      '--max-allowed-packet=64M',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  let admin: Connection;
  try {
    admin = await waitForServer(socket, child, dir);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    admin.destroy();
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    host: '127.0.0.1',
    port,
    admin,
    connectAdmin: () => mysql.createConnection({ socketPath: socket, user: 'root' }),
    async createDatabase(name, user, password) {
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
      await admin.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [user, '%', password]);
      await admin.query(`GRANT SELECT, LOCK TABLES ON \`${name}\`.* TO ?@?`, [user, '%']);
      return `mysql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
    },
    async kill() {
      await stop('SIGKILL');
    },
    async stop() {
      if (!stopped) {
        stopped = true;
        await stop('SIGTERM');
        process.removeListener('exit', killOnExit);
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs the plugin's CREATE TABLE script in `database`. */
export async function createPluginTables(admin: Connection, database: string): Promise<void> {
  const script = await readFile(new URL('./fixtures/plugin-schema.sql', import.meta.url), 'utf8');
  await admin.query(`USE \`${database}\``);
  for (const statement of splitSql(script)) await admin.query(statement);
}

function splitSql(script: string): string[] {
  return script
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

async function waitForServer(socket: string, child: ChildProcess, dir: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`mariadbd exited with ${child.exitCode}:\n${log.slice(-2000)}`);
    }
    if (existsSync(socket)) {
      try {
        return await mysql.createConnection({
          socketPath: socket,
          user: 'root',
          multipleStatements: false,
        });
      } catch {
        // not ready yet
      }
    }
    if (Date.now() > deadline) throw new Error('mariadbd did not accept connections within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function findBinary(candidates: readonly string[], name: string): string | undefined {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const path = which.stdout.trim();
  return which.status === 0 && path ? path : undefined;
}
