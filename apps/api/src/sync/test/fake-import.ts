import type { Db } from '../../db/db';
import {
  createImportService,
  type ImportService,
  type ImportTarget,
  storeTarget,
} from '../../ingest/import-service';
import type { ClusterImport } from '../../ingest/import-types';
import type { ClusterConfig } from '../../sources/sources-config';
import { createSyncRunner } from '../sync-runner';

export interface FakeImportOptions {
  /** Awaited by each import before it lands: a pause the test lets go of, or its failure. */
  beforeLanding?: () => Promise<void>;
}

/**
 * The import service with a stand-in for the store: its reads and normaliser are the real ones,
 * and each import that would land is recorded (and held or failed, when the test asks).
 */
export function makeFakeImport({ beforeLanding }: FakeImportOptions = {}) {
  const calls: ClusterImport[] = [];
  /** The last import per cluster key: what the page would serve. */
  const served = new Map<string, ClusterImport>();
  let version = 0;
  const target: ImportTarget = {
    async land(input) {
      calls.push(input);
      await beforeLanding?.();
      served.set(input.cluster.key, input);
      version += 1;
      const summary = {
        cluster: input.cluster.key,
        players: input.players.length,
        tribes: input.tribes.length,
        version,
        ms: 0,
      };
      return { cluster: input.cluster, summary, findings: null };
    },
    refused: async () => {},
    unchanged: async () => {},
  };
  const imports = createImportService({ target, source: 'sync' });
  return { imports, calls, served };
}

/** The import service on `db`, as the sync runs it. */
export function storeImports(db: Db): ImportService {
  return createImportService({ target: storeTarget((work) => work(db)), source: 'sync' });
}

/** Syncs `sources` once into `db` as the server's sync does; the first cluster's result. */
export async function syncOnce(db: Db, sources: readonly ClusterConfig[]) {
  const runner = createSyncRunner({
    sources,
    imports: storeImports(db),
    logger: makeMemoryLogger().logger,
    db,
  });
  const [result] = (await runner.syncAll()).results;
  return result;
}

/** A logger that keeps every record, to assert on what would be printed. */
export function makeMemoryLogger() {
  const records: Array<{ level: 'info' | 'error' } & Record<string, unknown>> = [];
  return {
    records,
    /** Every record's msg, prefixed with its level. */
    messages: () => records.map((record) => `${record.level} ${String(record.msg)}`),
    logger: {
      info: (fields: Record<string, unknown>) => records.push({ level: 'info', ...fields }),
      error: (fields: Record<string, unknown>) => records.push({ level: 'error', ...fields }),
    },
  };
}
