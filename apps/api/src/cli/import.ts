import { basename } from 'node:path';
import { auditSettings, loadArkConfig, periodsOf, readSyncConfig } from '../config';
import type { Queryable } from '../db/db';
import { ImportError } from '../ingest/import-error';
import { type MappedCluster, mapPluginRows } from '../ingest/map-plugin-rows';
import { describeFixes } from '../ingest/map-report';
import { LAYOUT_NAMES, type LayoutName, layoutOf, recogniseLayout } from '../ingest/table-layouts';
import { jsonLogger } from '../lib/logger';
import { readTableFile } from '../sources/read-table-file';
import { placeCluster } from '../store/cluster-meta';
import { recordRefusal } from '../store/import-reports';
import { storeImporter } from '../sync/store-import';
import { type Command, text, UsageError, withStore } from './command';

interface ReadImportFilesOptions {
  cluster: string;
  players: string;
  /** Absent for a layout without tribes (PointRewards). */
  tribes: string | undefined;
  /** `--layout`; recognised by the players file's columns when not named. */
  layout: LayoutName | undefined;
  allowShrink: boolean;
}

/**
 * The files of `ark import`, read by their layout (docs/adr/0059-layouts-and-sqlite.md), through
 * the one file reader and the one normaliser. A layout with a tribe table needs `--tribes`.
 */
async function readImportFiles({
  cluster,
  players,
  tribes,
  layout: named,
  allowShrink,
}: ReadImportFilesOptions): Promise<MappedCluster> {
  const playerRows = await readTableFile(players);
  const layout = layoutOf({ layout: named ?? recogniseLayout(playerRows, players) });
  if (layout.tribes && tribes === undefined) {
    throw new UsageError(`--tribes is required for the ${layout.name} layout (it keeps tribes)`);
  }
  const tribeRows = layout.tribes && tribes ? await readTableFile(tribes) : undefined;
  return mapPluginRows({
    // Display and order are settled against the store (placeCluster).
    cluster: { key: cluster, display: cluster, order: 0 },
    tables: { players: playerRows, tribes: tribeRows, sources: { players, tribes }, layout },
    allowEmpty: allowShrink,
  });
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
export const importCommand: Command = {
  usage:
    'usage: ark import --cluster KEY [--display NAME] [--order N] --players FILE [--tribes FILE] [--layout advanced-achievements|point-rewards] [--allow-shrink] [--as-of ISO-TIME]',
  options: {
    cluster: { type: 'string' },
    display: { type: 'string' },
    order: { type: 'string' },
    players: { type: 'string' },
    tribes: { type: 'string' },
    layout: { type: 'string' },
    'allow-shrink': { type: 'boolean' },
    'as-of': { type: 'string' },
  },
  async run({ values }) {
    const [cluster, players, tribes] = ['cluster', 'players', 'tribes'].map((k) => text(values, k));
    if (!cluster || !players) throw new UsageError('--cluster and --players are required');
    const layout = readLayout(text(values, 'layout'));
    const allowShrink = values['allow-shrink'] === true;
    const asOf = readAsOf(text(values, 'as-of'));
    const config = await loadArkConfig(readSyncConfig());
    // The periods the range boards count in (ark.config.json's `site`), if there is a file.
    const periods = periodsOf(config);
    // Files are read and normalised before the store is opened: a refused file never waits for
    // (or locks) the store, which is opened after only to keep the refusal for /healthz.
    let mapped: MappedCluster;
    try {
      mapped = await readImportFiles({ cluster, players, tribes, layout, allowShrink });
    } catch (error) {
      if (error instanceof ImportError) {
        await withStore((db) => keepRefusal(db, cluster, error)).catch(() => {});
      }
      throw error;
    }
    const { data, report } = mapped;
    const logger = jsonLogger();
    const order = text(values, 'order');
    await withStore(async (db) => {
      // A cluster keeps its display name and place in the dropdown unless the command changes them.
      const placed = await placeCluster(db, cluster, {
        display: text(values, 'display'),
        order: order === undefined ? undefined : Number(order),
      });
      const importer = storeImporter({
        db,
        logger,
        source: 'file',
        ...auditSettings(config),
        periods,
      });
      try {
        const { findings, ...summary } = await importer.importCluster(
          { ...data, cluster: { key: cluster, ...placed } },
          { allowShrink, report, asOf },
        );
        logger.info({
          msg: 'imported',
          ...summary,
          fixes: describeFixes(report),
          suspects: findings?.suspects.length ?? 0,
        });
      } catch (error) {
        if (error instanceof ImportError) await keepRefusal(db, cluster, error).catch(() => {});
        throw error;
      }
    });
    return 0;
  },
};

/**
 * Keeps a refused file import for /healthz (a public report): its file named by its base name
 * only, never by the path it has on the admin's machine.
 */
function keepRefusal(db: Queryable, cluster: string, error: ImportError): Promise<void> {
  const reason = new ImportError(basename(error.source), error.row, error.reason).message;
  return recordRefusal(db, { cluster, source: 'file', reason });
}
