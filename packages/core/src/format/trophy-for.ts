import { TROPHY_RANKS } from '../constants';

/**
 * The trophy a rank earns: 1 gold, 2 silver, 3 bronze, null for any other rank (docs/behaviour.md#trophies).
 * Trophies follow the rank, so a tie for first earns two gold trophies.
 */
export function trophyFor(rank: number | null | undefined): 1 | 2 | 3 | null {
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return null;
  if (rank < 1 || rank > TROPHY_RANKS) return null;
  return rank as 1 | 2 | 3;
}
