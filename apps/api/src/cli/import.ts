import { adminImports } from '../admin-import';
import {
  auditSettings,
  loadArkConfig,
  periodsOf,
  readStoreConfig,
  readSyncConfig,
} from '../config';
import {
  canKeepRefusalFor,
  keepRefusalForLater,
  type PendingRefusal,
} from '../db/pending-refusals';
import { describeFixes } from '../ingest/map-report';
import type { PluginTables } from '../ingest/plugin-rows';
import { LAYOUT_NAMES, type LayoutName, layoutOf, recogniseLayout } from '../ingest/table-layouts';
import { readTableFile } from '../sources/read-table-file';
import { type CommandRun, text, UsageError } from './command';
import { withStore } from './command-store';
import { progressOutput } from './progress-line';

interface ReadImportFilesOptions {
  players: string;
  /** Absent for a layout without tribes (PointRewards). */
  tribes: string | undefined;
  /** `--layout`; recognised by the players file's columns when not named. */
  layout: LayoutName | undefined;
}

/**
 * The files of `ark import` through the one file reader (the import's read step), with the layout
 * they are read by (docs/adr/0059-layouts-and-sqlite.md). A layout with a tribe table needs
 * `--tribes`.
 */
async function readImportFiles({
  players,
  tribes,
  layout: named,
}: ReadImportFilesOptions): Promise<PluginTables> {
  const playerRows = await readTableFile(players);
  const layout = layoutOf({ layout: named ?? recogniseLayout(playerRows, players) });
  if (layout.tribes && tribes === undefined) {
    throw new UsageError(`--tribes is required for the ${layout.name} layout (it keeps tribes)`);
  }
  const tribeRows = layout.tribes && tribes ? await readTableFile(tribes) : undefined;
  return { players: playerRows, tribes: tribeRows, sources: { players, tribes }, layout };
}

/** `--layout`, checked: one of the layouts' names, or undefined (recognised from the file). */
function readLayout(value: string | undefined): LayoutName | undefined {
  if (value === undefined || (LAYOUT_NAMES as readonly string[]).includes(value)) {
    return value as LayoutName | undefined;
  }
  throw new UsageError(`--layout must be ${LAYOUT_NAMES.join(' or ')}, got "${value}"`);
}

/** An ISO 8601 time with its offset (`2026-11-11T12:00:00Z`, `...+01:00`); a date alone is midnight UTC. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The `--as-of` time, or undefined (now); a value that is not an ISO time is a usage error. */
function readAsOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (!ISO_TIME.test(value) || Number.isNaN(at.getTime())) {
    throw new UsageError(
      `--as-of must be an ISO time such as 2026-11-11T12:00:00Z, got "${value}"`,
    );
  }
  return at;
}

/** `ark import`: a cluster's two files, normalised, replace the cluster in one transaction. */
export const run: CommandRun = async ({ values }) => {
  const [cluster, players, tribes] = ['cluster', 'players', 'tribes'].map((k) => text(values, k));
  if (!cluster || !players) throw new UsageError('--cluster and --players are required');
  const layout = readLayout(text(values, 'layout'));
  const allowShrink = values['allow-shrink'] === true;
  const asOf = readAsOf(text(values, 'as-of'));
  const config = await loadArkConfig(readSyncConfig());
  // A live line on a terminal, else a JSON line per step; the summary below stays the last.
  const progress = progressOutput({ json: values.json === true, subject: 'cluster' });
  const { logger } = progress;
  const order = text(values, 'order');
  // The store is opened for the import's store steps only: a refused file never waits for (or
  // locks) it. On a PGlite folder its refusal waits in the folder for the store's next open
  // (db/pending-refusals.ts), so a refused file never starts PGlite either.
  const { databaseUrl, dataDir } = readStoreConfig();
  const later = !databaseUrl && canKeepRefusalFor(dataDir);
  const imports = adminImports({
    store: withStore,
    ...(later && {
      keepRefusal: (refusal: Omit<PendingRefusal, 'at'>) => keepRefusalForLater(dataDir, refusal),
    }),
    logger,
    source: 'file',
    ...auditSettings(config),
    // The periods the range boards count in (ark.config.json's `site`), if there is a file.
    periods: periodsOf(config),
  });
  const { summary, report, findings } = await imports
    .run({
      // A cluster keeps its display name and place in the dropdown unless the command changes
      // them.
      cluster: {
        key: cluster,
        display: text(values, 'display'),
        order: order === undefined ? undefined : Number(order),
      },
      read: () => readImportFiles({ players, tribes, layout }),
      allowShrink,
      asOf,
      onProgress: progress.onProgress,
    })
    .finally(() => progress.done());
  logger.info({
    msg: 'imported',
    ...summary,
    fixes: describeFixes(report),
    suspects: findings?.suspects.length ?? 0,
  });
  return 0;
};
