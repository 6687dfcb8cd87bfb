import type { ClusterImport, ImportSummary } from '../../ingest/import-types';

/** An importCluster stand-in that records every call and can be slowed or made to fail. */
export function makeFakeImport({ delayMs = 0 }: { delayMs?: number } = {}) {
  const calls: ClusterImport[] = [];
  /** The last import per cluster key: what the page would serve. */
  const served = new Map<string, ClusterImport>();
  let version = 0;
  const importCluster = async (input: ClusterImport): Promise<ImportSummary> => {
    calls.push(input);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    served.set(input.cluster.key, input);
    version += 1;
    return {
      cluster: input.cluster.key,
      players: input.players.length,
      tribes: input.tribes.length,
      version,
      ms: delayMs,
    };
  };
  return { importCluster, calls, served };
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
