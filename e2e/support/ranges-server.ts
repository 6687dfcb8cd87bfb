import { onBoard } from './test';

// The board with a past that ranges.spec.ts and taps.spec.ts both read and neither changes: SOLO
// imported 40 days ago, then changed now (fixtures/seed.ts), served once for the run by global
// setup (support/boards.ts, docs/adr/0082-tests-start-from-images.md).

/** The `test` of the specs on the board with a past. */
export const test = onBoard('past');
