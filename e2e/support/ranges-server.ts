import { RANGES_AFTER, RANGES_BEFORE, RANGES_DAYS_BEFORE } from '../fixtures/seed';
import { onOwnServer } from './test';

// The board with a past that ranges.spec.ts and taps.spec.ts both read and neither changes: SOLO
// imported 40 days ago, then changed now (fixtures/seed.ts). One `test` for both, so a worker
// that runs the two starts one server, not two (docs/adr/0082-tests-start-from-images.md).
const asOf = new Date(Date.now() - RANGES_DAYS_BEFORE * 24 * 3600 * 1000).toISOString();

/** The `test` of the specs on the board with a past. */
export const test = onOwnServer({ clusters: [{ cluster: RANGES_BEFORE, asOf }, RANGES_AFTER] });
