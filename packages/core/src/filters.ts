// The Filter by table of each view: the one typed source of filter wire values and the row fields
// they order by, on the page and on the server (docs/adr/0004-filter-table.md). Each option's label
// is its catalog's `filter.<wire>` (filterLabel: docs/adr/0064-languages-wired.md).
import { VIEWS, type View } from './contract';
import type { PlayerRow, TribeRow } from './schemas';

type NumericField<Row> = {
  [K in keyof Row]: Row[K] extends number | null | undefined ? K : never;
}[keyof Row] &
  string;

/** A tribe row field holding a statistic a tribe can be ranked by. */
export type TribeStatField = Exclude<NumericField<TribeRow>, 'rank' | 'KD' | 'rank_change'>;
/** A player row field holding a statistic a player can be ranked by (a game log's Sessions is not). */
export type PlayerStatField = Exclude<
  NumericField<PlayerRow>,
  'rank' | 'KD' | 'Sessions' | 'rank_change'
>;

/**
 * The statistic fields of a view's rows, so a table keyed by them (the server's stat columns)
 * covers every field the filter table may ask for.
 * @example const columns: Record<StatField<'players'>, string> = { PlayerKills: 'kills', ... }
 */
export type StatField<V extends View = View> = {
  tribes: TribeStatField;
  players: PlayerStatField;
}[V];

interface FilterRow<Field extends string> {
  readonly wire: string;
  readonly field: Field;
}

/**
 * The one table mapping wire value <-> row field, per view, in menu order; each view's
 * first option is its default. An admin whose backend expects other wire values edits this table
 * only: `FilterWire`, `defaultFilter` and the server's checks all follow it.
 */
export const FILTER_TABLE = {
  tribes: [
    { wire: 'tribe_score', field: 'DamageScore' },
    { wire: 'kills', field: 'TotalKills' },
    { wire: 'deaths', field: 'TotalDeaths' },
    { wire: 'tamed_dino_kills', field: 'TotalTameKills' },
    { wire: 'time_played', field: 'TotalPlayTime' },
  ],
  players: [
    { wire: 'kills', field: 'PlayerKills' },
    { wire: 'deaths', field: 'DeathByPlayer' },
    { wire: 'tamed_dino_kills', field: 'DinoKills' },
    { wire: 'time_played', field: 'PlayTime' },
  ],
} as const satisfies {
  readonly [V in View]: readonly [FilterRow<StatField<V>>, ...FilterRow<StatField<V>>[]];
};

/** The wire values of the Filter by options, of either view (docs/adr/0004-filter-table.md). */
export type FilterWire = (typeof FILTER_TABLE)[View][number]['wire'];

/** Every Filter by wire value of either view, once each, in the filter table's order. */
export const FILTER_WIRES = [
  ...new Set(VIEWS.flatMap((view) => FILTER_TABLE[view].map((option) => option.wire))),
] as [FilterWire, ...FilterWire[]];

/** One Filter by option: what is sent, which row field it orders by. */
export interface FilterOption<Field extends string = string> {
  wire: FilterWire;
  field: Field;
}

const OPTIONS: { readonly [V in View]: readonly FilterOption<StatField<V>>[] } = FILTER_TABLE;

/** The Filter by options of a view, in menu order. */
export function filterOptions<V extends View>(view: V): readonly FilterOption<StatField<V>>[] {
  return OPTIONS[view];
}

/**
 * The filter a view starts with, its first option: Tribe Score for tribes, Kills for players
 * (docs/behaviour.md#defaults).
 * @example defaultFilter('players') // "kills"
 */
export function defaultFilter(view: View): FilterWire {
  return FILTER_TABLE[view][0].wire;
}

/** The option of a view with this wire value, or undefined when the view has no such filter. */
export function findFilter<V extends View>(
  view: V,
  wire: string,
): FilterOption<StatField<V>> | undefined {
  return filterOptions(view).find((option) => option.wire === wire);
}
