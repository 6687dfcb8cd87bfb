// A cluster's hall of fame as its link preview shows it (docs/adr/0084-the-hall-on-the-page.md):
// a few of its records and the newest closed week's champions, every text in the catalog's
// language, for the image (hall-image.ts) and the page's Open Graph tags alike. Read from the hall
// call's own answers by their addresses, so the one answer cache serves the page, the JSON call
// and the image from one answer (docs/adr/0081-one-answer-cache.md).
import {
  type Catalog,
  dayNumber,
  describedName,
  type FilterWire,
  filterLabel,
  formatDay,
  formatStat,
  type HallChampion,
  type HallRecord,
  type HallSpan,
  hallAddress,
  type PagePreview,
  translate,
  type View,
} from '@ark/core';

/** Rows each of the image's two columns draws, and records the description names. */
export const HALL_IMAGE_ROWS = 5;
const DESCRIBED_RECORDS = 3;

/** One line of the image: what it is (board, statistic, span), who holds it, by how much. */
export interface HallSummaryRow {
  label: string;
  name: string;
  value: string;
}

/** The hall's preview: what names its page, and the two columns its image draws. */
export interface HallSummary extends PagePreview {
  recordsHeading: string;
  records: HallSummaryRow[];
  /** "Champions · Week of 30 November 2026": the newest closed period's. */
  championsHeading: string;
  champions: HallSummaryRow[];
  /** The empty hall's sentence (no period closed yet); null once one has. */
  empty: string | null;
}

/** Which hall a preview shows, and what names it. */
export interface HallShown {
  cluster: string;
  /** The cluster's display name. */
  display: string;
  /** An archived season's id and name; null for the current season. */
  season: { id: number; name: string } | null;
  catalog: Catalog;
}

/** The records a preview shows first: a week's, then a month's, then a day's. */
const SPAN_ORDER: readonly HallSpan[] = ['week', 'month', 'day'];

const boardName = (catalog: Catalog, board: View) => translate(catalog, `hall.board.${board}`);
const statName = (catalog: Catalog, stat: string) => filterLabel(catalog, stat as FilterWire);

/**
 * The hall's preview from its records and champions (the hall call's rows, newest champions
 * first), titled "Hall of fame · Solos" (and the season's name for an archived one).
 */
export function hallSummary(
  { records, champions }: { records: readonly HallRecord[]; champions: readonly HallChampion[] },
  { shown, siteName, url }: { shown: HallShown; siteName: string; url: string },
): HallSummary {
  const { catalog } = shown;
  const value = (stat: string, n: number) => formatStat(stat, n, catalog);
  const recordRows = SPAN_ORDER.flatMap((span) => records.filter((row) => row.span === span))
    .slice(0, HALL_IMAGE_ROWS)
    .map((row) => ({
      label: [
        boardName(catalog, row.board),
        statName(catalog, row.stat),
        translate(catalog, `hall.span.${row.span}`),
      ].join(' · '),
      name: row.name,
      value: value(row.stat, row.value),
    }));
  // The newest closed week's champions (a month's when no week has closed).
  const newest = champions.find((row) => row.span === 'week') ?? champions[0];
  const current = newest
    ? champions.filter((row) => row.span === newest.span && row.start === newest.start)
    : [];
  const period = newest
    ? translate(catalog, `hall.period.${newest.span}`, {
        day: formatDay(dayNumber(newest.start), 'long', catalog),
      })
    : null;
  const title = [translate(catalog, 'hall.tab'), shown.display, shown.season?.name]
    .filter((part) => part !== undefined)
    .join(' · ');
  const empty =
    recordRows.length === 0 && current.length === 0 ? translate(catalog, 'hall.emptyNoWeek') : null;
  const description =
    empty ??
    recordRows
      .slice(0, DESCRIBED_RECORDS)
      .map((row) =>
        translate(catalog, 'hall.preview.line', {
          label: row.label,
          name: describedName(row.name),
          value: row.value,
        }),
      )
      .join(' · ');
  return {
    title,
    siteName,
    url,
    description,
    recordsHeading: translate(catalog, 'hall.records'),
    records: recordRows,
    championsHeading: [translate(catalog, 'hall.champions'), period].filter(Boolean).join(' · '),
    champions: current.slice(0, HALL_IMAGE_ROWS).map((row) => ({
      label: [boardName(catalog, row.board), statName(catalog, row.stat)].join(' · '),
      name: row.name,
      value: value(row.stat, row.value),
    })),
    empty,
  };
}

/** A read of the door's answer at an address, as a value (Miss's valueAt). */
export type ValueAt = (address: string) => Promise<unknown>;

/**
 * The preview of `shown`'s hall, its records and first page of champions read through `valueAt`
 * at the addresses the hall tab asks them at.
 */
export async function readHallSummary(
  valueAt: ValueAt,
  shown: HallShown,
  names: { siteName: string; url: string },
): Promise<HallSummary> {
  const season = shown.season?.id ?? null;
  const at = (section: 'records' | 'champions') =>
    hallAddress({ section, cluster: shown.cluster, season, board: null, page: null });
  const [records, champions] = (await Promise.all([
    valueAt(at('records')),
    valueAt(at('champions')),
  ])) as [{ records: HallRecord[] }, { champions: HallChampion[] }];
  return hallSummary(
    { records: records.records, champions: champions.champions },
    { shown, ...names },
  );
}
