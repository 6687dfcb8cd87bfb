// The sentences a board composes from its catalog (docs/adr/0061-languages-and-catalogs.md): what
// the page, the detail panel, the link previews, the embed and the Discord posts say around their
// values, each a lookup with the values filled in. English gives exactly the page's wording of
// wording.ts, panel.ts and board-summary.ts (phrases.test.ts compares them).
import type { RangeKey, View } from './contract';
import type { FilterWire } from './filters';
import { formatCount } from './format';
import { type Catalog, type FirstCatalog, isMessageKey } from './i18n/catalog';
import { languageOf } from './i18n/languages';
import { type MessagePart, translate, translateParts } from './i18n/translate';

/** The texts each view has its own of. */
export type ViewText = 'tab' | 'title' | 'searchPlaceholder' | 'searchLabel' | 'caption';

/**
 * One of a view's own texts: its tab, heading, search placeholder and label, table caption.
 * @example viewText(de, 'tribes', 'tab') // "Stammes-Bestenliste"
 */
export function viewText(catalog: FirstCatalog, view: View, text: ViewText): string {
  return translate(catalog, `view.${view}.${text}`);
}

/**
 * A tab's name: a board's, or the hall of fame's.
 * @example tabText(en, 'hall') // "Hall of fame"
 */
export function tabText(catalog: FirstCatalog, tab: View | 'hall'): string {
  return tab === 'hall' ? translate(catalog, 'hall.tab') : viewText(catalog, tab, 'tab');
}

/**
 * A Filter by option's label.
 * @example filterLabel(en, 'tamed_dino_kills') // "Tamed Dino Kills"
 */
export function filterLabel(catalog: FirstCatalog, filter: FilterWire): string {
  return translate(catalog, `filter.${filter}`);
}

/**
 * A period's name, as the Period dropdown and titles show it.
 * @example rangeLabel(fr, 'week') // "Cette semaine"
 */
export function rangeLabel(catalog: FirstCatalog, range: RangeKey): string {
  return translate(catalog, `range.${range}`);
}

/**
 * What a board with no rows says, without a search: the wipe message for the all-time board,
 * else that nobody gained anything in the period (yet).
 * @example emptyBoardText(en, 'week') // "No activity recorded this week yet."
 */
export function emptyBoardText(catalog: FirstCatalog, range: RangeKey): string {
  return translate(catalog, range === 'all' ? 'results.wiped' : `results.empty.${range}`);
}

/**
 * The message of a submitted search with no rows, in parts: the visitor's text is the part
 * `{ param: 'query' }`, kept literal, for the renderer to isolate (`<bdi>`).
 * @example noMatchParts(de, 'tribes', 'rex') // ['Keine Stämme zu „', { param: 'query', value: 'rex' }, '“ gefunden']
 */
export function noMatchParts(catalog: FirstCatalog, view: View, query: string): MessagePart[] {
  return translateParts(catalog, `results.noMatch.${view}`, { query });
}

/**
 * "Page X of N", X one-based, both written as given (not grouped, as the page always did).
 * @example pagerText(en, 0, 12) // "Page 1 of 12"
 */
export function pagerText(catalog: FirstCatalog, page: number, total: number): string {
  return translate(catalog, 'pager.text', { page: String(page + 1), total: String(total) });
}

/**
 * A rank line of a detail panel; no rank (nothing gained in the period shown) says so.
 * @example rankLineText(en, 3, 3000, 'Kills') // "#3 of 3,000 in Kills"
 */
export function rankLineText(
  catalog: Catalog,
  rank: number | null,
  of: number,
  stat: string,
): string {
  if (rank === null) return translate(catalog, 'panel.notRanked', { stat });
  const counts = { rank: formatCount(rank, catalog), of: formatCount(of, catalog) };
  return translate(catalog, 'panel.rank', { ...counts, stat });
}

/**
 * The first part of a board's title in previews, /og.png, /embed and Discord.
 * @example boardTitleText(en, 'players', 'kills') // "Top players by kills"
 */
export function boardTitleText(catalog: Catalog, view: View, filter: FilterWire): string {
  const key = `board.title.${view}.${filter}`;
  // The filter table never pairs tribe_score with players; a summary refuses it the same way.
  if (!isMessageKey(catalog, key)) throw new Error(`the ${view} board has no filter ${filter}`);
  return translate(catalog, key);
}

/**
 * The statistic a board ranks by, as a summary names it (lower case where the language has
 * one): the embed's value column, the preview image's, Discord's "Ranked by".
 * @example boardStatName(en, 'tribe_score') // "score"
 */
export function boardStatName(catalog: FirstCatalog, filter: FilterWire): string {
  return translate(catalog, `board.stat.${filter}`);
}

/**
 * A row's value with what it counts, for a preview's description: "1,234 kills". A value that
 * names itself (hours, N/A) is not named again.
 * @example boardValueText(de, 'kills', '1.234') // "Kills: 1.234"
 */
export function boardValueText(catalog: Catalog, filter: FilterWire, value: string): string {
  if (value === translate(catalog, 'value.notAvailable')) return value;
  return translate(catalog, `board.value.${filter}`, { value });
}

/**
 * The document's title, with the community's name when it has one.
 * @example documentTitleText(de, 'The Island') // "The Island · ARK-Bestenlisten"
 */
export function documentTitleText(catalog: FirstCatalog, siteName?: string): string {
  const title = translate(catalog, 'page.title');
  return siteName ? `${siteName} · ${title}` : title;
}

/**
 * "Data as of" with the import's time in the community's time zone (an IANA name), for what the
 * server draws (the embed, the preview image): null when the time is unknown or unreadable.
 * Builds an Intl object: never call it in the page's start
 * (docs/adr/0062-formatting-and-game-terms.md).
 * @example dataAsOfText(en, '2026-11-20T15:04:00Z') // "Data as of Nov 20, 2026, 3:04 PM UTC"
 */
export function dataAsOfText(
  catalog: FirstCatalog,
  iso: string | null,
  timeZone = 'UTC',
): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const { intlTag } = languageOf(catalog.code);
  const options = { dateStyle: 'medium', timeStyle: 'short', timeZone } as const;
  const text = new Intl.DateTimeFormat(intlTag, options).format(date);
  const time = `${text} ${timeZone === 'UTC' ? 'UTC' : `(${timeZone})`}`;
  return translate(catalog, 'results.updated', { time });
}
