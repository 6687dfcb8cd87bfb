// The import's audit step, for the imports an admin's sources run (`ark import`, the sync): the
// suspects since the previous import, the import's players against the ones still served
// (docs/adr/0048-admin-reports.md). The swap keeps them with the data.
import type { Queryable } from '../db/db';
import type { ClusterState } from '../store/cluster-state';
import type { ServedRows } from '../store/served-rows';
import { playerNames, type Suspect } from '../store/suspects';
import { DEFAULT_SUSPECT_RULES, findSuspects, type SuspectRules } from './find-suspects';
import { importGains } from './import-gains';
import type { PlayerInput } from './import-types';
import type { MapReport } from './map-report';
import type { RankedBuild } from './ranked-build';

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
 * The suspects among the import's players (`players`, built as the partition `built`) since the
 * cluster's served import, from the gains over the served players the import read once
 * (`served`; import-gains.ts); none on a first import.
 */
export async function auditImport(
  q: Queryable,
  {
    built,
    players,
    served,
    state,
    rules = DEFAULT_SUSPECT_RULES,
  }: {
    built: string;
    players: RankedBuild<PlayerInput>;
    served: ServedRows | null;
    state: ClusterState;
    rules?: SuspectRules | undefined;
  },
): Promise<Omit<ImportFindings, 'fresh'>> {
  if (!state.served || !served) return { from: null, suspects: [] };
  const found = findSuspects(importGains(players, served), rules);
  const names = await playerNames(q, built, [...new Set(found.map((f) => f.id))]);
  const suspects = found.map((f) => ({
    ...f,
    name: names.get(f.id)?.name ?? '',
    tribeName: names.get(f.id)?.tribeName ?? '',
  }));
  return { from: state.served.lastImport.toISOString(), suspects };
}
