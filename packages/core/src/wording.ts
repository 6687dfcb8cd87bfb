// Every sentence and label the page shows that depends on the view, and the page's fixed messages,
// in one table, so the page, its server render and the API document all say the same thing.
import type { DetailKind } from './contract';
import type { View } from './filters';

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

/** The visible notice shown with the built-in sample rows (docs/decisions.md#sample-data). */
export const SAMPLE_NOTICE = 'Live rankings are unavailable right now. Showing sample data.';

/**
 * The message for a submitted search with no rows (docs/behaviour.md#messages), quoting what was submitted.
 * @example noMatchMessage('tribes', 'rex') // 'No tribes found matching "rex"'
 */
export function noMatchMessage(view: View, search: string): string {
  return `No ${WORDING[view].plural} found matching "${search}"`;
}

/** What a detail panel of each kind says besides the name (docs/behaviour.md#detail-panel). */
export interface DetailWording {
  /** The panel's heading while the name is not known (loading, not found, failed). */
  title: string;
  /** Shown when the server answers 404: the id is hidden or was never on the board. */
  notFound: string;
}

/** The wording of each kind of detail panel. */
export const DETAIL_WORDING: Readonly<Record<DetailKind, DetailWording>> = {
  player: {
    title: 'Player details',
    notFound: 'This player is not on the board: hidden or unknown.',
  },
  tribe: {
    title: 'Tribe details',
    notFound: 'This tribe is not on the board: hidden or unknown.',
  },
};

/** Shown in a detail panel when its call failed (never the sample: there is no sample player). */
export const DETAIL_FAILED_MESSAGE = 'The details could not be loaded. Please try again later.';

/** The detail panel's close button. */
export const CLOSE_LABEL = 'Close';

/** The headings inside a detail panel. */
export const PANEL_HEADINGS = { ranks: 'Ranks', members: 'Members' } as const;

/** The name of a tribe panel's members pager (the page's own pager is `Pagination`). */
export const MEMBERS_PAGER_LABEL = 'Members pages';

/**
 * The labels of the panel statistics that are not Filter by options (those take the filter
 * table's labels: Kills, Deaths, Tamed Dino Kills, Time Played, Tribe Score).
 */
export const STAT_LABELS = {
  tribe: 'Tribe',
  kd: 'KD',
  wildDinoKills: 'Wild Dino Kills',
  dinosTamed: 'Dinos Tamed',
  deathsByDino: 'Deaths by Dino',
  deathsByWildDino: 'Deaths by Wild Dino',
  members: 'Members',
} as const;

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
