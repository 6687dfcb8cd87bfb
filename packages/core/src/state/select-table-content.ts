import type { State } from './state';
import type { TableContent } from './table-content';

/** Shown when a load returns no rows and no search was submitted (spec section 8). */
export const WIPED_MESSAGE = 'Servers have recently wiped. Please check again later.';

/** The message for a submitted search with no rows (spec section 8), quoting what was submitted. */
export function noMatchMessage(view: State['view'], search: string): string {
  return `No ${view === 'tribes' ? 'tribes' : 'players'} found matching "${search}"`;
}

/**
 * What the table area shows: Loading... while a fetch runs (or before the first one lands),
 * a message when there are no rows, the rows otherwise.
 */
export function selectTableContent(state: State): TableContent {
  const { result } = state;
  if (state.loading || result === null || result.view !== state.view) {
    return { kind: 'loading', text: 'Loading...' };
  }
  if (result.rows.length === 0) {
    const text = state.searchSubmitted
      ? noMatchMessage(state.view, state.submittedSearch)
      : WIPED_MESSAGE;
    return { kind: 'message', text, isSample: result.isSample };
  }
  return { ...result, kind: 'rows' };
}
