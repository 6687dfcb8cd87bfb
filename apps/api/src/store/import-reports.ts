// What each cluster's last import fixed, and the last import refused since it landed: kept in the
// store, so /healthz shows them whichever process imported and after a restart
// (docs/adr/0048-admin-reports.md).
import type { Queryable } from '../db/db';

/** The normaliser's fixes in one import, by kind, under the names /healthz shows. */
export interface ImportFixes {
  /** NULL or missing values read as 0 (numbers) or '' (names). */
  nulls: number;
  /** Names cut to 64 characters. */
  names_cut: number;
  /** Names that held control characters, removed. */
  control_characters_removed: number;
  /** Negative counters, clamped to 0. */
  negative_values: number;
  /** Counters above 2^53 - 1, clamped. */
  oversized_values: number;
  /** Players shown under their SteamName (no PlayerName). */
  names_from_steam: number;
  /** Players with no name at all, shown as "Survivor" + the id's last 4 digits. */
  survivor_names: number;
  /** Tribes with no name anywhere, shown as "Unnamed tribe". */
  unnamed_tribes: number;
  /** Tribes made from their players (a TribeID with no tribe row). */
  tribes_from_players: number;
  /** Repeated SteamIDs dropped (the first row kept). */
  duplicates: number;
  /** Repeated TribeIDs dropped (the first row kept). */
  duplicate_tribes: number;
  /** Player rows without a SteamID, dropped. */
  players_without_id: number;
  /** Tribe rows without a TribeID, dropped. */
  tribes_without_id: number;
}

/** Where an import came from: `ark import`'s files, or the sync (a MySQL or files source). */
export type ImportSource = 'file' | 'sync';

/** An import that was refused: the cluster kept its last good data. */
export interface ImportRefusal {
  /** ISO 8601. */
  at: string;
  source: ImportSource;
  /** The refusal's one line (no file path, no secret). */
  reason: string;
}

/** A cluster's import report as /healthz shows it. */
export interface ClusterImportReport {
  cluster: string;
  /** The fixes of the import the cluster serves; null when that import came with no report. */
  fixes: ImportFixes | null;
  /** The last import refused since the served one landed; null when none was. */
  refused: ImportRefusal | null;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** When the cluster's served import landed (ISO 8601); null for a cluster never imported. */
export async function servedImportAt(q: Queryable, cluster: string): Promise<string | null> {
  const [row] = await q.query<{ at: string }>(
    `SELECT to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS at FROM clusters WHERE key = $1`,
    [cluster],
  );
  return row?.at ?? null;
}

/**
 * Keeps an import's fixes as its cluster's report and forgets the cluster's refusal. Run it in
 * the import's swap transaction, after the swap: the report takes the cluster's new `updated_at`
 * (the import's time), which tells it from an older import's.
 */
export async function saveImportReport(
  tx: Queryable,
  cluster: string,
  { fixes, previousImportAt }: { fixes: ImportFixes; previousImportAt: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO import_reports (cluster, imported_at, previous_import_at, fixes)
     SELECT key, updated_at, $2, $3 FROM clusters WHERE key = $1
     ON CONFLICT (cluster) DO UPDATE SET imported_at = EXCLUDED.imported_at,
       previous_import_at = EXCLUDED.previous_import_at, fixes = EXCLUDED.fixes`,
    [cluster, previousImportAt, JSON.stringify(fixes)],
  );
  await tx.query('DELETE FROM import_refusals WHERE cluster = $1', [cluster]);
}

/** Keeps a refused import as its cluster's last refusal (replacing an older one). */
export async function recordRefusal(
  q: Queryable,
  { cluster, source, reason }: { cluster: string; source: ImportSource; reason: string },
): Promise<void> {
  await q.query(
    `INSERT INTO import_refusals (cluster, source, reason, refused_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (cluster) DO UPDATE SET source = EXCLUDED.source, reason = EXCLUDED.reason,
       refused_at = EXCLUDED.refused_at`,
    [cluster, source, reason],
  );
}

/** Forgets a cluster's refusal: a later attempt found the source sound (unchanged, so skipped). */
export async function clearRefusal(q: Queryable, cluster: string): Promise<void> {
  await q.query('DELETE FROM import_refusals WHERE cluster = $1', [cluster]);
}

/**
 * The report of every cluster of the current season: the served import's fixes (when that import
 * wrote them) and a refusal newer than it.
 */
export function readImportReports(q: Queryable): Promise<ClusterImportReport[]> {
  return q.query<ClusterImportReport>(
    `SELECT c.key AS cluster,
       CASE WHEN r.imported_at = c.updated_at THEN r.fixes END AS fixes,
       CASE WHEN f.refused_at > c.updated_at THEN json_build_object(
         'at', to_char(f.refused_at AT TIME ZONE 'UTC', ${ISO}),
         'source', f.source, 'reason', f.reason) END AS refused
     FROM clusters c
     LEFT JOIN import_reports r ON r.cluster = c.key
     LEFT JOIN import_refusals f ON f.cluster = c.key
     ORDER BY c.sort_order, c.key`,
  );
}
