import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';
import type { View } from './view';

/** The wire values of the Filter by options (docs/decisions.md#filter-table). */
export type FilterWire = 'tribe_score' | 'kills' | 'deaths' | 'tamed_dino_kills' | 'time_played';

/** One Filter by option: what the visitor reads, what is sent, which row field it orders by. */
export interface FilterOption<Field extends string = string> {
  label: string;
  wire: FilterWire;
  field: Field;
}

type StatField<Row> = {
  [K in keyof Row]: Row[K] extends number | undefined ? K : never;
}[keyof Row] &
  string;
export type TribeStatField = Exclude<StatField<TribeRow>, 'rank' | 'KD'>;
export type PlayerStatField = Exclude<StatField<PlayerRow>, 'rank' | 'KD'>;

/**
 * The one table mapping label <-> wire value <-> row field, per view, in menu order.
 * An admin whose backend expects other wire values edits this table only.
 */
export const FILTER_TABLE = {
  tribes: [
    { label: 'Tribe Score', wire: 'tribe_score', field: 'DamageScore' },
    { label: 'Kills', wire: 'kills', field: 'TotalKills' },
    { label: 'Deaths', wire: 'deaths', field: 'TotalDeaths' },
    { label: 'Tamed Dino Kills', wire: 'tamed_dino_kills', field: 'TotalTameKills' },
    { label: 'Time Played', wire: 'time_played', field: 'TotalPlayTime' },
  ],
  players: [
    { label: 'Kills', wire: 'kills', field: 'PlayerKills' },
    { label: 'Deaths', wire: 'deaths', field: 'DeathByPlayer' },
    { label: 'Tamed Dino Kills', wire: 'tamed_dino_kills', field: 'DinoKills' },
    { label: 'Time Played', wire: 'time_played', field: 'PlayTime' },
  ],
} as const satisfies {
  tribes: readonly FilterOption<TribeStatField>[];
  players: readonly FilterOption<PlayerStatField>[];
};

/** The Filter by options of a view, in menu order. */
export function filterOptions(view: View): readonly FilterOption[] {
  return FILTER_TABLE[view];
}

/** The filter a view starts with: Tribe Score for tribes, Kills for players (docs/behaviour.md#defaults). */
export function defaultFilter(view: View): FilterWire {
  return view === 'tribes' ? 'tribe_score' : 'kills';
}

/** The option of a view with this wire value, or undefined when the view has no such filter. */
export function findFilter(view: View, wire: string): FilterOption | undefined {
  return filterOptions(view).find((option) => option.wire === wire);
}
