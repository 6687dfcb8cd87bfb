// The import's swap step: the one short transaction that switches a cluster from its served data
// to the built partitions (docs/adr/0022-partition-swap.md).
import type { Queryable } from '../db/db';
import { dropUnreferenced, type PartitionTable, swapPartition } from '../store/cluster-partition';
import { type ClusterState, writeClusterRow } from '../store/cluster-state';
import { saveImportReport } from '../store/import-reports';
import type { PeriodKind } from '../store/periods';
import { writeBaselines } from '../store/range-baselines';
import { type Suspect, saveSuspects } from '../store/suspects';
import type { BuiltImport } from './build-import';
import type { ImportAuditOptions, ImportFindings } from './import-audit';
import { importFixes } from './map-report';

/** What an audited import keeps with its data: the normaliser's fixes and the suspects found. */
export interface SwapAudit extends ImportAuditOptions {
  findings: Omit<ImportFindings, 'fresh'>;
}

/**
 * Swaps in `built`, in the import's last transaction `tx`: data version, partitions (range ones
 * included), baselines, counts, import time, periods and digest together, and an audited import's
 * report and suspects. Resolves to the new data version and the suspects never reported before.
 */
export async function swapCluster(
  tx: Queryable,
  built: BuiltImport,
  audit: SwapAudit | null,
): Promise<{ version: number; fresh: Suspect[] }> {
  const { state } = built.prepared;
  // The version row is locked until commit: concurrent swaps queue here.
  const [bumped] = await tx.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  await swapTables(tx, built, state);
  const fresh = audit ? await keepAudit(tx, state.key, audit) : [];
  return { version: bumped?.version ?? 0, fresh };
}

/** Puts the built partitions and baselines in place of the served ones, and the cluster's row. */
async function swapTables(tx: Queryable, built: BuiltImport, state: ClusterState): Promise<void> {
  const { prepared, ranges, plan, aliases } = built;
  const { key } = state;
  const served = state.served;
  // Written first: swapPartition keeps the served partitions a baseline now refers to.
  await writeBaselines(
    tx,
    key,
    plan.map((p) => p.baseline),
  );
  const [rangePlayers, rangeTribes] = ranges;
  const swaps: [PartitionTable, string, string | null | undefined][] = [
    ['players', prepared.players.name, served?.players],
    ['tribes', prepared.tribes.name, served?.tribes],
    ['range_players', rangePlayers.name, served?.rangePlayers],
    ['range_tribes', rangeTribes.name, served?.rangeTribes],
  ];
  for (const [table, partition, previous] of swaps) {
    await swapPartition(tx, table, key, partition, previous ?? null);
  }
  // The baselines this import let go.
  await dropUnreferenced(
    tx,
    [...state.baselines.values()].flatMap((b) => [b.players, b.tribes]),
  );
  const start = (kind: PeriodKind) => {
    const found = plan.find((p) => p.kind === kind);
    if (!found) throw new Error(`no ${kind} period in the import's plan`);
    return found.baseline.periodStart;
  };
  const { cluster, keeps } = prepared.input;
  await writeClusterRow(tx, {
    ...cluster,
    keeps: keeps ?? null,
    players: prepared.players.visible,
    tribes: prepared.tribes.visible,
    at: prepared.at,
    digest: prepared.digest,
    playersTable: prepared.players.name,
    tribesTable: prepared.tribes.name,
    rangePlayersTable: rangePlayers.name,
    rangeTribesTable: rangeTribes.name,
    periodStarts: { day: start('day'), week: start('week'), month: start('month') },
    aliases,
  });
}

/** Keeps the import's fixes and suspects; resolves to the suspects never reported before. */
async function keepAudit(tx: Queryable, key: string, audit: SwapAudit): Promise<Suspect[]> {
  await saveImportReport(tx, key, {
    fixes: importFixes(audit.report),
    previousImportAt: audit.findings.from,
  });
  return saveSuspects(tx, key, audit.findings.suspects);
}
