// A comparison as its link preview shows it (docs/adr/0083-compare.md, 2026-12-04: the preview):
// the rows' names side by side ("Ann vs Bob · Solos"), each one's value and rank of the board's
// statistic, the best marked, in the catalog's language, for the image (compare-image.ts) and the
// page's Open Graph tags alike. Read from the compare call's own answer by its address, so the one
// answer cache serves the page, the JSON call and the image from one answer
// (docs/adr/0081-one-answer-cache.md).
import {
  type Catalog,
  COMPARE_MIN,
  COMPARE_PATH,
  type CompareAnswerWire,
  defaultFilter,
  describedName,
  type FilterWire,
  filterLabel,
  KEEPS_EVERYTHING,
  NO_VALUE,
  type PagePreview,
  rangeLabel,
  translate,
} from '@ark/core';
import { leftOutText, selectCompareTable } from '@ark/core/compare-table';
import type { ComparePick } from '../compare-answer';
import type { ValueAt } from './hall-summary';

/** One compared row as the preview shows it: its name, and its value and rank of the statistic. */
export interface CompareSummaryColumn {
  /** The name as the answer has it: the drawing cleans and cuts it. */
  name: string;
  value: string;
  /** "#3", or NO_VALUE when it has no rank. */
  rank: string;
  /** Whether it holds the best value (every holder of a tie does). */
  best: boolean;
}

/** The comparison's preview: what names its page, and the columns its image draws. */
export interface CompareSummary extends PagePreview {
  /** The image's heading: "Compare players · Solos". */
  heading: string;
  /** The statistic compared: the board's ("Kills"). */
  statLabel: string;
  /** The word between two names ("vs"). */
  versus: string;
  /** The word beside the best value ("best"). */
  bestWord: string;
  columns: CompareSummaryColumn[];
  /** What the call left out (unknown or hidden ids), or null. */
  leftOut: string | null;
}

/** Which comparison a preview shows, and what names it. */
export interface CompareShown {
  pick: ComparePick;
  /** The cluster's display name. */
  display: string;
  /** An archived season's name; null for the current season. */
  seasonName: string | null;
  catalog: Catalog;
}

/** The statistic a comparison's preview shows: the board's own, as its address reads it. */
export const compareStat = (pick: ComparePick): FilterWire => defaultFilter(pick.view);

/**
 * The compare call's address of a comparison, as the page's client asks it: the ids as listed
 * (an id holds no character to escape), the cluster, the season and the period.
 * @example compareCallAddress({ view: 'players', ids: ['a', 'b'], cluster: 'SOLO', ... }) // "/api/ark/compare?players=a,b&cluster=SOLO"
 */
export function compareCallAddress(pick: ComparePick): string {
  const query = new URLSearchParams({ cluster: pick.cluster });
  if (pick.season !== null) query.set('season', String(pick.season));
  if (pick.range) query.set('range', pick.range);
  return `${COMPARE_PATH}?${pick.view}=${pick.ids.join(',')}&${query}`;
}

/**
 * The comparison's preview from its answer, or null when fewer than COMPARE_MIN rows were found
 * (the board's preview is shown instead). Titled "Ann vs Bob · Solos" (and the period's or the
 * archived season's name), described by each row's value of the statistic.
 */
export function compareSummary(
  answer: CompareAnswerWire,
  { shown, siteName, url }: { shown: CompareShown; siteName: string; url: string },
): CompareSummary | null {
  if (answer.entries.length < COMPARE_MIN) return null;
  const { catalog, pick } = shown;
  const stat = compareStat(pick);
  const table = selectCompareTable(answer, KEEPS_EVERYTHING, catalog);
  const cells = table.rows.find((row) => row.stat === stat)?.cells;
  const columns = table.columns.map((column, at) => ({
    name: column.name,
    ...(cells?.[at] ?? { value: NO_VALUE, rank: NO_VALUE, best: false }),
  }));
  const versus = translate(catalog, 'compare.versus');
  const bestWord = translate(catalog, 'compare.best');
  const statLabel = filterLabel(catalog, stat);
  const period = pick.range ? rangeLabel(catalog, pick.range) : shown.seasonName;
  const named = (first: string) =>
    [first, shown.display, period].filter((part) => part !== null).join(' · ');
  const lines = columns.map(({ name, value, rank, best }) =>
    [`${describedName(name)} — ${value} (${rank})`, best ? `✓ ${bestWord}` : '']
      .filter(Boolean)
      .join(' '),
  );
  return {
    title: named(columns.map((column) => describedName(column.name)).join(` ${versus} `)),
    siteName,
    url,
    description: `${statLabel}: ${lines.join(' · ')}`,
    heading: named(table.title),
    statLabel,
    versus,
    bestWord,
    columns,
    leftOut: leftOutText(answer.left_out, catalog),
  };
}

/**
 * The preview of `shown`'s comparison, its answer read through `valueAt` at the compare call's
 * address; null when fewer than COMPARE_MIN of its rows were found.
 */
export async function readCompareSummary(
  valueAt: ValueAt,
  shown: CompareShown,
  names: { siteName: string; url: string },
): Promise<CompareSummary | null> {
  const answer = (await valueAt(compareCallAddress(shown.pick))) as CompareAnswerWire;
  return compareSummary(answer, { shown, ...names });
}
