// What the page derives from its State: the rankings call it implies and the key that call is
// fetched under, what the table area shows, and the pagination bar. Pure, like the reducer.
import type { Pagination } from './schemas';
import type { RankingRequest, Rows, State } from './state';
import { LOADING_TEXT, noMatchMessage, WIPED_MESSAGE } from './wording';

/** The rankings call the state implies; the search is sent only once submitted, else ''. */
export function selectRequest(state: State): RankingRequest {
  return {
    view: state.view,
    search: state.submittedSearch,
    filter: state.filter,
    cluster: state.cluster,
    page: state.page,
  };
}

/**
 * A stable string for a request: equal keys mean the same rows, so the store refetches only
 * when the key changes.
 * @example requestKey({ view: 'tribes', search: '', filter: 'kills', cluster: 'SOLO', page: 0 })
 * // '["tribes","SOLO","kills","",0]'
 */
export function requestKey(request: RankingRequest): string {
  return JSON.stringify([
    request.view,
    request.cluster,
    request.filter,
    request.search,
    request.page,
  ]);
}

/** What the table area shows, derived from the state (docs/behaviour.md#table-area). */
export type TableContent =
  | { kind: 'loading'; text: typeof LOADING_TEXT }
  | {
      kind: 'message';
      text: string;
      isSample: boolean;
      /** The visitor's own text quoted in `text` (a no-match search), to isolate as such. */
      quoted?: string;
    }
  | (Rows & { kind: 'rows'; pagination: Pagination; isSample: boolean; updatedAt: string | null });

/**
 * What the table area shows: Loading... while a fetch runs (or before the first one lands),
 * a message when there are no rows, the rows otherwise.
 */
export function selectTableContent(state: State): TableContent {
  const { result, submittedSearch } = state;
  if (state.loading || result === null || result.view !== state.view) {
    return { kind: 'loading', text: LOADING_TEXT };
  }
  if (result.rows.length === 0) {
    if (submittedSearch !== '') {
      const text = noMatchMessage(state.view, submittedSearch);
      return { kind: 'message', text, isSample: result.isSample, quoted: submittedSearch };
    }
    return { kind: 'message', text: WIPED_MESSAGE, isSample: result.isSample };
  }
  return { ...result, kind: 'rows' };
}

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
