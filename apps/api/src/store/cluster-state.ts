// What the store holds for one cluster when an import starts: read once, under the import lock,
// so nothing changes it until the import's swap (docs/adr/0053-the-import-service.md).
import type { ClusterKeeps } from '@ark/core';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { hiddenIds } from './hidden-entries';
import type { PeriodKind } from './periods';
import { type Baseline, readBaselines } from './range-baselines';
import type { SlotAliases } from './range-slots';

/** The tables a cluster serves and its last periods: what the range boards move on from. */
export interface ServedTables {
  /** The last import's time. */
  lastImport: Date;
  players: string;
  tribes: string;
  rangePlayers: string | null;
  rangeTribes: string | null;
  /** Each kind's period start of the last import (ms), null before migration 6's first import. */
  starts: Record<PeriodKind, number | null>;
  /** The stored slot of each slot sharing another's rows in the served range partition. */
  aliases: SlotAliases;
}

/** The cluster as its last import left it: its place in the dropdown, counts and tables. */
export interface ServedCluster extends ServedTables {
  display: string;
  order: number;
  /** Visible players: what a shrink is measured against. */
  playerCount: number;
  /** The digest of the import served (importDigest); null before migration 3. */
  digest: string | null;
}

/** One cluster's state, and the store's around it, as an import starts. */
export interface ClusterState {
  key: string;
  /** The data version now (a skipped import reports it). */
  version: number;
  /** Where a new cluster goes in the dropdown: after the last. */
  nextOrder: number;
  /** null for a cluster never imported. */
  served: ServedCluster | null;
  /** Each period's baseline (none for a cluster not imported since migration 6). */
  baselines: ReadonlyMap<PeriodKind, Baseline>;
  /** The ids hidden in each of its tables: left out of the ranks. */
  hidden: Readonly<Record<RankTable, ReadonlySet<string>>>;
}

const ms = (column: string) => `(extract(epoch FROM c.${column}) * 1000)::float8`;

/** Reads a cluster's state: its row, the data version, its baselines and its hidden ids. */
export async function readClusterState(q: Queryable, key: string): Promise<ClusterState> {
  const [row] = await q.query<{
    version: number;
    next_order: number;
    display: string | null;
    order: number;
    players: number;
    digest: string | null;
    last: number;
    players_table: string;
    tribes_table: string;
    range_players: string | null;
    range_tribes: string | null;
    day: number | null;
    week: number | null;
    month: number | null;
    aliases: SlotAliases | null;
  }>(
    `SELECT v.version::int AS version,
       (SELECT coalesce(max(sort_order) + 1, 0)::int FROM clusters) AS next_order,
       c.display, c.sort_order::int AS "order", c.players::int AS players,
       c.source_digest AS digest, ${ms('updated_at')} AS last, c.players_table,
       c.tribes_table, c.range_players_table AS range_players,
       c.range_tribes_table AS range_tribes, ${ms('day_start')} AS day,
       ${ms('week_start')} AS week, ${ms('month_start')} AS month, c.range_slots AS aliases
     FROM data_version v LEFT JOIN clusters c ON c.key = $1`,
    [key],
  );
  if (!row) throw new Error('the store has no data version row: is it migrated?');
  const served: ServedCluster | null =
    row.display === null
      ? null
      : {
          display: row.display,
          order: row.order,
          playerCount: row.players,
          digest: row.digest,
          lastImport: new Date(row.last),
          players: row.players_table,
          tribes: row.tribes_table,
          rangePlayers: row.range_players,
          rangeTribes: row.range_tribes,
          starts: { day: row.day, week: row.week, month: row.month },
          aliases: row.aliases ?? {},
        };
  return {
    key,
    version: row.version,
    nextOrder: row.next_order,
    served,
    baselines: await readBaselines(q, key),
    hidden: {
      players: await hiddenIds(q, key, 'players'),
      tribes: await hiddenIds(q, key, 'tribes'),
    },
  };
}

/** What an import's swap writes to its cluster's row. */
export interface ClusterRow {
  key: string;
  display: string;
  order: number;
  /** Visible players and tribes. */
  players: number;
  tribes: number;
  /** What the source keeps (docs/adr/0070); null = everything (a source that does not say). */
  keeps: ClusterKeeps | null;
  /** The time the import is as of. */
  at: Date;
  digest: string;
  playersTable: string;
  tribesTable: string;
  rangePlayersTable: string;
  rangeTribesTable: string;
  /** The period each kind's range board counts in now. */
  periodStarts: Readonly<Record<PeriodKind, Date>>;
  aliases: SlotAliases;
}

/**
 * Writes a cluster's row in an import's swap transaction: a new cluster is inserted, an imported
 * one keeps its first import's time.
 */
export async function writeClusterRow(tx: Queryable, row: ClusterRow): Promise<void> {
  const cells: [column: string, value: unknown][] = [
    ['key', row.key],
    ['display', row.display],
    ['sort_order', row.order],
    ['players', row.players],
    ['tribes', row.tribes],
    ['keeps', row.keeps === null ? null : JSON.stringify(row.keeps)],
    ['updated_at', row.at.toISOString()],
    ['first_import_at', row.at.toISOString()],
    ['players_table', row.playersTable],
    ['tribes_table', row.tribesTable],
    ['source_digest', row.digest],
    ['day_start', row.periodStarts.day.toISOString()],
    ['week_start', row.periodStarts.week.toISOString()],
    ['month_start', row.periodStarts.month.toISOString()],
    ['range_players_table', row.rangePlayersTable],
    ['range_tribes_table', row.rangeTribesTable],
    ['range_slots', JSON.stringify(row.aliases)],
  ];
  const columns = cells.map(([column]) => column);
  const updates = columns
    .filter((column) => column !== 'key')
    .map((column) =>
      column === 'first_import_at'
        ? 'first_import_at = coalesce(clusters.first_import_at, EXCLUDED.first_import_at)'
        : `${column} = EXCLUDED.${column}`,
    );
  await tx.query(
    `INSERT INTO clusters (${columns.join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (key) DO UPDATE SET ${updates.join(', ')}`,
    cells.map(([, value]) => value),
  );
}
