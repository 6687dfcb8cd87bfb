import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ImportSummary } from '../ingest/import-types';
import type { Logger } from '../lib/logger';
import { DEFAULT_PERIODS, type PeriodSettings } from '../store/periods';
import { countClusters } from '../store/ranking-store';
import { DEMO_CLUSTERS, earlierDemo, generateDemo } from './generate-demo';

/** How long before now a first start's demo history is imported as of. */
const HISTORY_MS = 3 * 24 * 3600_000;

export interface ImportDemoOptions {
  players: number;
  onImported?: (summary: ImportSummary) => void;
  /**
   * Import the first cluster (the one the page opens on) as it stood three days before first (an
   * empty store only: an import as of a time before a cluster's last is refused), so its range
   * boards show gains. One cluster only: each history import adds to the first start.
   */
  history?: boolean;
  periods?: PeriodSettings;
  now?: () => Date;
}

/** Imports the demo clusters (`ark demo`, a first start), each through the one import. */
export async function importDemo(
  db: Db,
  {
    players,
    onImported,
    history = false,
    periods = DEFAULT_PERIODS,
    now = () => new Date(),
  }: ImportDemoOptions,
): Promise<void> {
  for (const [index, cluster] of generateDemo({ players }).entries()) {
    const at = now();
    if (history && index === 0) {
      const asOf = new Date(at.getTime() - HISTORY_MS);
      await importCluster(db, earlierDemo(cluster), { asOf, now, periods });
    }
    const summary = await importCluster(db, cluster, { asOf: at, now, periods });
    onImported?.(summary);
  }
}

/** Loads the demo clusters, with their history, when the store holds none; returns whether it did. */
export async function importDemoIfEmpty(
  db: Db,
  logger: Logger,
  players: number,
  { periods, now }: Pick<ImportDemoOptions, 'periods' | 'now'> = {},
): Promise<boolean> {
  if ((await countClusters(db)) > 0) return false;
  await importDemo(db, {
    players,
    history: true,
    periods,
    now,
    onImported: (summary) => logger.info({ msg: 'demo cluster imported', ...summary }),
  });
  logger.info({
    msg: 'empty store: loaded demo data',
    clusters: DEMO_CLUSTERS.length,
    playersPerCluster: players,
  });
  return true;
}
