// The import every admin source runs (`ark import`, `ark sync`, the server's sync): audited, its
// new suspects announced, its refusals kept for /healthz (docs/adr/0048-admin-reports.md).
import type { Db } from '../db/db';
import { announceSuspects } from '../discord/suspect-alert';
import type { SuspectRules } from '../ingest/find-suspects';
import { importAudited } from '../ingest/import-audit';
import { emptyMapReport } from '../ingest/map-report';
import type { Logger } from '../lib/logger';
import { clearRefusal, type ImportSource, recordRefusal } from '../store/import-reports';
import type { PeriodSettings } from '../store/periods';
import type { ImportClusterFn, RecordRefusalFn } from './sync-types';

/** What an audited import needs from ark.config.json. */
export interface AuditConfig {
  /** The `suspects` section; its defaults when absent. */
  rules?: SuspectRules | undefined;
  /** `discord.alerts.webhook`: where new suspects are posted, if anywhere. */
  alertWebhook?: string | undefined;
}

export interface StoreImporterOptions extends AuditConfig {
  db: Db;
  logger: Logger;
  /** Where the imports come from, as /healthz names a refusal's. */
  source: ImportSource;
  /** Called after each import that landed (the server forgets its known data version). */
  onImported?: () => void;
  fetch?: typeof globalThis.fetch;
  /** Where the community's periods start (ark.config.json's `site`). */
  periods?: PeriodSettings | undefined;
}

/** An import bound to the store, and the keeper of its refusals. */
export interface StoreImporter {
  importCluster: ImportClusterFn;
  recordRefusal: RecordRefusalFn;
}

/**
 * Imports into `db` with the audit (fixes and suspects kept with the data), then logs and posts
 * the new suspects; a failed post never fails the import, and nobody is hidden.
 */
export function storeImporter({
  db,
  logger,
  source,
  rules,
  alertWebhook,
  onImported,
  fetch,
  periods,
}: StoreImporterOptions): StoreImporter {
  return {
    async importCluster(input, { report = emptyMapReport(), ...options } = {}) {
      const summary = await importAudited(db, input, {
        ...options,
        report,
        ...(rules ? { rules } : {}),
        ...(periods ? { periods } : {}),
      });
      if (summary.skipped) {
        // The source holds what is served: an earlier refusal no longer stands.
        await clearRefusal(db, input.cluster.key);
        return summary;
      }
      onImported?.();
      await announceSuspects({
        cluster: input.cluster,
        fresh: summary.findings?.fresh ?? [],
        logger,
        webhook: alertWebhook,
        ...(fetch ? { fetch } : {}),
      });
      return summary;
    },
    recordRefusal: (cluster, reason) => recordRefusal(db, { cluster, source, reason }),
  };
}
