import { HEALTH_PATH } from '@ark/core';
import { Hono } from 'hono';
import type { Logger } from '../../lib/logger';
import type { RankingStore } from '../../store/ranking-store';

export interface HealthOptions {
  store: RankingStore;
  logger: Logger;
  /** Extra fields (the MySQL sync adds its per-cluster last sync and last error here). */
  extra?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/**
 * GET /healthz: the store's kind, data version and clusters (each with its last import's fixes and
 * a refused import since), never cached; 503 when it fails.
 */
export function healthRoutes({ store, logger, extra }: HealthOptions): Hono {
  return new Hono().get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const [version, clusters, imports, more] = await Promise.all([
        store.version(),
        store.clusters(),
        store.imports(),
        extra?.() ?? {},
      ]);
      const reports = new Map(imports.map((report) => [report.cluster, report]));
      return c.json({
        ok: true,
        db: store.kind,
        data_version: version,
        clusters: clusters.map((cl) => {
          const report = reports.get(cl.key);
          return {
            key: cl.key,
            display: cl.display,
            players: cl.players,
            tribes: cl.tribes,
            last_import: cl.updatedAt,
            // failed: the last import (file or sync) was refused; the data is from last_import.
            state: report?.refused ? 'failed' : 'ok',
            last_refused_import: report?.refused ?? null,
            last_import_fixes: report?.fixes ?? null,
          };
        }),
        ...more,
      });
    } catch (error) {
      logger.error({ msg: 'health check failed', error: String(error) });
      return c.json({ ok: false, db: store.kind }, 503);
    }
  });
}
