import type { FilterWire } from '../filters/filter-table';
import type { View } from '../filters/view';

/** The rankings call a state implies: what the page must show now. */
export interface RankingRequest {
  view: View;
  /** Trimmed submitted search, '' for none (the first load and unsearched loads send ''). */
  search: string;
  filter: FilterWire;
  cluster: string;
  /** Zero-based. */
  page: number;
}
