// One process per PGlite folder (docs/adr/0058-hostile-traffic-and-hard-restarts.md): PGlite has
// no cross-process lock, and two processes writing one folder would corrupt it. The lock is a
// listening local socket named after the folder: the kernel gives the name back the moment its
// holder dies, kill -9 included, so a restart never waits for a stale lock or trips on a reused
// process id.
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Thrown when another live process has the PGlite folder open. */
export class StoreBusyError extends Error {
  constructor(dir: string, pid: number | null) {
    super(
      `the store in ${dir} is open in ${pid === null ? 'another process' : `process ${pid}`}. PGlite allows one process per folder: ` +
        'stop the server before an import, hide, unhide or season close, or use a PostgreSQL (DATABASE_URL) for both.',
    );
    this.name = 'StoreBusyError';
  }
}

/** The pid file earlier versions locked with; removed once the folder is ours. */
const LEGACY_LOCK_FILE = 'ark-store.lock';

/** How long a holder has to say who it is before it is named "another process". */
const PROBE_MS = 1000;

/**
 * The lock's socket address for a folder, one per folder whatever path names it: an abstract
 * socket on Linux and a named pipe on Windows (both vanish with their holder), else a socket
 * file in /tmp (a dead holder's file refuses connections and is taken over).
 */
export function storeLockAddress(dir: string): string {
  const hash = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0ark-store-${hash}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\ark-store-${hash}`;
  return `/tmp/ark-store-${hash}.sock`;
}

const isFileSocket = (address: string) => address.startsWith('/');

/** Listens on `address`: the server, or null when another socket has the name. */
function listenOn(address: string): Promise<Server | null> {
  // Whoever asks is told which process holds the folder.
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen(address, () => {
      // The lock never keeps a process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** Who holds `address`: its pid (null when it does not say), or 'gone' when nobody listens. */
function holderOf(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    let said = '';
    const socket = createConnection(address);
    socket.setTimeout(PROBE_MS, () => socket.destroy());
    socket.on('data', (chunk) => {
      said += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null);
    });
    socket.on('close', () => {
      const pid = Number(said.trim());
      resolve(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
  });
}

/**
 * Takes the lock of the PGlite folder `dir` for this process; throws StoreBusyError while another
 * process (or another opener in this one) has it. Resolves to the release function.
 */
export async function lockStoreDir(dir: string): Promise<() => void> {
  const address = storeLockAddress(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await listenOn(address);
    if (server) {
      rmSync(join(dir, LEGACY_LOCK_FILE), { force: true });
      return () => {
        server.close();
        if (isFileSocket(address)) rmSync(address, { force: true });
      };
    }
    const holder = await holderOf(address);
    if (holder !== 'gone') throw new StoreBusyError(dir, holder);
    // Released meanwhile, or a socket file its dead holder left behind.
    if (isFileSocket(address)) rmSync(address, { force: true });
  }
  throw new Error(`could not take the lock of ${dir}`);
}

/** Creates the store folder if needed and takes its lock; resolves to the release (a no-op in memory). */
export async function claimStoreDir(dataDir?: string): Promise<() => void> {
  if (!dataDir) return () => {};
  mkdirSync(dataDir, { recursive: true });
  return lockStoreDir(dataDir);
}
