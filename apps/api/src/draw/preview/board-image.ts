// The preview image's layout as satori's element tree: the community's logo and name, the board's
// title, its top rows (trophy, rank, name, tribe, value) and "Data as of", in the page's dark
// theme and the board's language (docs/adr/0064-languages-wired.md). Every user text is a text child, never markup; names are cleaned and laid out in their
// own box with their own direction, so a right-to-left name cannot reorder its row.
import {
  type BoardSummary,
  type Catalog,
  cleanName,
  dataAsOfText,
  formatCount,
  NO_VALUE,
  PREVIEW_IMAGE_ROWS,
  translate,
  trophyFor,
  trophyName,
} from '@ark/core';
import { EN_CATALOG } from '../../lib/catalogs';
import type { Logo } from '../../site/site-config';
import {
  box,
  COLOURS,
  hostOf,
  type ImageNode,
  imageFrame,
  imageHeading,
  isolated,
  line,
  rowCard,
} from './image-nodes';

export interface BoardImageOptions {
  /** The community's logo; WebP is left out (this resvg build cannot draw it). */
  logo?: Logo;
  /** The community's time zone for "Data as of" (an IANA name). */
  timeZone?: string;
  /** The language of its words and numbers, the summary's (plain data: it crosses to the thread). */
  catalog?: Catalog;
}

/** The page's trophy cup, a 24 x 24 path (here in its metals: gold, silver, bronze). */
export const TROPHY_PATH =
  'M7 3h10v2h3.5v2.5c0 2.6-2 4.7-4.6 5A5.5 5.5 0 0 1 13 15.8V18h3v3H8v-3h3v-2.2a5.5 5.5 0 0 1-2.9-3.3C5.5 12.2 3.5 10.1 3.5 7.5V5H7Zm0 4H5.5v.5c0 1.3.7 2.4 1.8 2.9A7 7 0 0 1 7 8.6Zm10 0v1.6c0 .6 0 1.2-.3 1.8a3.2 3.2 0 0 0 1.8-2.9V7Z';
const METAL = { 1: '#ffd24a', 2: '#d5dde5', 3: '#cd7f32' } as const;

const ROW_HEIGHT = 68;

function trophy(place: 1 | 2 | 3, catalog: Catalog): ImageNode {
  return {
    type: 'svg',
    key: null,
    props: {
      width: 34,
      height: 34,
      viewBox: '0 0 24 24',
      'aria-label': trophyName(place, catalog),
      children: [{ type: 'path', key: null, props: { d: TROPHY_PATH, fill: METAL[place] } }],
    },
  };
}

function rankCell(rank: number | null, catalog: Catalog): ImageNode {
  const place = trophyFor(rank);
  return box({ width: 120, alignItems: 'center', flexShrink: 0 }, [
    box({ width: 42 }, place === null ? [] : [trophy(place, catalog)]),
    line(rank === null ? NO_VALUE : formatCount(rank, catalog), {
      fontSize: 30,
      fontWeight: 700,
      color: place === null ? COLOURS.muted : COLOURS.text,
    }),
  ]);
}

function row(
  { rank, name, tribe, value }: BoardSummary['rows'][number],
  index: number,
  catalog: Catalog,
): ImageNode {
  const cleanTribe = tribe === undefined ? '' : cleanName(tribe);
  return rowCard(index, { height: ROW_HEIGHT, alignItems: 'center', padding: '0 28px 0 20px' }, [
    rankCell(rank, catalog),
    box({ flexDirection: 'column', flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 }, [
      isolated(cleanName(name) || NO_VALUE, {
        fontSize: 32,
        lineHeight: 1.25,
        color: COLOURS.text,
      }),
      ...(cleanTribe === ''
        ? []
        : [isolated(cleanTribe, { fontSize: 20, lineHeight: 1.25, color: COLOURS.muted })]),
    ]),
    line(value, {
      flexShrink: 0,
      maxWidth: 320,
      marginLeft: 24,
      fontSize: 32,
      fontWeight: 700,
      color: COLOURS.accent,
    }),
  ]);
}

/** The image's own words: its column headers, its empty line and "Data as of". */
function imageWords(
  summary: BoardSummary,
  { timeZone, catalog = EN_CATALOG }: BoardImageOptions,
): { rank: string; value: string; empty: string; asOf: string | null } {
  return {
    rank: translate(catalog, 'column.rank'),
    value: cleanName(summary.valueLabel).toUpperCase(),
    empty: summary.notice ?? translate(catalog, 'board.empty'),
    asOf: dataAsOfText(catalog, summary.updatedAt, timeZone),
  };
}

/** Every text the image draws, so the fonts that cover them can be loaded first. */
export function boardImageTexts(summary: BoardSummary, options: BoardImageOptions = {}): string[] {
  const words = imageWords(summary, options);
  return [
    summary.title,
    summary.siteName,
    summary.valueLabel,
    words.rank,
    words.value,
    summary.rows.length === 0 ? words.empty : '',
    words.asOf ?? '',
    ...summary.rows.flatMap((row) => [row.name, row.tribe ?? '', row.value]),
  ].map(cleanName);
}

/**
 * The preview image of a board as satori's tree (PREVIEW_IMAGE_SIZE): its first
 * PREVIEW_IMAGE_ROWS rows, or a line saying it has none.
 */
export function boardImageTree(summary: BoardSummary, options: BoardImageOptions = {}): ImageNode {
  const rows = summary.rows.slice(0, PREVIEW_IMAGE_ROWS);
  const { catalog = EN_CATALOG } = options;
  const { rank, value, empty, asOf } = imageWords(summary, options);
  return imageFrame([
    imageHeading(options.logo, summary.siteName, summary.title),
    box(
      {
        justifyContent: 'space-between',
        margin: '22px 28px 8px 20px',
        fontSize: 18,
        letterSpacing: 1,
        color: COLOURS.muted,
      },
      [box({}, rank), box({}, value)],
    ),
    box(
      { flexDirection: 'column', flexGrow: 1 },
      rows.length > 0
        ? rows.map((shown, index) => row(shown, index, catalog))
        : // A notice (docs/adr/0070) is a sentence: it wraps instead of being cut.
          [
            summary.notice
              ? box({ fontSize: 32, color: COLOURS.muted, marginTop: 24 }, summary.notice)
              : line(empty, { fontSize: 32, color: COLOURS.muted, marginTop: 24 }),
          ],
    ),
    box({ justifyContent: 'space-between', marginTop: 12, fontSize: 20, color: COLOURS.muted }, [
      line(asOf ?? '', {}),
      line(hostOf(summary.url), { marginLeft: 24 }),
    ]),
  ]);
}
