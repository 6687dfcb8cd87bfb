// The import service as the admin's tools and the server's sync set it up
// (docs/adr/0053-the-import-service.md): ark.config.json's suspect rules and periods, and each
// landed import's new suspects told to the log and to discord.alerts (docs/adr/0048-admin-reports.md).
// Composed here, above the rooms, so that cli/ reaches neither sync/ nor discord/ to import, and
// ingest/ knows of no hook but its own onImported.
import { announceSuspects } from './discord/suspect-alert';
import type { SuspectRules } from './ingest/find-suspects';
import {
  createImportService,
  type ImportOutcome,
  type ImportService,
  type ImportTarget,
  type StoreAccess,
  storeTarget,
} from './ingest/import-service';
import type { Logger } from './lib/logger';
import type { ImportSource } from './store/import-reports';
import type { PeriodSettings } from './store/periods';

/** What an admin's imports take from ark.config.json. */
export interface AdminImportSettings {
  /** The `suspects` section; its defaults when absent. */
  rules?: SuspectRules | undefined;
  /** `discord.alerts.webhook`: where new suspects are posted, if anywhere. */
  alertWebhook?: string | undefined;
  /** Where the community's periods start (`site`). */
  periods?: PeriodSettings | undefined;
}

export interface AdminImportOptions extends AdminImportSettings {
  store: StoreAccess;
  /** Keeps a refusal instead of the store (`ark import` on a PGlite folder: for its next open). */
  keepRefusal?: ImportTarget['refused'];
  logger: Logger;
  /** Where the imports come from, as /healthz names a refusal's. */
  source: ImportSource;
  /** Masked in what is kept and logged (a source's passwords). */
  secrets?: readonly string[];
  /** Called first after each import that landed (the server forgets its known data version). */
  onImported?: (outcome: ImportOutcome) => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * The import service with the audit every admin source runs, posting each landed import's new
 * suspects; a failed post never fails the import, and nobody is hidden.
 */
export function adminImports({
  store,
  keepRefusal,
  logger,
  source,
  rules,
  alertWebhook,
  periods,
  secrets,
  onImported,
  fetch,
}: AdminImportOptions): ImportService {
  return createImportService({
    target: { ...storeTarget(store), ...(keepRefusal && { refused: keepRefusal }) },
    source,
    rules,
    periods,
    logger,
    ...(secrets ? { secrets } : {}),
    async onImported(outcome) {
      onImported?.(outcome);
      await announceSuspects({
        cluster: outcome.cluster,
        fresh: outcome.findings?.fresh ?? [],
        logger,
        webhook: alertWebhook,
        ...(fetch ? { fetch } : {}),
      });
    },
  });
}
