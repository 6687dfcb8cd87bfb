import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

/** Where a MariaDB runs: its folder (the socket is `s.sock` in it) and its TCP port. */
export interface MariaDbPlace {
  dir: string;
  port: number;
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
  /** Stops the server cleanly and deletes its folder (a shared server: drops what this made). */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a pulled cable; the folder is deleted by stop(). Own servers only. */
  kill(): Promise<void>;
}

/** A new, empty folder and a free port for a MariaDB. */
export async function newMariaDbPlace(): Promise<MariaDbPlace> {
  return { dir: await mkdtemp(join(tmpdir(), 'ark-mariadb-')), port: await freePort() };
}

const socketIn = (dir: string) => join(dir, 's.sock');

/** A database and a user that may read it, made over `admin`; the user's URL. */
async function createDatabaseOn(
  admin: Connection,
  port: number,
  { name, user, password }: { name: string; user: string; password: string },
): Promise<string> {
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [user, '%', password]);
  await admin.query(`GRANT SELECT, LOCK TABLES ON \`${name}\`.* TO ?@?`, [user, '%']);
  return `mysql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
}

/**
 * Makes a MariaDB's system tables in `datadir`, without blocking this process's event loop (the
 * run's server is made in vitest's own process, test/mariadb-global-setup.ts).
 */
async function installMariaDb(datadir: string, tmp: string): Promise<void> {
  const bin = findBinary(INSTALL_BINARIES, 'mariadb-install-db') ?? 'mariadb-install-db';
  const args = [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--user=root',
    '--skip-test-db',
    `--tmpdir=${tmp}`,
  ];
  await promisify(execFile)(bin, args, { encoding: 'utf8' }).catch(
    (error: { stderr?: string; stdout?: string; message: string }) => {
      throw new Error(
        `mariadb-install-db failed: ${error.stderr || error.stdout || error.message}`,
      );
    },
  );
}

/**
 * Starts a private MariaDB in a temporary folder (or `place`'s, new and empty), listening on
 * 127.0.0.1 and a free port, and waits until it accepts connections. Call stop() when done.
 */
export async function startMariaDb(place?: MariaDbPlace): Promise<MariaDb> {
  const { dir, port } = place ?? (await newMariaDbPlace());
  const datadir = join(dir, 'data');
  const socket = socketIn(dir);
  // A private temporary folder: instances started at once in a shared /tmp (parallel test files,
  // other worktrees) otherwise collide on the bootstrap's temporary table files.
  const tmp = join(dir, 'tmp');
  await mkdir(tmp);
  await installMariaDb(datadir, tmp).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
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
    admin = await waitForServer(socket, 30_000, () => exitedWith(child, dir));
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
    createDatabase: (name, user, password) =>
      createDatabaseOn(admin, port, { name, user, password }),
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

/** The file in a shared server's folder that says why it did not start. */
export const START_FAILED = 'start-failed.txt';

/**
 * The socket in a shared server's folder that starts it on a file's first request: a connection
 * asks for the start, and is closed once the server answers or has failed.
 */
export const START_REQUEST = 'start.sock';

/** Asks the process that owns `place` to start its server, and waits until it has tried. */
function requestStart(place: MariaDbPlace): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(join(place.dir, START_REQUEST));
    // No such socket: the server was started another way; waitForServer says how it went.
    socket.once('error', () => resolve());
    socket.once('close', () => resolve());
    socket.resume();
  });
}

/**
 * One test file's share of a MariaDB another process starts at `place` (the run's, which
 * test/mariadb-global-setup.ts starts on the first file's request): waits until it answers, up to
 * `timeoutMs`. The databases and users the file makes are its own, dropped by stop(); kill() is
 * refused, as a test that kills its server must start one of its own (startMariaDb).
 */
export async function shareMariaDb(place: MariaDbPlace, timeoutMs = 120_000): Promise<MariaDb> {
  const socket = socketIn(place.dir);
  const failed = () => readFile(join(place.dir, START_FAILED), 'utf8').catch(() => null);
  await requestStart(place);
  const admin = await waitForServer(socket, timeoutMs, failed);
  const made: { name: string; user: string }[] = [];
  return {
    host: '127.0.0.1',
    port: place.port,
    admin,
    connectAdmin: () => mysql.createConnection({ socketPath: socket, user: 'root' }),
    async createDatabase(name, user, password) {
      made.push({ name, user });
      return createDatabaseOn(admin, place.port, { name, user, password });
    },
    kill: () => Promise.reject(new Error('a shared MariaDB is not killed: startMariaDb() one')),
    async stop() {
      for (const { name, user } of made.splice(0)) {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.query('DROP USER IF EXISTS ?@?', [user, '%']);
      }
      admin.destroy();
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

/** Why the server in `dir` will never answer (it exited), or null while it may. */
async function exitedWith(child: ChildProcess, dir: string): Promise<string | null> {
  if (child.exitCode === null) return null;
  const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  return `mariadbd exited with ${child.exitCode}:\n${log.slice(-2000)}`;
}

async function waitForServer(
  socket: string,
  timeoutMs: number,
  failed: () => Promise<string | null>,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = await failed();
    if (failure) throw new Error(failure);
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
    if (Date.now() > deadline)
      throw new Error(`mariadbd did not accept connections within ${timeoutMs / 1000} s`);
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
