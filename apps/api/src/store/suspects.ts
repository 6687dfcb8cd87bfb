// Suspects: players whose gains since the previous import stand out. The store keeps the suspects
// of each cluster's latest import and remembers which were reported
// (docs/adr/0048-admin-reports.md); the import works out the gains (ingest/import-gains.ts).
import type { Queryable } from '../db/db';

/** Why a player is a suspect (the rules: ingest/find-suspects.ts). */
export type SuspectReason =
  | 'kills_outlier'
  | 'dino_kills_outlier'
  | 'high_kd'
  | 'kills_without_play_time';

/** A player a rule picked out, with the numbers that made it. */
export interface SuspectFinding {
  id: string;
  reason: SuspectReason;
  /** The rule's numbers, e.g. `{ gain: 900, median: 4, mad: 2, bound: 24 }`. */
  facts: Record<string, number>;
}

/** A suspect with who it is. */
export interface Suspect extends SuspectFinding {
  name: string;
  tribeName: string;
}

/**
 * What each player gained in a period, one column per statistic, `ids[i]` the player of every
 * column's row i: what the rules read, whether the period is "since the previous import" or a range.
 */
export interface GainColumns {
  ids: string[];
  kills: number[];
  deaths: number[];
  dinoKills: number[];
  /** Null where the source keeps no play time. */
  playTime: (number | null)[];
}

/** The suspects of a cluster's latest import and the period they cover. */
export interface SuspectReport {
  cluster: string;
  display: string;
  /** ISO 8601: the previous import; null when the latest was the cluster's first (no suspects). */
  from: string | null;
  /** ISO 8601: the latest import. */
  to: string;
  /** Still visible suspects (a player hidden since is left out), in the rules' order. */
  suspects: Suspect[];
}

/** The name and tribe name of each of `ids` in a players table (a partition or its parent). */
export async function playerNames(
  q: Queryable,
  table: string,
  ids: readonly string[],
): Promise<Map<string, { name: string; tribeName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; name: string; tribe_name: string }>(
    `SELECT id, name, tribe_name FROM ${table} WHERE id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, tribeName: r.tribe_name }]));
}

/**
 * Keeps `suspects` as the cluster's latest import's, and resolves to those never reported before
 * for that cluster and reason (now reported). Run it in the import's swap transaction.
 */
export async function saveSuspects(
  tx: Queryable,
  cluster: string,
  suspects: readonly Suspect[],
): Promise<Suspect[]> {
  await tx.query('DELETE FROM import_suspects WHERE cluster = $1', [cluster]);
  if (suspects.length === 0) return [];
  const rows = JSON.stringify(
    suspects.map((s, place) => ({
      place,
      player_id: s.id,
      reason: s.reason,
      name: s.name,
      tribe_name: s.tribeName,
      facts: s.facts,
    })),
  );
  await tx.query(
    `INSERT INTO import_suspects (cluster, place, player_id, reason, name, tribe_name, facts)
     SELECT $1, place, player_id, reason, name, tribe_name, facts
     FROM json_to_recordset($2::json)
       AS x(place integer, player_id text, reason text, name text, tribe_name text, facts jsonb)`,
    [cluster, rows],
  );
  const fresh = await tx.query<{ player_id: string; reason: string }>(
    `INSERT INTO reported_suspects (cluster, player_id, reason)
     SELECT $1, player_id, reason FROM json_to_recordset($2::json) AS x(player_id text, reason text)
     ON CONFLICT DO NOTHING RETURNING player_id, reason`,
    [cluster, rows],
  );
  const isNew = new Set(fresh.map((r) => `${r.player_id}\n${r.reason}`));
  return suspects.filter((s) => isNew.has(`${s.id}\n${s.reason}`));
}

/**
 * The suspects of each cluster's latest import that wrote a report (or of one cluster), in the
 * clusters' order; players hidden since are left out.
 */
export async function readSuspectReports(
  q: Queryable,
  { cluster = null }: { cluster?: string | null } = {},
): Promise<SuspectReport[]> {
  const iso = (column: string) =>
    `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const reports = await q.query<Omit<SuspectReport, 'suspects'>>(
    `SELECT c.key AS cluster, c.display, ${iso('r.previous_import_at')} AS "from",
       ${iso('r.imported_at')} AS "to"
     FROM clusters c JOIN import_reports r ON r.cluster = c.key AND r.imported_at = c.updated_at
     WHERE $1::text IS NULL OR c.key = $1
     ORDER BY c.sort_order, c.key`,
    [cluster],
  );
  if (reports.length === 0) return [];
  const rows = await q.query<Suspect & { cluster: string }>(
    `SELECT s.cluster, s.player_id AS id, s.reason, s.name, s.tribe_name AS "tribeName", s.facts
     FROM import_suspects s
     WHERE ($1::text IS NULL OR s.cluster = $1) AND NOT EXISTS (
       SELECT 1 FROM hidden_entries h
       WHERE h.cluster = s.cluster AND h.kind = 'player' AND h.id = s.player_id)
     ORDER BY s.cluster, s.place`,
    [cluster],
  );
  return reports.map((report) => ({
    ...report,
    suspects: rows
      .filter((row) => row.cluster === report.cluster)
      .map(({ cluster: _, ...suspect }) => suspect),
  }));
}

/** A range slot's gains, and who each player is: what `ark suspects --range` reads. */
export interface SlotGains {
  gains: GainColumns;
  names: Map<string, { name: string; tribeName: string }>;
}

/**
 * The gains every visible player made in a cluster's range slot (docs/adr/0047-range-baselines.md):
 * the rows the range boards rank, gains stored at import, so no baseline is read again. Hidden
 * players keep no position in a slot, so they are left out.
 */
export async function readSlotGains(
  q: Queryable,
  { cluster, slot }: { cluster: string; slot: string },
): Promise<SlotGains> {
  const rows = await q.query<{
    id: string;
    name: string;
    tribe_name: string;
    kills: number;
    deaths: number;
    dino_kills: number;
    play_time: number | null;
  }>(
    `SELECT id, name, tribe_name, kills, deaths, dino_kills, play_time FROM range_players
     WHERE cluster = $1 AND slot = $2 AND pos_kills IS NOT NULL`,
    [cluster, slot],
  );
  const gains: GainColumns = { ids: [], kills: [], deaths: [], dinoKills: [], playTime: [] };
  const names = new Map<string, { name: string; tribeName: string }>();
  for (const row of rows) {
    gains.ids.push(row.id);
    gains.kills.push(row.kills);
    gains.deaths.push(row.deaths);
    gains.dinoKills.push(row.dino_kills);
    gains.playTime.push(row.play_time);
    names.set(row.id, { name: row.name, tribeName: row.tribe_name });
  }
  return { gains, names };
}
