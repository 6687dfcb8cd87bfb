import { type DetailKind, DetailQuerySchema, isRowId, MAX_PAGE } from '@ark/core';
import { clip } from '../lib/clip';
import { BadRequest } from './api-error';
import { pickCluster, readParams } from './query-params';

/** A checked detail request (docs/adr/0017-detail-view.md). */
export interface DetailCall {
  kind: DetailKind;
  id: string;
  cluster: string;
  season: number | null;
  /** Zero-based page of a tribe's members (0 for a player). */
  page: number;
}

/**
 * Reads and checks a detail call: the id in the path (1 to 20 digits, else 400 bad_id), then
 * `cluster` and `page` as the rankings read them, against the clusters of `season` (read and
 * checked first, by readSeason). Null when the store holds no cluster and none was named.
 */
export function parseDetailQuery(
  kind: DetailKind,
  id: string,
  params: URLSearchParams,
  clusterKeys: readonly string[],
  season: number | null,
): DetailCall | null {
  if (!isRowId(id)) {
    throw new BadRequest('bad_id', `${kind} id must be 1 to 20 digits, got "${clip(id)}"`);
  }
  const names = kind === 'tribe' ? ['cluster', 'page'] : ['cluster'];
  const parsed = DetailQuerySchema.safeParse(readParams(params, names));
  if (!parsed.success) {
    throw new BadRequest('bad_page', `page must be a whole number from 0 to ${MAX_PAGE}`);
  }
  const cluster = pickCluster(parsed.data.cluster, clusterKeys);
  if (cluster === null) return null;
  return { kind, id, cluster, season, page: parsed.data.page };
}
