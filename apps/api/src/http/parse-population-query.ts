import { CLUSTER_KEY, type ListedClusters, PopulationQuerySchema } from '@ark/core';
import { NotFound } from './api-error';
import { readParams, unknownCluster } from './query-params';

/** A checked population call (docs/adr/0085-the-game-log-source.md). */
export interface PopulationCall {
  cluster: string;
}

/**
 * Reads and checks a population call: `cluster` given once (else 400 repeated_param), a key's
 * shape (else 400 unknown_cluster); a key the store does not list is a 404, as the hall's; none
 * named is the one the site's rules show. A 404 when the store holds no cluster at all.
 */
export function parsePopulationQuery(
  params: URLSearchParams,
  listed: ListedClusters,
): PopulationCall {
  const { cluster: named } = PopulationQuerySchema.parse(readParams(params, ['cluster']));
  if (named) {
    if (!CLUSTER_KEY.test(named)) throw unknownCluster(listed.keys);
    if (!listed.keys.includes(named)) throw new NotFound('No such cluster');
    return { cluster: named };
  }
  if (listed.shown === null) throw new NotFound('The store holds no cluster');
  return { cluster: listed.shown };
}
