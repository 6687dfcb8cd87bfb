// Every sentence and label the page shows that depends on the view, and the page's fixed messages,
// in one table, so the page, its server render and the API document all say the same thing.
import type { RangeKey, View } from './contract';

/** What one view calls itself, in each place it is named. */
export interface ViewWording {
  /** The tab (docs/behaviour.md#header-and-tabs). */
  tab: string;
  /** The heading above the table (docs/behaviour.md#the-page). */
  title: string;
  /** The search box placeholder (docs/behaviour.md#search-box). */
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

/** Shown in the table while a fetch runs (docs/behaviour.md#messages). */
export const LOADING_TEXT = 'Loading...';

/** Shown when a load returns no rows and no search was submitted (docs/behaviour.md#messages). */
export const WIPED_MESSAGE = 'Servers have recently wiped. Please check again later.';

/** The visible notice shown with the built-in sample rows (docs/adr/0015-sample-data.md). */
export const SAMPLE_NOTICE = 'Live rankings are unavailable right now. Showing sample data.';

/**
 * The message for a submitted search with no rows (docs/behaviour.md#messages), quoting what was submitted.
 * @example noMatchMessage('tribes', 'rex') // 'No tribes found matching "rex"'
 */
export function noMatchMessage(view: View, search: string): string {
  return `No ${WORDING[view].plural} found matching "${search}"`;
}

/** The Season dropdown's label (docs/behaviour.md#season-dropdown). */
export const SEASON_LABEL = 'Season';

/** The Season dropdown's first option: the board as it is now. */
export const CURRENT_SEASON_LABEL = 'Current season';

/**
 * The link the wipe message gains when an archived season exists (docs/behaviour.md#messages).
 * @example lastSeasonLinkText('Season 4') // "See the final standings of Season 4"
 */
export function lastSeasonLinkText(name: string): string {
  return `See the final standings of ${name}`;
}

/** The Period dropdown's label (docs/adr/0041-time-ranges.md). */
export const PERIOD_LABEL = 'Period';

/**
 * The name of each range, in the Period dropdown's order: the all-time board (the default), the
 * running periods from the longest, then the finished ones.
 */
export const RANGE_OPTIONS: readonly { key: RangeKey; label: string }[] = [
  { key: 'all', label: 'All time' },
  { key: 'month', label: 'This month' },
  { key: 'week', label: 'This week' },
  { key: 'day', label: 'Today' },
  { key: 'last_week', label: 'Last week' },
  { key: 'last_month', label: 'Last month' },
];

/**
 * A range's name, as the Period dropdown shows it and as a title names the period (a preview,
 * a Discord post, the detail panel's caption).
 * @example rangeTitlePart('week') // "This week"
 */
export function rangeTitlePart(range: RangeKey): string {
  return RANGE_OPTIONS.find((option) => option.key === range)?.label ?? range;
}

/**
 * What an empty board says (docs/adr/0041-time-ranges.md): in a range, that nobody gained anything
 * in the period yet (a running one) or at all (a finished one); never the wipe message, which is the
 * all-time board's.
 * @example emptyRangeMessage('week') // "No activity recorded this week yet."
 * @example emptyRangeMessage('last_month') // "No activity recorded last month."
 */
export function emptyRangeMessage(range: RangeKey): string {
  if (range === 'all') return WIPED_MESSAGE;
  const running = range === 'day' || range === 'week' || range === 'month';
  return `No activity recorded ${rangeTitlePart(range).toLowerCase()}${running ? ' yet' : ''}.`;
}
