import type { Queryable } from '../db/db';
import {
  buildTableName,
  partitionColumns,
  RANGE_TABLE,
  type RankTable,
  sqlLiteral,
} from '../store/cluster-partition';
import type { ServedTables } from '../store/cluster-state';
import type { PartitionBuild } from '../store/partition-build';
import { readBaselineValues } from '../store/range-baselines';
import { type RangeSlot, type SlotAliases, storedSlot } from '../store/range-slots';
import { type ServedBoards, servedBaseline } from '../store/served-rows';
import type { PlayerInput, TribeInput } from './import-types';
import type { KindPlan } from './range-plan';
import {
  computeRangeGains,
  PLAYER_GAIN_COLUMNS,
  type RangeGains,
  type RangeSource,
  rangeBuild,
  type SlotBaseline,
  TRIBE_BASE_COLUMNS,
} from './range-rows';

/** An import's rows, as the range partitions are built from them. */
export interface RangeSources {
  players: RangeSource<PlayerInput>;
  tribes: RangeSource<TribeInput>;
}

/** The columns a range baseline is read for, per board. */
export const BASELINE_COLUMNS: Readonly<Record<RankTable, readonly string[]>> = {
  players: PLAYER_GAIN_COLUMNS,
  tribes: TRIBE_BASE_COLUMNS,
};

/**
 * Each period's gains since its baseline (docs/adr/0047-range-baselines.md): every baseline table
 * read once, in chunks, into typed arrays at the places of this import's rows, its gains worked
 * out and stored once for the periods sharing it (`aliases` name where the others read), then
 * dropped. A baseline that is the served partition is not read again: its values come from the
 * import's one read of it (`served`; docs/adr/0097-one-read-of-the-served-partition.md).
 */
export async function rangeGains(
  q: Queryable,
  sources: RangeSources,
  plan: readonly KindPlan[],
  {
    chunk,
    defaults,
    served,
  }: {
    chunk: number | undefined;
    /** Index of each board's default statistic among its ranked ones (rows are written in its order). */
    defaults: Readonly<Record<RankTable, number>>;
    /** The served partitions as the import read them; null: none. */
    served: ServedBoards | null;
  },
): Promise<RangeGains & { aliases: SlotAliases }> {
  const out: RangeGains & { aliases: SlotAliases } = { players: [], tribes: [], aliases: {} };
  const counted = plan.filter((p) => p.gains);
  if (counted.length === 0) return out;
  const at = (ids: readonly string[]) => new Map(ids.map((id, i) => [id, i]));
  const index = {
    players: served?.players.at ?? at(sources.players.ids),
    tribes: served?.tribes.at ?? at(sources.tribes.ids),
  };
  const values = (board: RankTable, table: string) =>
    served?.[board].partition === table
      ? Promise.resolve(BASELINE_COLUMNS[board].map((c) => servedBaseline(served[board], c)))
      : readBaselineValues(q, table, BASELINE_COLUMNS[board], index[board], { chunk });
  for (const table of new Set(counted.map((p) => p.baseline.players))) {
    const kinds = counted.filter((p) => p.baseline.players === table);
    const players = await values('players', table);
    const [tribes] = await values('tribes', (kinds[0] as KindPlan).baseline.tribes);
    // Periods sharing a baseline share their gains: worked out and stored once, under the first
    // one's slot, the others reading it (`aliases`).
    const [first, ...others] = kinds as [KindPlan, ...KindPlan[]];
    const baseline: SlotBaseline = { slot: first.kind, players, tribes: tribes as Float64Array };
    const gains = computeRangeGains(sources.players, sources.tribes, [baseline], defaults);
    for (const other of others) out.aliases[other.kind] = first.kind;
    out.players.push(...gains.players);
    out.tribes.push(...gains.tribes);
  }
  return out;
}

/**
 * The range partitions' builds: the computed slots, plus the previous periods' slots copied from
 * the served range partition (kept, or the current slot moved back at a period's end).
 */
export function rangeBuilds(
  key: string,
  id: string,
  sources: RangeSources,
  gains: RangeGains,
  plan: readonly KindPlan[],
  served: ServedTables | null,
): PartitionBuild[] {
  return (['players', 'tribes'] as const).map((board) => {
    const table = RANGE_TABLE[board];
    const name = buildTableName(table, id);
    const from = board === 'players' ? served?.rangePlayers : served?.rangeTribes;
    const stored = (slot: RangeSlot) => storedSlot(slot, served?.aliases ?? {});
    const columns = partitionColumns(table).slice(2).join(', ');
    const copies = plan.flatMap(({ previous }) =>
      previous && from
        ? [
            `INSERT INTO ${name} (cluster, slot, ${columns})
             SELECT cluster, ${sqlLiteral(previous.slot)}, ${columns} FROM ${from}
             WHERE slot = ${sqlLiteral(stored(previous.from))}`,
          ]
        : [],
    );
    return board === 'players'
      ? rangeBuild(table, key, name, sources.players, gains.players, copies)
      : rangeBuild(table, key, name, sources.tribes, gains.tribes, copies);
  });
}
