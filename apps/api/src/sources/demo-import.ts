import type { ChildProcess } from 'node:child_process';
import type { Worker } from 'node:worker_threads';
import { errorFrom } from '../db/store-protocol';
import type { Logger } from '../lib/logger';
import { forkModule, spawnWorker } from '../lib/spawn-worker';
import type { PeriodSettings } from '../store/periods';
import type { DemoMessage, DemoStore, DemoWorkerData } from './demo-protocol';

export interface ImportDemoAsideOptions {
  /** A store to open (a new PGlite folder), or the handle of the server's. */
  store: DemoStore;
  /** Players per demo cluster; 0 only opens the store (creating and migrating a new one). */
  players: number;
  logger: Logger;
  periods: PeriodSettings;
}

/**
 * Loads the demo clusters into an empty store from a worker that ends after
 * (docs/adr/0045-memory-budget.md): a child process when it opens the store itself (a new PGlite
 * folder: its creation and the demo's import then leave nothing grown in the server's process), a
 * thread on the server's store (its handle cannot leave the process). Resolves to whether it
 * loaded the demo, once the worker is gone; rejects with what stopped it (the store's error, by
 * name and message).
 */
export async function importDemoAside({
  store,
  players,
  logger,
  periods,
}: ImportDemoAsideOptions): Promise<boolean> {
  const data: DemoWorkerData = { store, players, periods };
  let worker: ChildProcess | Worker;
  if ('open' in store) {
    const child = forkModule(import.meta.url, 'demo-worker', { stdio: 'inherit' });
    logger.info({ msg: 'new store: a child process creates it', pid: child.pid });
    child.send(data);
    worker = child;
  } else {
    worker = spawnWorker(import.meta.url, 'demo-worker', {
      workerData: data,
      transferList: store.handle.kind === 'pglite' ? [store.handle.port] : [],
    });
  }
  let outcome = { error: new Error("the demo's worker stopped without an answer") } as
    | { seeded: boolean }
    | { error: Error };
  worker.on('message', (message: DemoMessage) => {
    if (message.type === 'log') logger[message.level](message.fields);
    else if (message.type === 'done') outcome = { seeded: message.seeded };
    else outcome = { error: errorFrom(message.error) };
  });
  await new Promise<void>((resolve) => {
    worker.once('error', (error) => {
      outcome = { error };
    });
    worker.once('exit', () => resolve());
    // A thread's event loop stays alive on its port: it is ended once it has answered.
    if (!('send' in worker)) {
      const thread = worker;
      thread.on('message', (message: DemoMessage) => {
        if (message.type !== 'log') void thread.terminate();
      });
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.seeded;
}
