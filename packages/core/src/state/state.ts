import type { FilterWire } from '../filters/filter-table';
import type { View } from '../filters/view';
import type { Cluster } from '../schemas/cluster';
import type { Pagination } from '../schemas/pagination';
import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';

/** Which dropdown is open, if any. */
export type OpenDropdown = 'cluster' | 'filter' | null;

/** Rows of either view; the view of the result says which. */
export type Rows = { view: 'tribes'; rows: TribeRow[] } | { view: 'players'; rows: PlayerRow[] };

/** What the last finished fetch produced for the table. */
export type RankingResult = Rows & {
  pagination: Pagination;
  /** True when the rows are the built-in sample, shown because live rankings failed. */
  isSample: boolean;
  /** When the served data was last imported (ISO 8601), when the server says. */
  updatedAt: string | null;
};

/** Everything the page holds (docs/behaviour.md#state). */
export interface State {
  view: View;
  /** What is typed in the search box now. */
  searchText: string;
  /**
   * The trimmed text of the last submitted search; '' when no search is submitted, so a search
   * is submitted exactly when this is not '' (docs/behaviour.md#state).
   */
  submittedSearch: string;
  filter: FilterWire;
  cluster: string;
  /** Zero-based page index. */
  page: number;
  clusters: readonly Cluster[];
  openDropdown: OpenDropdown;
  loading: boolean;
  /** Increments on every fetch start, so only the newest answer may land. */
  requestId: number;
  result: RankingResult | null;
}
