import { LOADING_TEXT, noMatchMessage, WIPED_MESSAGE } from '../wording';
import type { State } from './state';
import type { TableContent } from './table-content';

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
