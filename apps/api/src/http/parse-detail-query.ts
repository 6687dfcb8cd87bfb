import {
  type DetailKind,
  DetailQuerySchema,
  isRowId,
  type ListedClusters,
  MAX_PAGE,
  type RangeKey,
  ROW_ID_RULE,
} from '@ark/core';
import { clip } from '../lib/clip';
import { BadRequest } from './api-error';
import {
  checkedCluster,
  rangeOfSeason,
  readParams,
  refuseRepeatedRange,
  unknownRange,
} from './query-params';

/** The detail calls' kinds, one path each. */
export const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

/** A checked detail request (docs/adr/0017-detail-view.md). */
export interface DetailCall {
  kind: DetailKind;
  id: string;
  cluster: string;
  season: number | null;
  /** Zero-based page of a tribe's members (0 for a player). */
  page: number;
  /** The range asked; undefined = not asked (the answer has no `range` block). */
  range?: RangeKey;
}

/**
 * Reads and checks a detail call: the id in the path (core's id rule, else 400 bad_id), then
 * `cluster`, `page` and `range` as the rankings read them, against the clusters of `season` (read and
 * checked first, by readSeason). Null when the store holds no cluster and none was named.
 */
export function parseDetailQuery(
  kind: DetailKind,
  id: string,
  params: URLSearchParams,
  listed: ListedClusters,
  season: number | null,
): DetailCall | null {
  if (!isRowId(id)) {
    throw new BadRequest('bad_id', `${kind} id must be ${ROW_ID_RULE}, got "${clip(id)}"`);
  }
  refuseRepeatedRange(params);
  const names = kind === 'tribe' ? ['cluster', 'page', 'range'] : ['cluster', 'range'];
  const parsed = DetailQuerySchema.safeParse(readParams(params, names));
  if (!parsed.success) {
    if (parsed.error.issues[0]?.path[0] === 'range') throw unknownRange();
    throw new BadRequest('bad_page', `page must be a whole number from 0 to ${MAX_PAGE}`);
  }
  const range = rangeOfSeason(parsed.data.range, season);
  const cluster = checkedCluster(parsed.data.cluster, listed);
  if (cluster === null) return null;
  return {
    kind,
    id,
    cluster,
    season,
    page: parsed.data.page,
    ...(range === undefined ? {} : { range }),
  };
}
