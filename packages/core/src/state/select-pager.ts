import type { State } from './state';

/** What the pagination bar shows. */
export interface Pager {
  /** Only when the result has more than one page (docs/behaviour.md#pager). */
  show: boolean;
  /** "Page X of N", X one-based. */
  text: string;
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * The pagination bar: shown when total_pages is above 1; Previous disabled on page 0, Next on
 * the last page (docs/behaviour.md#previous-and-next).
 * @example selectPager(state).text // "Page 1 of 2"
 */
export function selectPager(state: State): Pager {
  const result = state.result?.view === state.view ? state.result : null;
  const total = result ? result.pagination.total_pages : 0;
  return {
    show: total > 1,
    text: `Page ${state.page + 1} of ${total}`,
    canPrevious: state.page > 0,
    canNext: state.page + 1 < total,
  };
}
