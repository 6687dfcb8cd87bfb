export {
  type MappedCluster,
  mapPluginRows,
  UNNAMED_TRIBE_NAME,
  unknownPlayerName,
} from './map-plugin-rows';
export { describeFixes, emptyMapReport, type MapReport } from './map-report';
export type { PluginRow, PluginTables } from './plugin-rows';
export { describeSource, type ReadSource, readClusterSource } from './read-cluster-source';
export { readExportFiles } from './read-export-files';
export { readPluginTables } from './read-plugin-tables';
export { redactText, redactUrl } from './redact';
export {
  type ClusterConfig,
  ConfigError,
  type LoadedSourcesConfig,
  loadSourcesConfig,
  parseSourcesConfig,
  resolveSyncIntervalSeconds,
  type SourcesConfig,
} from './sources-config';
export { runSyncCommand, SYNC_USAGE } from './sync-command';
export { consoleSyncLogger, createSyncRunner, type SyncRunner } from './sync-runner';
export { type SyncService, startSyncService } from './sync-service';
export type * from './sync-types';
