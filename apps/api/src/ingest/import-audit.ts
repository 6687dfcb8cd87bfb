// The import's audit step, for the imports an admin's sources run (`ark import`, the sync): the
// suspects since the previous import, read from the built partition against the one still
// served (docs/adr/0048-admin-reports.md). The swap keeps them with the data.
import type { Queryable } from '../db/db';
import type { ClusterState } from '../store/cluster-state';
import { PGLITE_GAINS_CHUNK, playerNames, readImportGains, type Suspect } from '../store/suspects';
import { DEFAULT_SUSPECT_RULES, findSuspects, type SuspectRules } from './find-suspects';
import type { MapReport } from './map-report';

/** What an audited import keeps beside its data. */
export interface ImportAuditOptions {
  /** What the normaliser fixed in these rows: kept as the cluster's last import's fixes. */
  report: MapReport;
  rules?: SuspectRules | undefined;
}

/** What an audited import found beside its data. */
export interface ImportFindings {
  /** ISO 8601: the previous import, the start of the suspects' period; null on a first import. */
  from: string | null;
  /** Every suspect of the period. */
  suspects: Suspect[];
  /** Those never reported before for this cluster and reason (the swap tells, as it keeps them). */
  fresh: Suspect[];
}

/**
 * The suspects among the players of `built` (the new players partition) since the cluster's
 * served import; none on a first import. `steps`: PGlite builds in steps, so its readers wait
 * little: so does this read.
 */
export async function auditImport(
  q: Queryable,
  {
    built,
    state,
    steps,
    rules = DEFAULT_SUSPECT_RULES,
  }: {
    built: string;
    state: ClusterState;
    steps: boolean;
    rules?: SuspectRules | undefined;
  },
): Promise<Omit<ImportFindings, 'fresh'>> {
  const served = state.served;
  if (!served) return { from: null, suspects: [] };
  const chunk = steps ? PGLITE_GAINS_CHUNK : undefined;
  const gains = await readImportGains(q, { build: built, served: served.players, chunk });
  const found = findSuspects(gains, rules);
  const names = await playerNames(q, built, [...new Set(found.map((f) => f.id))]);
  const suspects = found.map((f) => ({
    ...f,
    name: names.get(f.id)?.name ?? '',
    tribeName: names.get(f.id)?.tribeName ?? '',
  }));
  return { from: served.lastImport.toISOString(), suspects };
}
