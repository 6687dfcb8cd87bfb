import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ThreadMemory } from '../lib/memory-usage';
import { spawnWorker } from '../lib/spawn-worker';
import { copyFromBlobSql, copyText } from './append-rows';
import type { Db, Queryable, Session } from './db';
import type { PgliteOptions } from './pglite-db';
import { claimStoreDir } from './store-lock';
import {
  errorFrom,
  type PgliteWorkerData,
  type StoreErrorFields,
  type StoreReply,
  type StoreRequest,
} from './store-protocol';

type Ask = StoreRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** Sends a request through the port and resolves with its reply's rows (or rejects with its error). */
type Asker = (request: Ask) => Promise<unknown[]>;

/**
 * The asking end of a port: each request gets an id its reply echoes. The port holds the process
 * open only while a request is on its way; when the worker goes, every pending request rejects.
 */
function portAsker(port: MessagePort): Asker {
  let nextId = 1;
  let gone: Error | null = null;
  const pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >();
  port.on('message', (reply: StoreReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ('error' in reply) waiter.reject(errorFrom(reply.error));
    else waiter.resolve(reply.rows);
  });
  port.on('close', () => {
    gone = new Error('the store worker has stopped');
    for (const waiter of pending.values()) waiter.reject(gone);
    pending.clear();
  });
  // After the listener: attaching one refs the port again.
  port.unref();
  return (request) =>
    new Promise((resolve, reject) => {
      if (gone) return reject(gone);
      const id = nextId++;
      if (pending.size === 0) port.ref();
      pending.set(id, { resolve, reject });
      port.postMessage({ ...request, id });
    });
}

/**
 * A Db whose statements run in the PGlite worker at the other end of `port`
 * (docs/adr/0020-single-connection-store.md).
 */
export function openPortDb(port: MessagePort, { owner = false }: { owner?: boolean } = {}): Db {
  const ask = portAsker(port);
  let nextTx = 1;

  const queryIn =
    (tx?: number): Queryable['query'] =>
    async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await ask({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) })) as Row[];

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = nextTx++;
    await ask({ op: 'begin', tx });
    try {
      const value = await fn({ query: queryIn(tx) });
      await ask({ op: 'commit', tx });
      return value;
    } catch (error) {
      await ask({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
  }

  const session: Session = {
    query: queryIn(),
    transaction,
    async appendRows(table, columns, rows) {
      await ask({ op: 'copy', sql: copyFromBlobSql(table, columns), text: copyText(rows) });
    },
  };

  return {
    kind: 'pglite',
    sessions: 1,
    query: queryIn(),
    transaction,
    async session<T>(fn: (s: Session) => Promise<T>): Promise<T> {
      const id = nextTx++;
      await ask({ op: 'session', session: id });
      try {
        return await fn(session);
      } finally {
        await ask({ op: 'release', session: id }).catch(() => {});
      }
    },
    async memory() {
      const [usage] = await ask({ op: 'memory' });
      return usage as ThreadMemory;
    },
    async close() {
      // The opener closes PGlite itself; another thread only lets go of its port.
      if (owner) await ask({ op: 'close' });
      port.close();
    },
  };
}

/** The store thread's young generation in lean memory (V8's default grows it to 32 MB and more). */
const STORE_YOUNG_GENERATION_MB = 8;

/**
 * Opens PGlite in a worker thread (docs/adr/0020-single-connection-store.md): its statements
 * block that thread, not the caller's, so a server keeps answering from its cache while an import
 * runs, and answers uncached reads between the import's short steps. `share()` hands other threads
 * a port of their own.
 */
export async function openPgliteWorkerDb(
  dataDir?: string,
  options: PgliteOptions = {},
): Promise<Db> {
  const unlock = await claimStoreDir(dataDir);
  const { port1, port2 } = new MessageChannel();
  const worker = spawnWorker(import.meta.url, 'pglite-worker', {
    workerData: { dataDir, options, port: port2 } satisfies PgliteWorkerData,
    transferList: [port2],
    // Its garbage is each statement's rows, short-lived: a small young generation holds them.
    resourceLimits:
      options.memory === 'stock' ? {} : { maxYoungGenerationSizeMb: STORE_YOUNG_GENERATION_MB },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      port1.once('message', (message: { ready?: true; failed?: StoreErrorFields }) => {
        if (message.failed) reject(errorFrom(message.failed));
        else resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the store worker exited (${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  // A crash of the worker closes every port; their pending statements reject.
  worker.on('error', () => {});
  worker.unref();
  const db = openPortDb(port1, { owner: true });
  return {
    ...db,
    share() {
      const { port1: mine, port2: theirs } = new MessageChannel();
      worker.postMessage({ attach: theirs }, [theirs]);
      return { kind: 'pglite', port: mine };
    },

    async close() {
      try {
        await db.close();
        await worker.terminate();
      } finally {
        unlock();
      }
    },
  };
}
