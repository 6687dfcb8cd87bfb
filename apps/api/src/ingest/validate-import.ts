import { isRowId, ROW_ID_RULE } from '@ark/core';
import type { StepProgress } from '../lib/progress';
import { ImportError } from './import-error';
import type { ClusterImport } from './import-types';
import type { MapReport } from './map-report';
import { showCell } from './plugin-values';

const NUMBER_FIELDS = {
  players: ['playTime', 'kills', 'dinoKills', 'deaths'],
  tribes: ['damageScore', 'kills', 'deaths', 'tameKills', 'playTime'],
} as const;

/** The statistics a source may lack: null (missing, shown N/A) instead of a number. */
const MAY_LACK: Readonly<Record<'players' | 'tribes', ReadonlySet<string>>> = {
  players: new Set(['playTime', 'kills', 'dinoKills', 'deaths']),
  tribes: new Set(['playTime', 'damageScore']),
};

/** Rows between two reports of the validate step. */
const REPORT_ROWS = 65_536;

/**
 * Checks what any source hands to importCluster: a cluster key and display, unique ids that pass
 * core's id rule, text names, finite numbers (or null for a statistic the source lacks). Throws
 * an ImportError naming the first bad row. Tells `progress` how many rows it checked.
 */
export function validateImport(input: ClusterImport, progress?: StepProgress): void {
  const { cluster } = input;
  if (typeof cluster.key !== 'string' || cluster.key.trim() === '' || cluster.key.length > 64) {
    throw new ImportError('cluster', null, 'cluster key must be 1 to 64 characters');
  }
  if (typeof cluster.display !== 'string' || cluster.display.trim() === '') {
    throw new ImportError('cluster', null, 'cluster display name must not be empty');
  }
  if (!Number.isInteger(cluster.order)) {
    throw new ImportError('cluster', null, 'cluster order must be a whole number');
  }
  let checked = 0;
  for (const kind of ['players', 'tribes'] as const) {
    const seen = new Set<string>();
    const rows = input[kind] as unknown as Record<string, unknown>[];
    rows.forEach((row, index) => {
      if (++checked % REPORT_ROWS === 0) progress?.report(checked);
      const fail = (reason: string) => {
        throw new ImportError(kind, index + 1, reason);
      };
      if (!isRowId(row.id)) fail(`id must be ${ROW_ID_RULE}, got ${showCell(row.id)}`);
      if (seen.has(row.id as string)) fail(`duplicate id ${row.id}`);
      seen.add(row.id as string);
      if (typeof row.name !== 'string') fail('name must be text');
      if (kind === 'players' && typeof row.tribeName !== 'string') fail('tribeName must be text');
      if (kind === 'players' && row.tribeId !== null && !isRowId(row.tribeId)) {
        fail(`tribeId must be null or ${ROW_ID_RULE}, got ${showCell(row.tribeId)}`);
      }
      for (const field of NUMBER_FIELDS[kind]) {
        if (row[field] === null && MAY_LACK[kind].has(field)) continue;
        if (typeof row[field] !== 'number' || !Number.isFinite(row[field])) {
          fail(`${field} must be a finite number, got ${String(row[field])}`);
        }
      }
    });
  }
  progress?.report(checked);
}

/**
 * The most repeated ids a table of `rows` rows may hold and still be imported: 1 % of its rows, or
 * 10, whichever is larger. Real tables key on the id, so more means a broken export.
 * @example collapsedIdLimit(50) // 10
 */
export function collapsedIdLimit(rows: number): number {
  return Math.max(rows / 100, 10);
}

export interface RefuseCollapsedIdsOptions {
  report: MapReport;
  /** Rows each table had before the normaliser dropped any. */
  rows: { players: number; tribes: number };
  /** Where each table was read from, to name it. */
  sources: { players: string; tribes: string };
}

/**
 * Refuses a source whose ids collapsed: more repeated player (or tribe) ids than
 * `collapsedIdLimit` allows. A tool that read the ids as doubles and wrote them back makes 50
 * players 4; fewer repeats are dropped and counted (docs/adr/0048-admin-reports.md).
 */
export function refuseCollapsedIds({ report, rows, sources }: RefuseCollapsedIdsOptions): void {
  // Each table's id column as the source's layout names it (EosId for PointRewards).
  const { ids } = report;
  const tables = [
    { kind: 'players', repeated: report.duplicatePlayers, id: ids.players },
    { kind: 'tribes', repeated: report.duplicateTribes, id: ids.tribes },
  ] as const;
  for (const { kind, repeated, id } of tables) {
    const limit = collapsedIdLimit(rows[kind]);
    if (repeated <= limit) continue;
    const fmt = (n: number) => n.toLocaleString('en-US');
    throw new ImportError(
      sources[kind],
      null,
      `${fmt(repeated)} of ${fmt(rows[kind])} rows repeat a ${id} (at most ${fmt(Math.floor(limit))} ` +
        `may): ids rounded? quote them (write each ${id} as text)`,
    );
  }
}
