// The demo's worker (docs/adr/0045-memory-budget.md): generates, ranks and imports the demo
// clusters into an empty store, and on a new embedded store creates and migrates it. It runs as a
// child process for a new store (its PGlite opened here) and as a thread for the server's own
// store (through its handle); either way what it touched ends with it, not in the server.
import { parentPort, workerData } from 'node:worker_threads';
import { openDbHandle } from '../db/open-db';
import { errorFields } from '../db/store-protocol';
import { holdLifeline } from '../lib/lifeline';
import type { Logger } from '../lib/logger';
import { openStore } from '../store/open-store';
import type { DemoMessage, DemoWorkerData } from './demo-protocol';
import { importDemoIfEmpty } from './seed-demo';

// As a child process: never outlive the server (docs/adr/0058-hostile-traffic-and-hard-restarts.md).
if (!parentPort) holdLifeline();

const post = (message: DemoMessage) =>
  parentPort ? parentPort.postMessage(message) : process.send?.(message);
const logger: Logger = {
  info: (fields) => post({ type: 'log', level: 'info', fields }),
  error: (fields) => post({ type: 'log', level: 'error', fields }),
};
// A thread gets its data with it; a child process as its first message.
const { store, players, periods }: DemoWorkerData = parentPort
  ? workerData
  : await new Promise((resolve) => process.once('message', resolve));
try {
  const db =
    'open' in store
      ? await openStore({ ...store.open, worker: false, logger })
      : await openDbHandle(store.handle, { max: 1 });
  let seeded: boolean;
  try {
    seeded = players > 0 && (await importDemoIfEmpty(db, logger, players, { periods }));
  } finally {
    await db.close();
  }
  // After the close: the store's lock is free for the server's own opening.
  post({ type: 'done', seeded });
} catch (error) {
  post({ type: 'failed', error: errorFields(error) });
}
// A child process ends once its channel is closed.
process.disconnect?.();
