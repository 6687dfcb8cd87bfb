export { runSyncCommand, SYNC_USAGE } from '../cli/sync';
export {
  type MappedCluster,
  mapPluginRows,
  UNNAMED_TRIBE_NAME,
  unknownPlayerName,
} from '../ingest/map-plugin-rows';
export { describeFixes, emptyMapReport, type MapReport } from '../ingest/map-report';
export type { PluginRow, PluginTables } from '../ingest/plugin-rows';
export { redactText, redactUrl } from '../lib/redact';
export { describeSource, type ReadSource, readClusterSource } from '../sources/read-cluster-source';
export { readExportFiles } from '../sources/read-export-files';
export { readPluginTables } from '../sources/read-plugin-tables';
export {
  type ClusterConfig,
  ConfigError,
  type LoadedSourcesConfig,
  loadSourcesConfig,
  parseSourcesConfig,
  resolveSyncIntervalSeconds,
  type SourcesConfig,
} from '../sources/sources-config';
export { consoleSyncLogger, createSyncRunner, type SyncRunner } from './sync-runner';
export { type SyncService, startSyncService } from './sync-service';
export type * from './sync-types';
