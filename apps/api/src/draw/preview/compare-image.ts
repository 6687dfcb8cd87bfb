// A comparison's preview image as satori's element tree (docs/adr/0083-compare.md, 2026-12-04:
// the preview): the community's logo and name, "Compare players · Solos", the statistic, then the
// two to four rows side by side with the word "vs" between them, each its name, its value and its
// rank; the best marked by a trophy and the word "best" beside its border's colour, never by
// colour alone. Every name is a text child in its own box and direction, never markup
// (image-nodes.ts).
import { cleanName, NO_VALUE } from '@ark/core';
import { TROPHY_PATH } from './board-image';
import type { CompareSummary, CompareSummaryColumn } from './compare-summary';
import type { HallImageOptions } from './hall-image';
import {
  box,
  COLOURS,
  hostOf,
  type ImageNode,
  imageFrame,
  imageHeading,
  isolated,
  line,
} from './image-nodes';

/** What a comparison's image is drawn with: the hall's (a logo, no "Data as of"). */
export type CompareImageOptions = HallImageOptions;

/** The best value's mark: a gold trophy named by the word beside it. */
function bestMark(word: string): ImageNode {
  return box({ alignItems: 'center', height: 36, flexShrink: 0 }, [
    {
      type: 'svg',
      key: null,
      props: {
        width: 30,
        height: 30,
        viewBox: '0 0 24 24',
        'aria-label': word,
        children: [{ type: 'path', key: null, props: { d: TROPHY_PATH, fill: '#ffd24a' } }],
      },
    },
    line(word.toUpperCase(), {
      marginLeft: 8,
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 1,
      color: COLOURS.accent,
    }),
  ]);
}

/** One row's card: the best mark (or its room), the name, the value, the rank. */
function card(column: CompareSummaryColumn, bestWord: string, narrow: boolean): ImageNode {
  const { best } = column;
  return box(
    {
      flexDirection: 'column',
      justifyContent: 'center',
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      minWidth: 0,
      padding: '18px 22px',
      borderRadius: 12,
      // One width for every card, so the best's colour does not widen it.
      border: `3px solid ${best ? COLOURS.accent : COLOURS.border}`,
      backgroundColor: best ? COLOURS.surfaceTop : COLOURS.surface,
    },
    [
      best ? bestMark(bestWord) : box({ height: 36, flexShrink: 0 }),
      isolated(cleanName(column.name) || NO_VALUE, {
        marginTop: 12,
        fontSize: narrow ? 28 : 34,
        lineHeight: 1.25,
        color: COLOURS.text,
      }),
      line(column.value, {
        marginTop: 10,
        fontSize: narrow ? 40 : 52,
        fontWeight: 700,
        color: best ? COLOURS.accent : COLOURS.text,
      }),
      line(column.rank, { marginTop: 6, fontSize: 26, color: COLOURS.muted }),
    ],
  );
}

/** The word between two cards. */
function versus(word: string): ImageNode {
  return box({ alignItems: 'center', justifyContent: 'center', flexShrink: 0, padding: '0 14px' }, [
    line(word, { fontSize: 24, fontWeight: 700, color: COLOURS.muted }),
  ]);
}

/** Every text the image draws, so the fonts that cover them can be loaded first. */
export function compareImageTexts(summary: CompareSummary): string[] {
  return [
    summary.heading,
    summary.siteName,
    summary.statLabel.toUpperCase(),
    summary.versus,
    summary.bestWord.toUpperCase(),
    summary.leftOut ?? '',
    ...summary.columns.flatMap((column) => [column.name, column.value, column.rank]),
  ].map(cleanName);
}

/**
 * The comparison's preview image as satori's tree (PREVIEW_IMAGE_SIZE): the statistic over the
 * rows' cards side by side, "vs" between each two, and what the call left out under them.
 */
export function compareImageTree(
  summary: CompareSummary,
  options: CompareImageOptions = {},
): ImageNode {
  const narrow = summary.columns.length > 2;
  const cards = summary.columns.flatMap((column, at) => [
    ...(at === 0 ? [] : [versus(summary.versus)]),
    card(column, summary.bestWord, narrow),
  ]);
  return imageFrame([
    imageHeading(options.logo, summary.siteName, summary.heading),
    line(summary.statLabel.toUpperCase(), {
      margin: '22px 0 10px 4px',
      fontSize: 18,
      letterSpacing: 1,
      color: COLOURS.muted,
    }),
    box({ flexGrow: 1, alignItems: 'stretch' }, cards),
    box({ justifyContent: 'space-between', marginTop: 12, fontSize: 20, color: COLOURS.muted }, [
      line(summary.leftOut ?? '', {}),
      line(hostOf(summary.url), { marginLeft: 24, flexShrink: 0 }),
    ]),
  ]);
}
