import type { RankingRequest } from './ranking-request';

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
