// A board as a link preview shows it: the title, the top rows with their values as the page
// formats them, the preview image's size and address, and the Open Graph tags of a page. Pure
// string work: the server's image drawing and the page's server render both read it.
import { LANGUAGE_CODES } from './contract';
import { type FilterWire, findFilter, type StatField } from './filters';
import { type Column, NO_VALUE, toRowViewModel } from './format';
import type { Catalog } from './i18n/catalog';
import { languageOf } from './i18n/languages';
import { translate } from './i18n/translate';
import { boardStatName, boardTitleText, boardValueText } from './phrases';
import type { Rows } from './state';

/** The preview image's path, under the site's public URL, with the page's query after it. */
export const PREVIEW_IMAGE_PATH = '/og.png';

/** The preview image's size in pixels: the 1.91:1 card that Discord, Slack and X show large. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Rows the preview image draws. */
export const PREVIEW_IMAGE_ROWS = 5;

/** The compact board another site puts in an iframe, drawn on the server with no script. */
export const EMBED_PATH = '/embed';

/** Rows an embed shows: `top=` from 1 to EMBED_TOP_MAX, EMBED_TOP_DEFAULT without it. */
export const EMBED_TOP_MAX = 25;
export const EMBED_TOP_DEFAULT = 10;

/** One ranked row of a summary, every text ready to show. */
export interface BoardSummaryRow {
  /** The row's competition rank; null when the backend sent none (a rank is never invented). */
  rank: number | null;
  /** The name, cleaned of invisible characters; "—" when nothing visible is left. */
  name: string;
  /** A player's tribe, cleaned; absent for tribes and for players without one. */
  tribe?: string;
  /** The board's statistic as the page shows it: "1,234", "12.50 hrs". */
  value: string;
}

/** A board's top rows and what names it, for link previews and posts. */
export interface BoardSummary {
  /** "Top players by kills · Solos · This week". */
  title: string;
  /** The community's name (og:site_name). */
  siteName: string;
  /** The board's absolute address (og:url). */
  url: string;
  /** The statistic ranked by. */
  filter: FilterWire;
  /** The statistic's name, lower case where the language has case: "score", "kills". */
  valueLabel: string;
  rows: BoardSummaryRow[];
  /** When the data was imported (ISO 8601), or null when unknown. */
  updatedAt: string | null;
  /**
   * What the board says instead of rows when its cluster lacks what it is ordered by (no tribes,
   * a statistic not counted: docs/adr/0070); absent otherwise.
   */
  notice?: string;
}

/** What a board summary is built from: the view's rows and the board's choices. */
export type BoardSummaryInput = Rows & {
  filter: FilterWire;
  /** The cluster's display name: "Solos". */
  clusterDisplay: string;
  /** The period's label when not all time: "This week". */
  rangeLabel?: string;
  /** Rows kept, from the first. */
  top: number;
  siteName: string;
  url: string;
  updatedAt: string | null;
  /** The language of its words and numbers, whole (the server's; docs/adr/0098). */
  catalog: Catalog;
  /** Said instead of the rows, which are then left out (BoardSummary's notice). */
  notice?: string | null;
};

// The table column that shows each statistic, so a summary's value is the page's cell text.
const STAT_COLUMN: Readonly<Record<StatField, Column['id']>> = {
  DamageScore: 'score',
  TotalKills: 'kills',
  TotalDeaths: 'deaths',
  TotalTameKills: 'tameKills',
  TotalPlayTime: 'timePlayed',
  PlayerKills: 'kills',
  DeathByPlayer: 'deaths',
  DinoKills: 'tameKills',
  PlayTime: 'timePlayed',
};

// Invisible characters a name may smuggle in: controls, format characters (bidi overrides,
// zero-width spaces, tags), lone surrogates, line separators. The joiners stay: emoji sequences
// and Persian words need them.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const NOTHING_VISIBLE = /^[\s\u200c\u200d]*$/u;

/**
 * A name with its invisible characters removed and its white space collapsed; '' when nothing
 * visible is left.
 * @example cleanName(' Rex\u202e\u0000  Hunter ') // "Rex Hunter"
 */
export function cleanName(name: string): string {
  const cleaned = name.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  return NOTHING_VISIBLE.test(cleaned) ? '' : cleaned;
}

/**
 * A text cut to at most `max` code points (never half a surrogate pair), its last an ellipsis
 * when cut.
 * @example clipText('Abcdef', 4) // "Abc…"
 */
export function clipText(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * A hostile name as a label shows it: its invisible characters removed (cleanName), cut to `max`
 * code points; '' when nothing visible is left. The one way a name is clipped for display.
 * @example clipName('Rex\u202e  Hunters', 7) // "Rex Hu…"
 */
export function clipName(name: string, max: number): string {
  return clipText(cleanName(name), max);
}

// Letters of the right-to-left scripts.
const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/**
 * The direction of a text by its first letter, as `dir="auto"` decides it.
 * @example textDirection('محمد 7') // "rtl"
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}

/**
 * A board's summary for link previews, in the catalog's language: its title, its first `top` rows
 * with names cleaned and values formatted as the page shows them.
 * @example summarizeBoard({ view: 'players', filter: 'kills', clusterDisplay: 'Solos', rangeLabel: 'This week', ... }).title
 * // "Top players by kills · Solos · This week"
 */
export function summarizeBoard({
  filter,
  clusterDisplay,
  rangeLabel,
  top,
  siteName,
  url,
  updatedAt,
  catalog,
  notice,
  ...rows
}: BoardSummaryInput): BoardSummary {
  const option = findFilter(rows.view, filter);
  if (!option) throw new Error(`the ${rows.view} board has no filter ${filter}`);
  const column = STAT_COLUMN[option.field as StatField];
  const title = [boardTitleText(catalog, rows.view, filter), clusterDisplay, rangeLabel]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' · ');
  // A board of ties by a statistic the source lacks is not shown (docs/adr/0070).
  const kept = notice ? [] : rows.rows.slice(0, Math.max(0, top));
  const summaryRows = kept.map((row, index): BoardSummaryRow => {
    const { rank, name, cells } = toRowViewModel(rows.view, row, index, catalog);
    const text = (id: Column['id']) => cells.find((cell) => cell.column === id)?.text;
    // The tribe cell of a player without a tribe shows NO_VALUE: a preview leaves it out.
    const tribe = cleanName(text('tribe') ?? '');
    return {
      rank,
      name: cleanName(name) || NO_VALUE,
      ...(tribe === '' || tribe === NO_VALUE ? {} : { tribe }),
      value: text(column) ?? NO_VALUE,
    };
  });
  const valueLabel = boardStatName(catalog, filter);
  const said = notice ? { notice } : {};
  return { title, siteName, url, filter, valueLabel, rows: summaryRows, updatedAt, ...said };
}

// A name in a description is cut here: a preview shows a line or two.
const DESCRIPTION_NAME_LENGTH = 32;

/** A name as a preview's description writes it: cleaned, cut, isolated when right-to-left. */
export function describedName(name: string): string {
  const cut = clipName(name, DESCRIPTION_NAME_LENGTH) || NO_VALUE;
  // First-strong isolates keep a right-to-left name from reordering the ranks around it.
  return RTL_LETTER.test(cut) ? `\u2068${cut}\u2069` : cut;
}

/**
 * The top `n` rows as one line for og:description, each value named by what it counts in the
 * catalog's language (a value naming itself, hours or N/A, is not named again). Plain text:
 * escaping is the renderer's job.
 * @example boardDescription(summary) // "1. Rex — 1,234 kills · 2. Ann — 999 kills · 3. Bo — 12 kills"
 */
export function boardDescription(
  summary: Pick<BoardSummary, 'rows' | 'filter' | 'notice'>,
  catalog: Catalog,
  n = 3,
): string {
  const rows = summary.rows.slice(0, Math.max(0, n));
  if (rows.length === 0) return summary.notice ?? translate(catalog, 'board.empty');
  return rows
    .map(({ rank, name, value }) => {
      const shown = boardValueText(catalog, summary.filter, value);
      return `${rank ?? NO_VALUE}. ${describedName(name)} — ${shown}`;
    })
    .join(' · ');
}

/**
 * An address under the site's public URL, which may end in a folder.
 * @example publicAddress('https://ark.example/boards/', '/og.png', '?view=players')
 * // "https://ark.example/boards/og.png?view=players"
 */
export function publicAddress(publicUrl: string, path: string, search = ''): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${query}`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * Text made safe for an HTML attribute value or text node.
 * @example escapeHtml('"><script>') // "&quot;&gt;&lt;script&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * What names a page that is not a board (the hall of fame's, docs/adr/0084; a comparison's,
 * docs/adr/0083): its title, site name and address, and its description written whole.
 */
export interface PagePreview {
  title: string;
  siteName: string;
  url: string;
  /** og:description, plain text. */
  description: string;
}

export interface PreviewMetaOptions {
  /** The board's summary, or another page's preview, in the language of `catalog`. */
  summary: BoardSummary | PagePreview;
  /** The preview image's absolute address. */
  imageUrl: string;
  width?: number;
  height?: number;
  /** The language of the page and its preview, whole (the server's; docs/adr/0098). */
  catalog: Catalog;
}

/**
 * The Open Graph and Twitter card tags of a board's page, every value escaped, one a line, for
 * the document's head: `og:locale` names the page's language and `og:locale:alternate` each
 * other language the board speaks (docs/adr/0064-languages-wired.md).
 * @example previewMetaTags({ summary, imageUrl }) // '<meta property="og:type" content="website">\n…'
 */
export function previewMetaTags({
  summary,
  imageUrl,
  width = PREVIEW_IMAGE_SIZE.width,
  height = PREVIEW_IMAGE_SIZE.height,
  catalog,
}: PreviewMetaOptions): string {
  const alternates = LANGUAGE_CODES.filter((code) => code !== catalog.code).map(
    (code): [string, string] => ['og:locale:alternate', languageOf(code).ogLocale],
  );
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', summary.siteName],
    ['og:title', summary.title],
    [
      'og:description',
      'description' in summary ? summary.description : boardDescription(summary, catalog),
    ],
    ['og:url', summary.url],
    ['og:image', imageUrl],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(width)],
    ['og:image:height', String(height)],
    ['og:image:alt', summary.title],
    ['og:locale', languageOf(catalog.code).ogLocale],
    ...alternates,
  ];
  const tags = properties.map(
    ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
  );
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  return tags.join('\n');
}
