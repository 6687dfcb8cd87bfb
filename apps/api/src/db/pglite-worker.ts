// The PGlite worker thread (docs/adr/0020-single-connection-store.md): owns the store and runs
// the statements every thread sends it, one at a time. PGlite blocks the thread it runs in for
// each statement; here that is this worker, so the server's event loop never waits for it.
import { setFlagsFromString } from 'node:v8';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { collectWhenIdle } from '../lib/idle-gc';
import { threadMemory } from '../lib/memory-usage';
import { createPglite, wasmMemoryBytes } from './pglite-db';
import {
  errorFields,
  type PgliteWorkerData,
  type StoreReply,
  type StoreRequest,
} from './store-protocol';

interface Job {
  port: MessagePort;
  request: StoreRequest;
}

type SessionRequest = Extract<StoreRequest, { op: 'session' | 'release' }>;

/** Sends a reply; an asker that went away waits for nothing. */
function reply(port: MessagePort, message: StoreReply): void {
  try {
    port.postMessage(message);
  } catch {
    // The asker is gone; nobody waits for this answer.
  }
}

/**
 * The one session slot (an import's build): held by one session at a time, granted in the order
 * asked. A session's statements do not hold the connection: they queue like any other.
 */
function createSessionSlot() {
  let holder: { port: MessagePort; id: number } | null = null;
  const waiting: { port: MessagePort; request: SessionRequest }[] = [];
  const grant = () => {
    if (holder) return;
    const next = waiting.shift();
    if (!next) return;
    holder = { port: next.port, id: next.request.session };
    reply(next.port, { id: next.request.id, rows: [] });
  };
  return {
    /** Waits for, then holds, the slot. */
    ask(port: MessagePort, request: SessionRequest) {
      waiting.push({ port, request });
      grant();
    },
    release(port: MessagePort, request: SessionRequest) {
      if (holder?.port === port && holder.id === request.session) holder = null;
      reply(port, { id: request.id, rows: [] });
      grant();
    },
    /** A thread went away: its place in line and its slot go. */
    abandon(port: MessagePort) {
      for (let i = waiting.length - 1; i >= 0; i--) {
        if (waiting[i]?.port === port) waiting.splice(i, 1);
      }
      if (holder?.port === port) holder = null;
      grant();
    },
  };
}

/**
 * Statements run one at a time, first come, first served, except that while a transaction is open
 * only its own statements run (PGlite has one connection, so nothing else may land inside it).
 */
function createStatementQueue(pg: PGlite) {
  const queue: Job[] = [];
  let busy = false;
  let openTx: { port: MessagePort; tx: number } | null = null;

  async function run({ port, request }: Job): Promise<unknown[]> {
    switch (request.op) {
      case 'query':
        return (await pg.query(request.sql, request.params as unknown[])).rows;
      case 'copy':
        await pg.query(request.sql, [], { blob: new Blob([request.text]) });
        return [];
      case 'begin':
        await pg.query('BEGIN');
        openTx = { port, tx: request.tx };
        return [];
      case 'commit':
      case 'rollback':
        try {
          await pg.query(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
        } finally {
          // A failed COMMIT ends the transaction too (PostgreSQL rolls it back).
          openTx = null;
        }
        return [];
      case 'close':
        await pg.close();
        return [];
      default:
        throw new Error(`unknown store request ${(request as { op: string }).op}`);
    }
  }

  /** The next job that may run: the first, or the open transaction's first. */
  const nextIndex = () =>
    openTx
      ? queue.findIndex(
          (job) => job.port === openTx?.port && 'tx' in job.request && job.request.tx === openTx.tx,
        )
      : 0;

  const pump = () => {
    if (busy || queue.length === 0) return;
    const index = nextIndex();
    if (index < 0) return;
    const [job] = queue.splice(index, 1) as [Job];
    busy = true;
    run(job)
      .then(
        (rows) => reply(job.port, { id: job.request.id, rows }),
        (error: unknown) => reply(job.port, { id: job.request.id, error: errorFields(error) }),
      )
      .finally(() => {
        busy = false;
        pump();
      });
  };

  return {
    push(job: Job) {
      queue.push(job);
      pump();
    },
    /** A thread went away: its statements go, and its open transaction is rolled back. */
    abandon(port: MessagePort) {
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.port === port) queue.splice(i, 1);
      if (openTx?.port === port) {
        queue.unshift({ port, request: { id: -1, op: 'rollback', tx: openTx.tx } });
      }
      pump();
    },
  };
}

/**
 * Runs every thread's statements (createStatementQueue) and hands out the session slot
 * (createSessionSlot); the worker's memory is answered at once, between statements.
 */
function createScheduler(pg: PGlite, onRequest: () => void) {
  const slot = createSessionSlot();
  const statements = createStatementQueue(pg);
  return {
    accept(port: MessagePort, request: StoreRequest) {
      if (request.op === 'session') return slot.ask(port, request);
      if (request.op === 'release') return slot.release(port, request);
      if (request.op === 'memory') {
        return reply(port, { id: request.id, rows: [threadMemory(wasmMemoryBytes(pg))] });
      }
      onRequest();
      statements.push({ port, request });
    },
    /** A thread went away: drop its requests, end its transaction and free its session. */
    abandon(port: MessagePort) {
      statements.abandon(port);
      slot.abandon(port);
    },
  };
}

const { dataDir, options, port } = workerData as PgliteWorkerData;
if (options.memory !== 'stock') {
  // One background thread compiles PGlite's WebAssembly, not one per core: each such thread
  // keeps the compiler's memory it freed in an allocator arena of its own, resident for good.
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}
try {
  const pg = await createPglite(dataDir, options);
  // Each statement's rows are garbage once posted: given back when the store is quiet.
  const idle = options.memory === 'stock' ? null : collectWhenIdle();
  const scheduler = createScheduler(pg, () => idle?.busy());
  const listen = (p: MessagePort) => {
    p.on('message', (request: StoreRequest) => scheduler.accept(p, request));
    p.on('close', () => scheduler.abandon(p));
  };
  listen(port);
  // Other threads (the sync's) get their own port from the opener.
  parentPort?.on('message', (message: { attach?: MessagePort }) => {
    if (message.attach) listen(message.attach);
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: errorFields(error) });
}
