/**
 * The accessible name of a rank's place (docs/decisions.md#trophy-names).
 * @example placeName(22) // "22nd place"
 */
export function placeName(rank: number): string {
  const lastTwo = Math.abs(rank) % 100;
  const last = lastTwo % 10;
  const teen = lastTwo >= 11 && lastTwo <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${rank}${suffix} place`;
}
