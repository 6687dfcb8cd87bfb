// The population call's answer (docs/adr/0085-the-game-log-source.md): a cluster's players online
// hour by hour, as the store reads them (store/game-log-reads.ts), in the wire's shape.
import type { PopulationAnswerWire } from '@ark/core';
import type { Population } from '../store/game-log-reads';

/** The answer for `cluster`, its hours starting in `timezone` (site.timezone). */
export function populationAnswer(
  cluster: string,
  timezone: string,
  { start, hours }: Population,
): PopulationAnswerWire {
  return { cluster, timezone, start, hours };
}
