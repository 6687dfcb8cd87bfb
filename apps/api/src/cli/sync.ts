import { adminImports } from '../admin-import';
import {
  auditSettings,
  type LoadedArkConfig,
  loadArkConfig,
  periodsOf,
  readSyncConfig,
  type SyncConfig,
} from '../config';
import type { Db } from '../db/db';
import { reviewCommand } from '../ingest/find-suspects';
import type { ImportService } from '../ingest/import-service';
import { describeFixes } from '../ingest/map-report';
import { ConfigError } from '../lib/config-file';
import { describeError } from '../lib/describe-error';
import { silentLogger } from '../lib/logger';
import type { OnProgress } from '../lib/progress';
import { configSecrets } from '../sources/sources-config';
import { createSyncRunner } from '../sync/sync-runner';
import type { ClusterSyncResult, SyncLogger } from '../sync/sync-types';
import { type CommandRun, text } from './command';
import { withStore } from './command-store';
import { progressOutput } from './progress-line';

export interface SyncCommandOptions {
  /** `--cluster KEY`: sync this cluster only. */
  cluster?: string | undefined;
  /** Where the sources config is (config.ts's readSyncConfig). */
  sync: Pick<SyncConfig, 'sourcesFile' | 'sourcesFileNamed'>;
  /** The import service, made once the config is read (its suspect rules and alerts webhook). */
  imports: (config: LoadedArkConfig) => ImportService;
  /** Fills the config's `${NAME}` placeholders. */
  env?: NodeJS.ProcessEnv;
  /** Where the summary goes; sync log lines go to `logger`. */
  print?: (line: string) => void;
  logger?: SyncLogger;
  /** Told how far each cluster's import is (the live line, or the step lines). */
  onProgress?: OnProgress;
  timeoutMs?: number;
  /** The store a game-log source keeps its place and sessions in (docs/adr/0085-the-game-log-source.md). */
  db?: Db;
}

/**
 * `pnpm ark sync [--cluster KEY]`: loads the sources config, syncs once and prints one line per
 * cluster. Resolves to the exit code: 0 when every cluster synced, 1 when any failed, 2 for a
 * config error or an unknown cluster.
 */
export async function runSyncCommand({
  cluster,
  sync,
  imports,
  env = process.env,
  print = (line) => console.log(line),
  // The command prints its own summary (failures' messages included), so the run logs nothing.
  logger = silentLogger,
  onProgress,
  timeoutMs,
  db,
}: SyncCommandOptions): Promise<number> {
  let loaded: LoadedArkConfig | undefined;
  try {
    loaded = await loadArkConfig({ ...sync, env });
  } catch (error) {
    print(error instanceof ConfigError ? error.message : String(error));
    return 2;
  }
  if (loaded === undefined) {
    print('no sources config: create ark.config.json at the repository root or set ARK_CONFIG');
    return 2;
  }
  if (loaded.sources.clusters.length === 0) {
    print(`${loaded.path} lists no clusters to sync (clusters imported by hand: pnpm ark import)`);
    return 2;
  }
  const runner = createSyncRunner({
    sources: loaded.sources.clusters,
    imports: imports(loaded),
    logger,
    onProgress,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(db ? { db } : {}),
  });
  let result: Awaited<ReturnType<typeof runner.syncAll>>;
  try {
    result = await runner.syncAll(cluster);
  } catch (error) {
    print(describeError(error, configSecrets(loaded.sources)));
    return 2;
  }
  for (const r of result.results) {
    print(
      r.ok && r.report
        ? `${r.key}: ok, ${r.report.players} players, ${r.report.tribes} tribes in ` +
            `${r.readMs + r.mapMs + r.importMs} ms; ${describeFixes(r.report)}${suspectsNote(r)}`
        : `${r.key}: FAILED, its data is unchanged: ${r.error}`,
    );
  }
  const failed = result.results.filter((r) => !r.ok).length;
  print(failed === 0 ? 'sync ok' : `sync: ${failed} of ${result.results.length} clusters failed`);
  return failed === 0 ? 0 : 1;
}

/** "; 3 suspects (2 new): pnpm ark suspects --cluster SOLO" when an import found any. */
function suspectsNote({ key, summary }: ClusterSyncResult): string {
  const findings = summary?.findings;
  if (!findings || findings.suspects.length === 0) return '';
  return `; ${findings.suspects.length} suspects (${findings.fresh.length} new): ${reviewCommand(key)}`;
}

/** `ark sync`: one sync of every configured cluster (or one), one line each. */
export const run: CommandRun = ({ values }) => {
  // A live line on a terminal, else a JSON line per step; the summary lines stay the last.
  const progress = progressOutput({ json: values.json === true, subject: 'cluster' });
  const { logger } = progress;
  const print = (line: string) => {
    progress.done();
    console.log(line);
  };
  const synced = withStore((db) =>
    runSyncCommand({
      cluster: text(values, 'cluster'),
      sync: readSyncConfig(),
      imports: (config) =>
        adminImports({
          store: (work) => work(db),
          logger,
          source: 'sync',
          ...auditSettings(config),
          periods: periodsOf(config),
          secrets: configSecrets(config.sources),
        }),
      logger,
      onProgress: progress.onProgress,
      print,
      db,
    }),
  );
  return synced.finally(() => progress.done());
};
