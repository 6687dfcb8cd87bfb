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

/** GET /healthz: the store's kind, data version and clusters, never cached; 503 when it fails. */
export function healthRoutes({ store, logger, extra }: HealthOptions): Hono {
  return new Hono().get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const [version, clusters, more] = await Promise.all([
        store.version(),
        store.clusters(),
        extra?.() ?? {},
      ]);
      return c.json({
        ok: true,
        db: store.kind,
        data_version: version,
        clusters: clusters.map((cl) => ({
          key: cl.key,
          display: cl.display,
          players: cl.players,
          tribes: cl.tribes,
          last_import: cl.updatedAt,
        })),
        ...more,
      });
    } catch (error) {
      logger.error({ msg: 'health check failed', error: String(error) });
      return c.json({ ok: false, db: store.kind }, 503);
    }
  });
}
