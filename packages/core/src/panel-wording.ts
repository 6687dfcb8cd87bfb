// What the detail panel says (docs/behaviour.md#detail-panel), apart from the page's wording in
// wording.ts: exported by the panel's entry, `@ark/core/panel`, so it loads with the panel's code
// and not with the first paint (docs/adr/0012-page-budget.md).
import type { DetailKind } from './contract';

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
