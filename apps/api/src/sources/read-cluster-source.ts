import type { PluginTables } from '../ingest/plugin-rows';
import { redactUrl } from '../lib/redact';
import { readExportFiles } from './read-export-files';
import type { ClusterSource } from './sources-config';

export interface SourceReaderOptions {
  /** Aborted when the cluster's time is up. */
  signal: AbortSignal;
  /** The cluster's whole budget; a single query gets no more. */
  timeoutMs: number;
}

/** Reads one cluster's plugin tables from wherever its config points. */
export type SourceReader = (
  source: ClusterSource,
  options: SourceReaderOptions,
) => Promise<PluginTables>;

/** The default SourceReader: MySQL/MariaDB through mysql2, or exported files. */
export const readClusterSource: SourceReader = async (source, { signal, timeoutMs }) => {
  if (source.type === 'files') {
    const tables = await readExportFiles(source.dir);
    signal.throwIfAborted();
    return tables;
  }
  // mysql2 loads with the first MySQL source: a server without one never holds it.
  const { readPluginTables } = await import('./read-plugin-tables');
  return readPluginTables({
    url: source.url,
    ...(source.password === undefined ? {} : { password: source.password }),
    connectTimeoutMs: Math.min(10_000, timeoutMs),
    queryTimeoutMs: timeoutMs,
    signal,
  });
};

/** Where a cluster's data comes from, safe to log and to show in /healthz. */
export function describeSource(source: ClusterSource): string {
  return source.type === 'files' ? `files:${source.dir}` : redactUrl(source.url);
}
