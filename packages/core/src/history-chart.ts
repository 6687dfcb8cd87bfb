// The history chart of a detail panel (docs/adr/0063-history.md, docs/adr/0070-what-a-cluster-keeps-and-the-chart.md):
// which points a span shows, where they are drawn and what is said of them, as pure data. The
// component only draws it, on the server as in the browser. Exported by `@ark/core/panel`
// (docs/adr/0012-page-budget.md).
import { HISTORY_SPANS, type HistorySpan, type View } from './contract';
import { type FilterOption, filterOptions, findFilter } from './filters';
import { dayNumber, formatCount, formatDay, formatStat } from './format';
import type { HistoryPoint } from './history-answer';
import type { Catalog } from './i18n/catalog';
import { translate } from './i18n/translate';

/**
 * Each plot's drawing in SVG units: the window's days across `width`, the values down `height`.
 * The component stretches a plot to its box (docs/adr/0070): the text is HTML beside it, so it
 * keeps its CSS size at any width.
 */
export const HISTORY_CHART = { width: 1000, height: 100 } as const;

/** How many dates the x-axis names: the window's first and last day and evenly between. */
export const HISTORY_TICKS = 4;

// The days' arithmetic and names are the formatters' (format.ts): the hall names days too.
export { dayNumber, dayText, formatDay } from './format';

/** One day of a line: its day number, value and rank (null when not known). */
export interface PlotPoint {
  day: number;
  value: number;
  rank: number | null;
}

/** Where a line is drawn: SVG paths (in HISTORY_CHART units) and the values at its plot's edges. */
export interface HistoryPlot {
  /**
   * The value as a step line of L commands: a day without a point has the value of the point
   * before it, and the last value is held flat to the window's last day.
   */
  valuePath: string;
  /** The highest and lowest values the plot spans (top, bottom). */
  valueRange: [number, number];
  /**
   * The rank only on the days it is known (docs/adr/0063-history.md): a day without a known
   * rank breaks the line; each run of two or more adjacent days is a line (M then L).
   */
  rankPath: string;
  /** A known rank with no known neighbour: drawn as a dot. */
  rankDots: { x: number; y: number }[];
  /** The best and worst rank shown (top, bottom); null when no rank is known. */
  rankRange: [number, number] | null;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A day's x in a window of days `start` to `end`: the first day at 0, the last at the width. */
export function xOf(start: number, end: number): (day: number) => number {
  return (day) => round(((day - start) / Math.max(end - start, 1)) * HISTORY_CHART.width);
}

/** A scale from `top` (y 0) to `bottom` (y height); a flat one puts everything in the middle. */
export function yOf(top: number, bottom: number): (v: number) => number {
  const { height } = HISTORY_CHART;
  return (v) => round(top === bottom ? height / 2 : ((v - top) / (bottom - top)) * height);
}

/** The value's step line from the first point (or the carried value at the window's start). */
function valueLine(
  points: readonly PlotPoint[],
  carried: number | null,
  x: (day: number) => number,
  y: (v: number) => number,
  end: number,
): string {
  // Corners of the steps: at a point's day the line rises (or falls) from the value held before.
  const corners: [number, number][] = [];
  let last: number | null = carried;
  if (carried !== null) corners.push([0, y(carried)]);
  for (const p of points) {
    if (last !== null) corners.push([x(p.day), y(last)]);
    corners.push([x(p.day), y(p.value)]);
    last = p.value;
  }
  corners.push([x(end), y(last as number)]);
  return corners.map(([cx, cy], i) => `${i === 0 ? 'M' : 'L'}${cx} ${cy}`).join('');
}

/** The runs of adjacent days with a known rank (docs/adr/0063-history.md). */
function rankRuns(points: readonly PlotPoint[]): (PlotPoint & { rank: number })[][] {
  const runs: (PlotPoint & { rank: number })[][] = [];
  let previous: PlotPoint | null = null;
  for (const p of points) {
    if (p.rank !== null) {
      const run = runs.at(-1);
      const joined = run && previous?.rank != null && p.day - previous.day === 1;
      if (joined) run.push(p as PlotPoint & { rank: number });
      else runs.push([p as PlotPoint & { rank: number }]);
    }
    previous = p;
  }
  return runs;
}

/**
 * Lays out a span's points, from day `start` to day `end` (the window: the first day at the
 * left edge, the last at the right), after the value `carried` in from the last point before the
 * span (null when there is none).
 * @example plotHistory([{ day: 10, value: 5, rank: 2 }], 3, 0, 10).valuePath // "M0 100L1000 100L1000 0L1000 0"
 */
export function plotHistory(
  points: readonly PlotPoint[],
  carried: number | null,
  start: number,
  end: number,
): HistoryPlot {
  const x = xOf(start, end);
  const values = [...(carried === null ? [] : [carried]), ...points.map((p) => p.value)];
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const valuePath = valueLine(points, carried, x, yOf(hi, lo), end);
  const runs = rankRuns(points);
  const ranks = runs.flat().map((p) => p.rank);
  const [best, worst] = [Math.min(...ranks), Math.max(...ranks)];
  const ry = yOf(best, worst);
  const at = (p: PlotPoint & { rank: number }) => ({ x: x(p.day), y: ry(p.rank) });
  const rankPath = runs
    .filter((run) => run.length > 1)
    .map((run) => run.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.day)} ${ry(p.rank)}`).join(''))
    .join('');
  return {
    valuePath,
    valueRange: [hi, lo],
    rankPath,
    rankDots: runs
      .filter((run) => run.length === 1)
      .map((run) => at(run[0] as PlotPoint & { rank: number })),
    rankRange: ranks.length === 0 ? null : [best, worst],
  };
}

/** A date on the x-axis: HISTORY_TICKS of them from the window's first day to its last. */
export interface HistoryTick {
  /** From 0 (left edge) to 100 (right edge). */
  at: number;
  label: string;
}

/**
 * The window's dates to name, at evenly spread fractions of its width (the component lays them
 * out by CSS, without a style attribute the page's policy would block), each the day under it.
 */
export function ticksOf(start: number, end: number, catalog: Catalog): HistoryTick[] {
  const steps = HISTORY_TICKS - 1;
  return Array.from({ length: HISTORY_TICKS }, (_, i) => ({
    at: round((i / steps) * 100),
    label: formatDay(start + Math.round(((end - start) * i) / steps), 'short', catalog),
  }));
}

/** One span the visitor can pick: a link to the same address with `days=`. */
export interface HistorySpanLink {
  days: HistorySpan;
  label: string;
  href: string;
  current: boolean;
}

/** One row of the chart's table (its text alternative). */
export interface HistoryRow {
  day: string;
  value: string;
  rank: string;
}

/** What a panel's history section shows: a chart, or a sentence instead of one. */
export type HistoryView = {
  title: string;
  spansLabel: string;
  spans: HistorySpanLink[];
  columns: { day: string; value: string; rank: string };
  /** The span's points as text, oldest first; empty with a message. */
  rows: HistoryRow[];
  tableLabel: string;
} & (
  | { kind: 'message'; text: string }
  | {
      kind: 'chart';
      /** The values in one sentence, the chart's accessible name. */
      summary: string;
      /** "Unchanged since {day}: {value}." when the last point is before the window's last day. */
      note: string | null;
      plot: HistoryPlot;
      /** Labels of the plots' edges, formatted. */
      labels: {
        valueTop: string;
        valueBottom: string;
        rankTop: string | null;
        rankBottom: string | null;
        rank: string;
      };
      /** The x-axis's dates, the window's first at 0 and its last at 100. */
      ticks: HistoryTick[];
    }
);

/** A statistic's value as the panel writes it. */
function formatter(option: FilterOption, catalog: Catalog): (n: number) => string {
  return (n) => formatStat(option.wire, n, catalog);
}

export interface HistoryViewInput {
  points: readonly HistoryPoint[];
  view: View;
  /** The board's chosen statistic; the view's first when the view has no such filter. */
  filter: string;
  span: HistorySpan;
  /** The last day the board's values are of (its last import); the last point's when later. */
  lastDay: string | null;
  /** The address of each span (the page's own, with `days=`). */
  hrefOf: (span: HistorySpan) => string;
  /** A later view's words: the whole catalog (docs/adr/0098-words-in-two-parts.md). */
  catalog: Catalog;
}

/** How a view writes its statistic: its name, a value, a rank, a date. */
interface Words {
  catalog: Catalog;
  stat: string;
  format: (n: number) => string;
  rank: (rank: number | null) => string;
  date: (day: number) => string;
}

type ChartPart = Omit<Extract<HistoryView, { kind: 'chart' }>, keyof HistoryBase>;
type HistoryBase = Omit<
  HistoryView,
  'kind' | 'text' | 'summary' | 'note' | 'plot' | 'labels' | 'ticks'
>;

/** The chart's accessible name: the value at both ends of the window, and the ranks known. */
function summaryOf(
  shown: readonly PlotPoint[],
  carried: PlotPoint | null,
  [start, end]: [number, number],
  { catalog, stat, format, date }: Words,
): string {
  const first = carried ?? (shown[0] as PlotPoint);
  const last = shown.at(-1) ?? first;
  const known = shown.filter((p) => p.rank !== null);
  const sentences = [
    translate(catalog, 'history.summary', {
      stat,
      from: format(first.value),
      start: date(carried ? start : first.day),
      to: format(last.value),
      end: date(end),
    }),
  ];
  if (known.length > 0) {
    sentences.push(
      translate(catalog, 'history.rankSummary', {
        stat,
        from: formatCount(known[0]?.rank ?? 0, catalog),
        to: formatCount(known.at(-1)?.rank ?? 0, catalog),
      }),
    );
  }
  return sentences.join(' ');
}

/** The chart of a span's points after the value carried into it (at least one of the two). */
function chartPart(
  shown: readonly PlotPoint[],
  carried: PlotPoint | null,
  [start, end]: [number, number],
  words: Words,
): ChartPart {
  const { catalog, stat, format, rank, date } = words;
  const plot = plotHistory(shown, carried?.value ?? null, start, end);
  const last = (shown.at(-1) ?? carried) as PlotPoint;
  // A row that stood still since its last point is drawn flat to today and says so (ADR 0070).
  const note =
    last.day < end
      ? translate(catalog, 'history.unchangedSince', {
          day: date(last.day),
          value: format(last.value),
        })
      : null;
  return {
    kind: 'chart',
    summary: summaryOf(shown, carried, [start, end], words),
    note,
    plot,
    labels: {
      valueTop: format(plot.valueRange[0]),
      valueBottom: format(plot.valueRange[1]),
      rankTop: plot.rankRange ? rank(plot.rankRange[0]) : null,
      rankBottom: plot.rankRange ? rank(plot.rankRange[1]) : null,
      rank: translate(catalog, 'history.rank', { stat }),
    },
    ticks: ticksOf(start, end, catalog),
  };
}

/** How the view writes its statistic, its ranks and its dates in the catalog's language. */
function wordsOf(option: FilterOption, catalog: Catalog): Words {
  return {
    catalog,
    stat: translate(catalog, `filter.${option.wire}`),
    format: formatter(option, catalog),
    rank: (rank) =>
      rank === null
        ? translate(catalog, 'value.notAvailable')
        : translate(catalog, 'history.rankValue', { rank: formatCount(rank, catalog) }),
    date: (day) => formatDay(day, 'long', catalog),
  };
}

/** The section's parts with or without a chart: its title, span links and table. */
function baseOf(
  shown: readonly PlotPoint[],
  span: HistorySpan,
  hrefOf: (span: HistorySpan) => string,
  words: Words,
): HistoryBase {
  const { catalog, stat } = words;
  return {
    title: translate(catalog, 'history.title', { stat }),
    spansLabel: translate(catalog, 'history.spans'),
    spans: HISTORY_SPANS.map((days) => ({
      days,
      label: translate(catalog, 'history.span', { count: days }),
      href: hrefOf(days),
      current: days === span,
    })),
    columns: {
      day: translate(catalog, 'history.day'),
      value: stat,
      rank: translate(catalog, 'history.rank', { stat }),
    },
    rows: shown.map((p) => ({
      day: words.date(p.day),
      value: words.format(p.value),
      rank: words.rank(p.rank),
    })),
    tableLabel: translate(catalog, 'history.values'),
  };
}

/**
 * The history section of a panel (docs/adr/0063-history.md, 0070): the chosen statistic and its
 * rank over the last `span` days up to `lastDay`, the window's first day at the left and its
 * last at the right. A sentence replaces the chart only when there is nothing to draw: no point,
 * or a single point on the last day itself. A row unchanged since its last point is drawn flat
 * to the last day and says since when.
 */
export function historyView({
  points,
  view,
  filter,
  span,
  lastDay,
  hrefOf,
  catalog,
}: HistoryViewInput): HistoryView {
  const option = findFilter(view, filter) ?? (filterOptions(view)[0] as FilterOption);
  const words = wordsOf(option, catalog);
  const last = points.at(-1);
  const end = Math.max(lastDay ? dayNumber(lastDay) : 0, last ? dayNumber(last.day) : 0);
  const start = end - span + 1;
  // A statistic the source keeps none of (play time in PointRewards) has no value to draw: its
  // points are left out, so the chart says there is nothing, not a line at zero.
  const plotted = points.flatMap((p) => {
    const value = p.values[option.field];
    return value === undefined
      ? []
      : [{ day: dayNumber(p.day), value, rank: p.ranks[option.wire] ?? null }];
  });
  const shown = plotted.filter((p) => p.day >= start);
  const carried = plotted.filter((p) => p.day < start).at(-1) ?? null;
  const base = baseOf(shown, span, hrefOf, words);
  const only = plotted.length === 1 ? plotted[0] : undefined;
  if (plotted.length === 0) {
    return { ...base, kind: 'message', text: translate(catalog, 'history.none') };
  }
  if (only && only.day === end) {
    const value = words.format(only.value);
    const text = translate(catalog, 'history.single', { value, day: words.date(only.day) });
    return { ...base, kind: 'message', text };
  }
  return { ...base, ...chartPart(shown, carried, [start, end], words) };
}
