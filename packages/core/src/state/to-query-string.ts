import { DEFAULT_CLUSTER } from '../constants';
import { defaultFilter } from '../filters/filter-table';
import type { State } from './state';

/**
 * The address query for a state, inverse of `parseQueryString`: only non-default params, the
 * submitted search (not what is being typed), page one-based; '' for the defaults.
 * @example toQueryString(initialState({ view: 'players', page: 1 })) // "?view=players&page=2"
 */
export function toQueryString(state: State): string {
  const params = new URLSearchParams();
  if (state.view !== 'tribes') params.set('view', state.view);
  if (state.cluster !== DEFAULT_CLUSTER) params.set('cluster', state.cluster);
  if (state.filter !== defaultFilter(state.view)) params.set('filter', state.filter);
  if (state.submittedSearch !== '') params.set('search', state.submittedSearch);
  if (state.page > 0) params.set('page', String(state.page + 1));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
