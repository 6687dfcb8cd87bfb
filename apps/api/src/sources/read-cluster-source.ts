import type { Db } from '../db/db';
import { joinGameLog, type LogPlayerRow } from '../ingest/game-log-merge';
import type { PluginTables } from '../ingest/plugin-rows';
import { layoutOf } from '../ingest/table-layouts';
import { redactUrl } from '../lib/redact';
import { ftpLogFolder } from './ftp-log-folder';
import { localLogFolder } from './log-folder';
import { readExportFiles } from './read-export-files';
import { type GameLogReport, readGameLog } from './read-game-log';
import type { ClusterConfig, ClusterSource, GameLogSource } from './sources-config';

export interface SourceReaderOptions {
  /** Aborted when the cluster's time is up. */
  signal: AbortSignal;
  /** The cluster's whole budget; a single query gets no more. */
  timeoutMs: number;
  /**
   * The store and the cluster's key, for a source read on from where it stopped (a game log
   * keeps its sessions and its place there); the other sources need neither.
   */
  store?: { db: Db; cluster: string } | undefined;
}

/** A source's tables, and for a game log what its read did (the sync's report says it). */
export interface SourceTables extends PluginTables {
  log?: GameLogReport;
}

/** Reads one cluster's plugin tables from wherever its config points. */
export type SourceReader = (
  source: ClusterSource,
  options: SourceReaderOptions,
) => Promise<SourceTables>;

/**
 * The default SourceReader: MySQL/MariaDB through mysql2, exported files, or a plugin's SQLite
 * file, each read by the layout the source names.
 */
export const readClusterSource: SourceReader = async (source, { signal, timeoutMs, store }) => {
  if (source.type === 'game-log') return readGameLogSource(source, signal, store);
  const layout = layoutOf(source);
  if (source.type === 'files') {
    const tables = await readExportFiles(source.dir, layout);
    signal.throwIfAborted();
    return tables;
  }
  if (source.type === 'sqlite') {
    // sql.js loads with the first SQLite source, as mysql2 with the first MySQL one.
    const { readSqliteFile } = await import('./read-sqlite-file');
    const tables = await readSqliteFile(source.path, { layout });
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
    layout,
  });
};

/**
 * A cluster's tables: its source's, joined by EOS id with its game log's where it names one
 * (ingest/game-log-merge.ts). The plugin is read first: a failed read of it leaves the log unread.
 */
export async function readClusterTables(
  { source, gameLog }: Pick<ClusterConfig, 'source' | 'gameLog'>,
  readSource: SourceReader,
  options: SourceReaderOptions,
): Promise<SourceTables> {
  if (gameLog === undefined) return readSource(source, options);
  const plugin = await readSource(source, options);
  const log = await readSource({ ...gameLog, type: 'game-log' }, options);
  const joined = joinGameLog(
    { ...plugin, layout: plugin.layout ?? layoutOf(source.type === 'game-log' ? {} : source) },
    {
      // The log's rows are its read's own (read-game-log.ts): id, name and minutes.
      players: [...log.players] as unknown as LogPlayerRow[],
      revision: log.revision,
      file: log.sources?.players ?? gameLog.file,
    },
  );
  return log.log ? { ...joined, log: log.log } : joined;
}

async function readGameLogSource(
  source: GameLogSource,
  signal: AbortSignal,
  store: SourceReaderOptions['store'],
): Promise<SourceTables> {
  if (store === undefined) throw new Error('a game-log source is read into the store: none given');
  const folder = source.ftp ? ftpLogFolder(source.ftp, source.dir) : localLogFolder(source.dir);
  try {
    return await readGameLog({
      ...store,
      folder,
      file: source.file,
      timezone: source.timezone,
      sessionLimitMs: source.sessionLimitHours * 60 * 60 * 1000,
      signal,
    });
  } finally {
    await folder.close();
  }
}

/** Where a cluster's data comes from, safe to log and to show in /healthz. */
export function describeSource(source: ClusterSource): string {
  if (source.type === 'files') return `files:${source.dir}`;
  if (source.type === 'game-log') {
    const { ftp, dir } = source;
    // Never the password: the user, host and folder only.
    return ftp
      ? `game-log:ftp://${ftp.user}@${ftp.host}:${ftp.port}/${dir.replace(/^\//, '')}`
      : `game-log:${dir}`;
  }
  if (source.type === 'sqlite') return `sqlite:${source.path}`;
  return redactUrl(source.url);
}
