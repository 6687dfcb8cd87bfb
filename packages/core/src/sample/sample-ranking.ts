import { PAGE_SIZE, paginate } from '../contract';
import type { RankingRequest } from '../state/ranking-request';
import type { RankingResult } from '../state/state';
import { SAMPLE_PLAYERS, SAMPLE_SIZE, SAMPLE_TRIBES } from './sample-rows';

/**
 * The built-in sample shown when a rankings call fails (docs/behaviour.md#fallbacks): 40 rows of the request's
 * view, 20 per page by its page index, 2 pages, 40 records. Search and filter are not applied:
 * the spec slices the sample by page only.
 * @example sampleRanking({ view: 'tribes', search: '', filter: 'tribe_score', cluster: 'SOLO', page: 1 }).rows[0].rank // 21
 */
export function sampleRanking(request: RankingRequest): RankingResult {
  const page = Number.isInteger(request.page) && request.page > 0 ? request.page : 0;
  const start = page * PAGE_SIZE;
  const pagination = paginate(page, SAMPLE_SIZE);
  const common = { pagination, isSample: true, updatedAt: null };
  return request.view === 'tribes'
    ? { ...common, view: 'tribes', rows: SAMPLE_TRIBES.slice(start, start + PAGE_SIZE) }
    : { ...common, view: 'players', rows: SAMPLE_PLAYERS.slice(start, start + PAGE_SIZE) };
}
