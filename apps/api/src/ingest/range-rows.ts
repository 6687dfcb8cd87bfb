import type { SqlCell } from '../db/db';
import { boardOf, DATA_COLUMNS, type RangeTable, type RankTable } from '../store/cluster-partition';
import type { PartitionBuild } from '../store/partition-build';
import type { RangeSlot } from '../store/range-slots';
import { rankedColumns } from '../store/view-columns';
import type { PlayerInput, TribeInput } from './import-types';
import { rankRows } from './rank-rows';
import { gain, TRIBE_MEMBER_SUMS } from './tribe-gain';

/** A player's statistics a range counts (docs/adr/0047-range-baselines.md): every number, in data order. */
export const PLAYER_GAIN_COLUMNS = DATA_COLUMNS.players.slice(
  DATA_COLUMNS.players.indexOf('play_time'),
);

/** A tribe's statistics a range counts, in data order: its score, then its members' sums. */
const TRIBE_GAIN_COLUMNS = DATA_COLUMNS.tribes.slice(
  DATA_COLUMNS.tribes.indexOf('damage_score'),
  DATA_COLUMNS.tribes.indexOf('members'),
);

/** The tribe baseline's columns: only the score is the tribe's own. */
export const TRIBE_BASE_COLUMNS = ['damage_score'] as const;

/** Each counted statistic of a player, by its column (a missing one gains nothing). */
const PLAYER_VALUE: Readonly<Record<string, (p: PlayerInput) => number>> = {
  play_time: (p) => p.playTime ?? 0,
  kills: (p) => p.kills ?? 0,
  dino_kills: (p) => p.dinoKills ?? 0,
  deaths: (p) => p.deaths ?? 0,
  wild_dino_kills: (p) => p.wildDinoKills ?? 0,
  dinos_tamed: (p) => p.dinosTamed ?? 0,
  deaths_by_dino: (p) => p.deathsByDino ?? 0,
  deaths_by_wild_dino: (p) => p.deathsByWildDino ?? 0,
};
const PLAYER_VALUES = PLAYER_GAIN_COLUMNS.map((c) => PLAYER_VALUE[c] as (p: PlayerInput) => number);

/** Each summed tribe statistic (after the score) as the index of the player statistic summed. */
const MEMBER_SUMS = TRIBE_GAIN_COLUMNS.slice(1).map((c) =>
  PLAYER_GAIN_COLUMNS.indexOf(TRIBE_MEMBER_SUMS[c as keyof typeof TRIBE_MEMBER_SUMS]),
);

/** Where a table's counted statistics start among its data cells; they run on in gain order. */
const FIRST_GAIN: Readonly<Record<RankTable, number>> = {
  players: DATA_COLUMNS.players.indexOf(PLAYER_GAIN_COLUMNS[0] as string),
  tribes: DATA_COLUMNS.tribes.indexOf(TRIBE_GAIN_COLUMNS[0] as string),
};

export { gain };

/** One slot's baseline values, at the places of the import's rows (0 where a row is new). */
export interface SlotBaseline {
  slot: RangeSlot;
  /** Per PLAYER_GAIN_COLUMNS, one value per input player. */
  players: readonly Float64Array[];
  /** The damage score per input tribe. */
  tribes: Float64Array;
}

/** The rows of one slot of a range table: who gained, how much, and their places. */
interface SlotRows {
  slot: RangeSlot;
  /** Input indices of the rows that gained something. */
  rows: Int32Array;
  /** Per gain column, per slot row. */
  gains: Float64Array[];
  /** Tribes only: the members who gained something, per slot row. */
  members: Int32Array | null;
  /** Per ranked statistic, per slot row: position and rank, 0 for a hidden row. */
  positions: Int32Array[];
  ranks: Int32Array[];
  /** Slot rows in write order: by the default statistic's position, hidden rows last. */
  order: Int32Array;
}

/** The input rows a range table is built from, and the cells the all-time build writes. */
export interface RangeSource<T> {
  input: readonly T[];
  cells: (row: T, index: number) => SqlCell[];
  /** Each row's id as stored. */
  ids: readonly string[];
  /** The ids left out of the ranks. */
  hidden: ReadonlySet<string>;
}

/** The players' and tribes' gains of every slot. */
export interface RangeGains {
  players: SlotRows[];
  tribes: SlotRows[];
}

/**
 * Ranks a slot's rows that gained something (hidden ones keep no place) by each ranked statistic
 * of `table`, as the all-time board ranks (rank-rows.ts).
 */
function rankSlot<T>({
  table,
  slot,
  rows,
  gains,
  members = null,
  source,
  nameKeyOf,
  defaultColumn,
}: {
  table: RankTable;
  slot: RangeSlot;
  /** Input indices of the rows that gained something. */
  rows: number[];
  /** Per gain column, per slot row. */
  gains: number[][];
  members?: number[] | null;
  source: RangeSource<T>;
  nameKeyOf: (i: number) => string;
  /** Index of the board's default statistic among its ranked ones. */
  defaultColumn: number;
}): SlotRows {
  const idOf = (i: number) => source.ids[i] as string;
  const hidden = source.hidden;
  const gainColumns: readonly string[] =
    table === 'players' ? PLAYER_GAIN_COLUMNS : TRIBE_GAIN_COLUMNS;
  const ranked = rankedColumns(table).map((c) => gainColumns.indexOf(c));
  const shown: number[] = [];
  rows.forEach((row, r) => {
    if (!hidden.has(idOf(row))) shown.push(r);
  });
  const result = rankRows({
    nameKeys: shown.map((r) => nameKeyOf(rows[r] as number)),
    ids: shown.map((r) => idOf(rows[r] as number)),
    stats: ranked.map((g) => Float64Array.from(shown, (r) => (gains[g] as number[])[r] as number)),
  });
  const count = rows.length;
  const positions = ranked.map(() => new Int32Array(count));
  const ranks = ranked.map(() => new Int32Array(count));
  const order = new Int32Array(count);
  shown.forEach((r, v) => {
    for (let s = 0; s < ranked.length; s++) {
      (positions[s] as Int32Array)[r] = (result.positions[s] as Int32Array)[v] as number;
      (ranks[s] as Int32Array)[r] = (result.ranks[s] as Int32Array)[v] as number;
    }
    order[((result.positions[defaultColumn] as Int32Array)[v] as number) - 1] = r;
  });
  let last = shown.length;
  for (let r = 0; r < count; r++) {
    if ((positions[0] as Int32Array)[r] === 0) order[last++] = r;
  }
  return {
    slot,
    rows: Int32Array.from(rows),
    gains: gains.map((values) => Float64Array.from(values)),
    members: members && Int32Array.from(members),
    positions,
    ranks,
    order,
  };
}

/**
 * Each slot's gains (docs/adr/0047-range-baselines.md): per player and statistic the gain since
 * the slot's baseline; per tribe the gain of its score and the sums of its current members' gains
 * (hidden members included, as the plugin's totals include them). Only rows that gained something
 * are kept. `defaults` are the indexes of each board's default statistic among its ranked ones.
 */
export function computeRangeGains(
  players: RangeSource<PlayerInput>,
  tribes: RangeSource<TribeInput>,
  baselines: readonly SlotBaseline[],
  defaults: Readonly<Record<RankTable, number>>,
): RangeGains {
  const tribeAt = new Map(tribes.input.map((t, i) => [t.id, i]));
  const playerKey = (i: number) => players.cells(players.input[i] as PlayerInput, i)[2] as string;
  const tribeKey = (i: number) => tribes.cells(tribes.input[i] as TribeInput, i)[2] as string;
  const out: RangeGains = { players: [], tribes: [] };
  for (const base of baselines) {
    const sums = MEMBER_SUMS.map(() => new Float64Array(tribes.input.length));
    const active = new Int32Array(tribes.input.length);
    const rows: number[] = [];
    const gains: number[][] = PLAYER_GAIN_COLUMNS.map(() => []);
    const row = new Float64Array(PLAYER_GAIN_COLUMNS.length);
    players.input.forEach((p, i) => {
      let gained = false;
      for (let s = 0; s < row.length; s++) {
        const g = gain(
          (PLAYER_VALUES[s] as (p: PlayerInput) => number)(p),
          (base.players[s] as Float64Array)[i] as number,
        );
        row[s] = g;
        if (g > 0) gained = true;
      }
      if (!gained) return;
      rows.push(i);
      for (let s = 0; s < row.length; s++) (gains[s] as number[]).push(row[s] as number);
      const t = p.tribeId === null ? undefined : tribeAt.get(p.tribeId);
      if (t === undefined) return;
      active[t] = (active[t] as number) + 1;
      MEMBER_SUMS.forEach((s, k) => {
        (sums[k] as Float64Array)[t] =
          ((sums[k] as Float64Array)[t] as number) + (row[s] as number);
      });
    });
    out.players.push(
      rankSlot({
        table: 'players',
        slot: base.slot,
        rows,
        gains,
        source: players,
        nameKeyOf: playerKey,
        defaultColumn: defaults.players,
      }),
    );
    const tribeRows: number[] = [];
    const tribeGains: number[][] = TRIBE_GAIN_COLUMNS.map(() => []);
    const members: number[] = [];
    tribes.input.forEach((t, i) => {
      const score = gain(t.damageScore ?? 0, base.tribes[i] as number);
      const summed = sums.map((values) => values[i] as number);
      if (score <= 0 && summed.every((g) => g <= 0)) return;
      tribeRows.push(i);
      [score, ...summed].forEach((g, s) => {
        (tribeGains[s] as number[]).push(g);
      });
      members.push(active[i] as number);
    });
    out.tribes.push(
      rankSlot({
        table: 'tribes',
        slot: base.slot,
        rows: tribeRows,
        gains: tribeGains,
        members,
        source: tribes,
        nameKeyOf: tribeKey,
        defaultColumn: defaults.tribes,
      }),
    );
  }
  return out;
}

/**
 * A range partition's build: every slot's rows (cluster, slot, the all-time row's data cells with
 * each counted statistic replaced by its gain, then a position and rank per ranked statistic,
 * NULL for a hidden row), handed out in chunks; `copies` add the previous periods' slots.
 */
export function rangeBuild<T>(
  table: RangeTable,
  cluster: string,
  name: string,
  source: RangeSource<T>,
  slots: readonly SlotRows[],
  copies: readonly string[],
): PartitionBuild {
  const board = boardOf(table);
  const first = FIRST_GAIN[board];
  const membersCell = board === 'tribes' ? DATA_COLUMNS.tribes.indexOf('members') : -1;
  // Write order across slots: slot by slot, each in its own order.
  const slotOf: number[] = [];
  const rowOf: number[] = [];
  slots.forEach((slot, k) => {
    for (const r of slot.order) {
      slotOf.push(k);
      rowOf.push(r);
    }
  });
  return {
    table,
    cluster,
    name,
    rowCount: slotOf.length,
    copies,
    rows(start, end) {
      const out: SqlCell[][] = [];
      for (let place = start; place < end; place++) {
        const slot = slots[slotOf[place] as number] as SlotRows;
        const r = rowOf[place] as number;
        const i = slot.rows[r] as number;
        const cells = source.cells(source.input[i] as T, i);
        slot.gains.forEach((values, g) => {
          // A statistic the source lacks stays missing (null) on the range board too.
          if (cells[first + g] !== null) cells[first + g] = values[r] as number;
        });
        if (slot.members) cells[membersCell] = slot.members[r] as number;
        const row: SqlCell[] = [cluster, slot.slot, ...cells];
        for (let s = 0; s < slot.positions.length; s++) {
          const position = (slot.positions[s] as Int32Array)[r] as number;
          row.push(
            position === 0 ? null : position,
            position === 0 ? null : ((slot.ranks[s] as Int32Array)[r] as number),
          );
        }
        out.push(row);
      }
      return out;
    },
  };
}
