// Suspects: players whose gains since the previous import stand out. The store reads the gains
// an import brings (its built partition against the served one), keeps the suspects of each
// cluster's latest import and remembers which were reported (docs/adr/0048-admin-reports.md).
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

/**
 * Rows per statement when PGlite reads an import's gains in steps: each a few hundred ms at
 * most, where smaller chunks cost more in all (docs/adr/0048-admin-reports.md).
 */
export const PGLITE_GAINS_CHUNK = 20_000;

/** Statistics, in GainColumns order, as the players table names them. */
const GAIN_COLUMNS = [
  ['kills', 'kills'],
  ['deaths', 'deaths'],
  ['dinoKills', 'dino_kills'],
  ['playTime', 'play_time'],
] as const;

/**
 * The gains of every visible player of `build` (a players partition an import built) over
 * `served` (the cluster's partition until the swap), for the players who gained anything. A gain
 * is the new value minus the served one; a player absent there counts from 0, and so does a
 * value lower than it (a reset): the time ranges' rule (DESIGN §5). One statement, unless `chunk`
 * asks for statements of that many rows (PGlite runs one at a time: its readers wait less).
 */
export async function readImportGains(
  q: Queryable,
  { build, served, chunk }: { build: string; served: string; chunk?: number | undefined },
): Promise<GainColumns> {
  const base = (c: string) => `coalesce(o.${c}, 0)`;
  const gain = (c: string) =>
    `CASE WHEN n.${c} >= ${base(c)} THEN n.${c} - ${base(c)} ELSE n.${c} END`;
  const active = GAIN_COLUMNS.map(([, c]) => `(n.${c} > 0 AND n.${c} <> ${base(c)})`).join(' OR ');
  const gains = GAIN_COLUMNS.map(([, c]) => `json_agg(${gain(c)})`).join(', ');
  const out: GainColumns = { ids: [], kills: [], deaths: [], dinoKills: [], playTime: [] };
  const read = async (join: string, where: string, params: number[]): Promise<void> => {
    const [row] = await q.query<{ ids: string[] | null; g: number[][] | null }>(
      `SELECT json_agg(n.id) AS ids, json_build_array(${gains}) AS g
       FROM ${build} n ${join} WHERE ${where} AND (${active})`,
      params,
    );
    if (row?.ids && row.g) {
      append(out.ids, row.ids);
      GAIN_COLUMNS.forEach(([field], s) => {
        append(out[field], (row.g as number[][])[s] ?? []);
      });
    }
  };
  if (chunk === undefined) {
    // Hidden rows have no position.
    const join = `LEFT JOIN ${served} o ON o.cluster = n.cluster AND o.id = n.id`;
    await read(join, 'n.pos_kills IS NOT NULL', []);
    return out;
  }
  // Chunks of the new partition's kills positions (its index), each row's previous values by
  // primary key: a hash join would scan the whole served partition again for every chunk.
  const columns = GAIN_COLUMNS.map(([, c]) => `o.${c}`).join(', ');
  const join = `LEFT JOIN LATERAL (SELECT ${columns} FROM ${served} o
    WHERE o.cluster = n.cluster AND o.id = n.id) o ON true`;
  const [{ visible = 0 } = {}] = await q.query<{ visible: number }>(
    `SELECT coalesce(max(pos_kills), 0)::int AS visible FROM ${build}`,
  );
  for (let from = 0; from < visible; from += chunk) {
    await read(join, 'n.pos_kills > $1 AND n.pos_kills <= $2', [from, from + chunk]);
  }
  return out;
}

/** Appends `more` to `to` (a spread of a million values would overflow the stack). */
function append<T>(to: T[], more: readonly T[]): void {
  for (const value of more) to.push(value);
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
