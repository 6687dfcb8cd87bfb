import {
  COMPARE_LIST_RULE,
  DetailQuerySchema,
  type ListedClusters,
  readCompareList,
  VIEWS,
  type View,
} from '@ark/core';
import type { ComparePick } from '../draw/compare-answer';
import { clip } from '../lib/clip';
import { BadRequest } from './api-error';
import {
  checkedCluster,
  rangeOfSeason,
  readParams,
  refuseRepeatedRange,
  unknownRange,
} from './query-params';

/** A checked compare call (docs/adr/0083-compare.md): whose rows, of which board. */
export type CompareCall = ComparePick;

/** The 400 of a list that names no view, or both (`allowed` the two), or is not a list of ids. */
const badList = (message: string, allowed: readonly string[] = []) =>
  new BadRequest('bad_compare_list', message, allowed);

/**
 * Reads and checks a compare call: exactly one of `players=` and `tribes=`, a list of ids as core
 * reads it (else 400 bad_compare_list naming what is wrong), then `cluster`, `season` (read and
 * checked first, by readSeason: `listed` are its clusters) and `range` as the detail calls read
 * them. Null when the store holds no cluster and none was named.
 */
export function parseCompareQuery(
  params: URLSearchParams,
  listed: ListedClusters,
  season: number | null,
): CompareCall | null {
  const lists = readParams(params, ['players', 'tribes']);
  const named = (['players', 'tribes'] as const).filter((view) => lists[view] !== undefined);
  if (named.length !== 1) {
    throw badList(`name one list, players= or tribes=: ${COMPARE_LIST_RULE}`, VIEWS);
  }
  const view = named[0] as View;
  const read = readCompareList(lists[view] ?? '');
  if ('bad' in read) {
    const shown = read.bad.map((entry) => `"${clip(entry)}"`).join(', ');
    throw badList(`${view} must be ${COMPARE_LIST_RULE}; not an id: ${shown}`);
  }
  refuseRepeatedRange(params);
  const parsed = DetailQuerySchema.safeParse(readParams(params, ['cluster', 'range']));
  if (!parsed.success) throw unknownRange();
  const cluster = checkedCluster(parsed.data.cluster, listed);
  if (cluster === null) return null;
  const range = rangeOfSeason(parsed.data.range, season);
  return { view, ...read, cluster, season, ...(range === undefined ? {} : { range }) };
}
