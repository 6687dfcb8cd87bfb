// Boards the preview tests draw.
import { type BoardSummary, PREVIEW_IMAGE_ROWS } from '@ark/core';

/** A players board one row longer than the image shows, each with a tribe, changed by `overrides`. */
export function makeBoardSummary(overrides: Partial<BoardSummary> = {}): BoardSummary {
  return {
    title: 'Top players by kills · Solos',
    siteName: 'Rex Hunters',
    url: 'https://ark.example/?view=players',
    filter: 'kills',
    valueLabel: 'kills',
    rows: Array.from({ length: PREVIEW_IMAGE_ROWS + 1 }, (_, index) => ({
      rank: index + 1,
      name: `Player ${index + 1}`,
      tribe: 'Alpha Rex',
      value: `${(PREVIEW_IMAGE_ROWS + 1 - index) * 1000}`,
    })),
    updatedAt: '2026-11-20T15:04:00Z',
    ...overrides,
  };
}

/** A board whose only row is named `name`. */
export function oneRowSummary(name: string, overrides: Partial<BoardSummary> = {}): BoardSummary {
  return makeBoardSummary({ rows: [{ rank: 1, name, value: '1,234' }], ...overrides });
}

/**
 * A drawing's time that never runs out (setTimeout's longest): the tests of a real drawing never
 * race a loaded machine's clock. The timeout itself is tested on the test's clock
 * (preview-queue.test.ts, preview-drawer.test.ts).
 */
export const NEVER_TIMES_OUT_MS = 2 ** 31 - 1;
