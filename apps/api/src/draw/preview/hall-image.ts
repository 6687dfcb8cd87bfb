// The hall of fame's preview image as satori's element tree (docs/adr/0084-the-hall-on-the-page.md):
// the community's logo and name, "Hall of fame · Solos", then two columns side by side, a few of
// the cluster's records and the newest closed week's champions, each line what it is, who and how
// much; or the empty hall's sentence. Every name is a text child in its own box and direction,
// never markup (image-nodes.ts).
import { cleanName, NO_VALUE } from '@ark/core';
import type { BoardImageOptions } from './board-image';
import type { HallSummary, HallSummaryRow } from './hall-summary';
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

/** What a hall image is drawn with: the board images' logo and language (no "Data as of"). */
export type HallImageOptions = Pick<BoardImageOptions, 'logo' | 'catalog'>;

const ROW_HEIGHT = 66;

function row({ label, name, value }: HallSummaryRow, index: number): ImageNode {
  return rowCard(
    index,
    { height: ROW_HEIGHT, flexDirection: 'column', justifyContent: 'center', padding: '0 20px' },
    [
      line(label, { fontSize: 18, color: COLOURS.muted }),
      box({ alignItems: 'center', minWidth: 0 }, [
        isolated(cleanName(name) || NO_VALUE, {
          flexGrow: 1,
          flexShrink: 1,
          flexBasis: 0,
          fontSize: 28,
          lineHeight: 1.25,
          color: COLOURS.text,
        }),
        line(value, {
          flexShrink: 0,
          maxWidth: 200,
          marginLeft: 16,
          fontSize: 28,
          fontWeight: 700,
          color: COLOURS.accent,
        }),
      ]),
    ],
  );
}

/** A column: its heading and its rows. */
function column(heading: string, rows: readonly HallSummaryRow[], first: boolean): ImageNode {
  return box(
    {
      flexDirection: 'column',
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      minWidth: 0,
      marginLeft: first ? 0 : 32,
    },
    [
      line(heading.toUpperCase(), {
        fontSize: 18,
        letterSpacing: 1,
        color: COLOURS.muted,
        margin: '0 0 10px 4px',
      }),
      ...rows.map(row),
    ],
  );
}

/** Every text the image draws, so the fonts that cover them can be loaded first. */
export function hallImageTexts(summary: HallSummary): string[] {
  return [
    summary.title,
    summary.siteName,
    summary.recordsHeading.toUpperCase(),
    summary.championsHeading.toUpperCase(),
    summary.empty ?? '',
    ...[...summary.records, ...summary.champions].flatMap((r) => [r.label, r.name, r.value]),
  ].map(cleanName);
}

/**
 * The hall's preview image as satori's tree (PREVIEW_IMAGE_SIZE): the records' and the
 * champions' columns (a column with no rows left out), or the empty hall's sentence.
 */
export function hallImageTree(summary: HallSummary, options: HallImageOptions = {}): ImageNode {
  const columns = [
    { heading: summary.recordsHeading, rows: summary.records },
    { heading: summary.championsHeading, rows: summary.champions },
  ].filter((shown) => shown.rows.length > 0);
  return imageFrame([
    imageHeading(options.logo, summary.siteName, summary.title),
    box(
      { flexGrow: 1, marginTop: 22 },
      summary.empty !== null || columns.length === 0
        ? // A sentence: it wraps instead of being cut.
          [box({ fontSize: 32, color: COLOURS.muted, marginTop: 24 }, summary.empty ?? '')]
        : columns.map((shown, index) => column(shown.heading, shown.rows, index === 0)),
    ),
    box({ justifyContent: 'flex-end', marginTop: 12, fontSize: 20, color: COLOURS.muted }, [
      line(hostOf(summary.url), {}),
    ]),
  ]);
}
