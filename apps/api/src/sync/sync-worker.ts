// The sync's worker thread (docs/adr/0036-mysql-sync.md): reads the sources, parses,
// normalises, ranks and builds here, so none of it runs on the server's event loop. It reaches
// the store through the handle the server shares (a PostgreSQL URL, or a port to the PGlite
// worker) and reports logs, status and landed imports back.
import { parentPort, workerData } from 'node:worker_threads';
import { openDbHandle } from '../db/open-db';
import { errorFields } from '../db/store-protocol';
import { collectWhenIdle } from '../lib/idle-gc';
import type { Logger } from '../lib/logger';
import { type SyncService, startSyncService, syncImports } from './sync-service';
import type { SyncThreadCommand, SyncThreadMessage, SyncWorkerData } from './sync-thread-protocol';

const post = (message: SyncThreadMessage) => parentPort?.postMessage(message);
let sync: SyncService | undefined;
let sent = '';
/** Sends the status when it changed: after each log line, import, and every 250 ms. */
const pushStatus = () => {
  const status = sync?.status() ?? null;
  const text = JSON.stringify(status);
  if (text === sent) return;
  sent = text;
  post({ type: 'status', status });
};

const { handle, sources, intervalSeconds, settings } = workerData as SyncWorkerData;
const db = await openDbHandle(handle);
// An import's rows are garbage once it landed: given back between syncs, not kept until the next
// one (docs/adr/0045-memory-budget.md).
const idle = collectWhenIdle();
/** Log lines go to the server's logger, each followed by the status. */
const logger: Logger = {
  info: (fields) => {
    post({ type: 'log', level: 'info', fields });
    pushStatus();
  },
  error: (fields) => {
    post({ type: 'log', level: 'error', fields });
    pushStatus();
  },
};
try {
  const imports = syncImports({
    db,
    logger,
    sources,
    settings,
    onImported: () => post({ type: 'imported' }),
  });
  sync = startSyncService({
    sources,
    intervalSeconds,
    logger,
    db,
    imports: {
      run(job) {
        pushStatus();
        idle.busy();
        // The sync imports as of now: the clock's, by default.
        return imports.run(job).finally(() => idle.busy());
      },
    },
  });
  sent = JSON.stringify(sync.status());
  post({ type: 'started', status: sync.status() });
  const timer = setInterval(pushStatus, 250);
  parentPort?.on('message', async (command: SyncThreadCommand) => {
    if (command.type !== 'stop') return;
    clearInterval(timer);
    idle.stop();
    await sync?.stop();
    await db.close();
    post({ type: 'stopped' });
  });
} catch (error) {
  await db.close();
  post({ type: 'failed', error: errorFields(error) });
}
