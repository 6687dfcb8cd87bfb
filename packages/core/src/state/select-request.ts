import type { RankingRequest } from './ranking-request';
import type { State } from './state';

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
