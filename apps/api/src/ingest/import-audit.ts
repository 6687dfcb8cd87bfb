// The import as an admin's sources run it (`ark import`, the sync): the normaliser's fixes and the
// suspects since the previous import commit with the data (docs/adr/0048-admin-reports.md).
import type { Db } from '../db/db';
import { saveImportReport, servedImportAt } from '../store/import-reports';
import {
  PGLITE_GAINS_CHUNK,
  playerNames,
  readImportGains,
  type Suspect,
  saveSuspects,
} from '../store/suspects';
import { DEFAULT_SUSPECT_RULES, findSuspects, type SuspectRules } from './find-suspects';
import { type ImportOptions, importCluster, STEPS_MAX_PLAYERS } from './import-cluster';
import type { ClusterImport, ImportAudit, ImportSummary } from './import-types';
import { importFixes, type MapReport } from './map-report';

export interface AuditedImportOptions extends Omit<ImportOptions, 'audit'> {
  /** What the normaliser fixed in these rows: kept as the cluster's last import's fixes. */
  report: MapReport;
  rules?: SuspectRules;
}

/** What an audited import found beside its data. */
export interface ImportFindings {
  /** ISO 8601: the previous import, the start of the suspects' period; null on a first import. */
  from: string | null;
  /** Every suspect of the period. */
  suspects: Suspect[];
  /** Those never reported before for this cluster and reason. */
  fresh: Suspect[];
}

export interface AuditedImportSummary extends ImportSummary {
  /** null when the import was skipped (unchanged source): the last report stands. */
  findings: ImportFindings | null;
}

/**
 * Imports a cluster (importCluster) and, in the same swap, keeps what the normaliser fixed and
 * the suspects of the period since the previous import, read from the new partition against the
 * one still served. Resolves to the summary with the suspects, the new ones marked reported.
 */
export async function importAudited(
  db: Db,
  input: ClusterImport,
  { report, rules = DEFAULT_SUSPECT_RULES, ...options }: AuditedImportOptions,
): Promise<AuditedImportSummary> {
  const key = input.cluster.key;
  const findings: ImportFindings = { from: null, suspects: [], fresh: [] };
  const audit: ImportAudit = {
    async beforeSwap(session, { players, servedPlayers }) {
      if (servedPlayers === null) return;
      findings.from = await servedImportAt(session, key);
      // PGlite builds up to STEPS_MAX_PLAYERS in steps, so its readers wait little: so do these.
      const steps = db.kind === 'pglite' && input.players.length <= STEPS_MAX_PLAYERS;
      const chunk = steps ? PGLITE_GAINS_CHUNK : undefined;
      const gains = await readImportGains(session, {
        build: players,
        served: servedPlayers,
        chunk,
      });
      const found = findSuspects(gains, rules);
      const names = await playerNames(session, players, [...new Set(found.map((f) => f.id))]);
      findings.suspects = found.map((f) => ({
        ...f,
        name: names.get(f.id)?.name ?? '',
        tribeName: names.get(f.id)?.tribeName ?? '',
      }));
    },
    async inSwap(tx) {
      await saveImportReport(tx, key, {
        fixes: importFixes(report),
        previousImportAt: findings.from,
      });
      findings.fresh = await saveSuspects(tx, key, findings.suspects);
    },
  };
  const summary = await importCluster(db, input, { ...options, audit });
  return { ...summary, findings: summary.skipped ? null : findings };
}
