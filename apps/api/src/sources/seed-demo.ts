import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ImportSummary } from '../ingest/import-types';
import type { Logger } from '../lib/logger';
import { countClusters } from '../store/cluster-meta';
import { generateDemo } from './generate-demo';

/** Imports the demo clusters (`ark demo`, a first start), each through the one import. */
export async function importDemo(
  db: Db,
  { players, onImported }: { players: number; onImported?: (summary: ImportSummary) => void },
): Promise<void> {
  for (const cluster of generateDemo({ players })) {
    const summary = await importCluster(db, cluster);
    onImported?.(summary);
  }
}

/** Loads the demo clusters when the store holds none; returns whether it did. */
export async function importDemoIfEmpty(db: Db, logger: Logger, players: number): Promise<boolean> {
  if ((await countClusters(db)) > 0) return false;
  await importDemo(db, {
    players,
    onImported: (summary) => logger.info({ msg: 'demo cluster imported', ...summary }),
  });
  logger.info({ msg: 'empty store: loaded demo data', clusters: 5, playersPerCluster: players });
  return true;
}
