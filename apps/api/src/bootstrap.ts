import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { dropLeftoverImports, importCluster } from './ingest/import-cluster';
import type { Logger } from './lib/logger';
import { generateDemo } from './sources/generate-demo';
import { migrate } from './store/migrations';
import { createRankingStore, type RankingStore } from './store/ranking-store';

export interface BootstrapOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Players per demo cluster loaded on an empty store; 0 = load no demo. */
  demoPlayers?: number;
  versionTtlMs?: number;
  logger: Logger;
  /**
   * PGlite in a worker thread, so an import's statements never block the server's event loop
   * (docs/decisions.md#single-connection-store); false opens it in this thread.
   */
  worker?: boolean;
}

/** Opens the store, applies migrations and seeds the demo on a store with no cluster. */
export async function bootstrap({
  databaseUrl,
  dataDir,
  demoPlayers = 3000,
  versionTtlMs,
  logger,
  worker = true,
}: BootstrapOptions): Promise<{ db: Db; store: RankingStore; demoLoaded: boolean }> {
  const db = await openDb({ databaseUrl, dataDir, worker });
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ msg: 'migrations applied', versions: applied });
  const dropped = await dropLeftoverImports(db);
  if (dropped.length > 0) logger.info({ msg: 'dropped the tables of a killed import', dropped });
  const demoLoaded = demoPlayers > 0 && (await loadDemoIfEmpty(db, logger, demoPlayers));
  const store = createRankingStore(db, { versionTtlMs });
  return { db, store, demoLoaded };
}

/** Loads the demo clusters when the store holds none; returns whether it did. */
export async function loadDemoIfEmpty(db: Db, logger: Logger, players: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clusters');
  if ((row?.n ?? 0) > 0) return false;
  for (const cluster of generateDemo({ players })) {
    const summary = await importCluster(db, cluster);
    logger.info({ msg: 'demo cluster imported', ...summary });
  }
  logger.info({ msg: 'empty store: loaded demo data', clusters: 5, playersPerCluster: players });
  return true;
}
