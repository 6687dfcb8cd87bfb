// Every sentence and label the page shows that depends on the view, and the page's fixed messages,
// in one table, so the page, its server render and the API document all say the same thing.
import type { View } from './filters/view';

/** What one view calls itself, in each place it is named. */
export interface ViewWording {
  /** The tab (spec section 2). */
  tab: string;
  /** The heading above the table (spec section 2). */
  title: string;
  /** The search box placeholder (spec section 2). */
  searchPlaceholder: string;
  /** The search box's accessible label. */
  searchLabel: string;
  /** The table's caption and the cards list's name. */
  caption: string;
  /** The plural noun, lower case, as in 'No tribes found matching "rex"'. */
  plural: string;
  /** The singular noun, capitalised, as in the API document's summaries. */
  singular: string;
}

/** The wording of each view. */
export const WORDING: Readonly<Record<View, ViewWording>> = {
  tribes: {
    tab: 'Tribe Leaderboard',
    title: 'TRIBE LEADERBOARDS',
    searchPlaceholder: 'Search for Tribes',
    searchLabel: 'Search tribes',
    caption: 'Tribe rankings',
    plural: 'tribes',
    singular: 'Tribe',
  },
  players: {
    tab: 'Player Leaderboard',
    title: 'PLAYER LEADERBOARDS',
    searchPlaceholder: 'Search for Players',
    searchLabel: 'Search players',
    caption: 'Player rankings',
    plural: 'players',
    singular: 'Player',
  },
};

/** Shown in the table while a fetch runs (spec section 2). */
export const LOADING_TEXT = 'Loading...';

/** Shown when a load returns no rows and no search was submitted (spec section 8). */
export const WIPED_MESSAGE = 'Servers have recently wiped. Please check again later.';

/** The visible notice shown with the built-in sample rows (DESIGN.md section 2). */
export const SAMPLE_NOTICE = 'Live rankings are unavailable right now. Showing sample data.';

/**
 * The message for a submitted search with no rows (spec section 8), quoting what was submitted.
 * @example noMatchMessage('tribes', 'rex') // 'No tribes found matching "rex"'
 */
export function noMatchMessage(view: View, search: string): string {
  return `No ${WORDING[view].plural} found matching "${search}"`;
}
