import type { View } from '../filters/view';

/** One column of a view's table, in display order; `label` is the exact header the page shows (docs/behaviour.md#the-page). */
export interface Column {
  id: 'rank' | 'name' | 'tribe' | 'score' | 'kills' | 'deaths' | 'kd' | 'tameKills' | 'timePlayed';
  label: string;
}

/** A formatted cell: the column it belongs to and the text shown. */
export interface Cell {
  column: Column['id'];
  label: string;
  text: string;
}

/** A row ready to render: stable key, rank, trophy place and every cell already formatted. */
export interface RowViewModel {
  key: string;
  rank: number | null;
  /** 1, 2 or 3 for a trophy (gold, silver, bronze), null otherwise. */
  trophy: 1 | 2 | 3 | null;
  name: string;
  cells: Cell[];
}

export type { View };
