/** The two leaderboards; also the `view` value in the address (docs/decisions.md#address-and-history). */
export type View = 'tribes' | 'players';

/** Every view, in tab order. */
export const VIEWS: readonly View[] = ['tribes', 'players'];

/** Narrows an untrusted string to a View. */
export function isView(value: unknown): value is View {
  return value === 'tribes' || value === 'players';
}
