// The history chart of a detail panel (docs/adr/0063-history.md): which points a span shows, where
// they are drawn and what is said of them, as pure data. The component only draws it, on the
// server as in the browser. Exported by `@ark/core/panel` (docs/adr/0012-page-budget.md).
import { HISTORY_SPANS, type HistorySpan, type View } from './contract';
import { type FilterOption, filterOptions, findFilter } from './filters';
import { formatCount, formatHours, formatScore } from './format';
import type { HistoryPoint } from './history-answer';
import type { Catalog } from './i18n/catalog';
import en from './i18n/catalogs/en';
import { translate } from './i18n/translate';

/** The drawing's size in SVG units: the value plot above, the rank plot below. */
export const HISTORY_CHART = {
  width: 600,
  left: 76,
  right: 8,
  value: { top: 8, height: 120 },
  rank: { top: 160, height: 72 },
  height: 256,
} as const;

const DAY_MS = 86_400_000;

/**
 * A YYYY-MM-DD day as a number of days (UTC midnight), so spans are counted in whole days
 * whatever the time zone or DST.
 * @example dayNumber('1970-01-02') // 1
 */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** The inverse of dayNumber. */
export function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** One day of a line: its day number, value and rank (null when not known). */
export interface PlotPoint {
  day: number;
  value: number;
  rank: number | null;
}

/** Where a line is drawn: SVG paths and the values at its plot's edges. */
export interface HistoryPlot {
  /** The value as a step line: a day without a point has the value of the point before it. */
  valuePath: string;
  /** The highest and lowest values the plot spans (top, bottom). */
  valueRange: [number, number];
  /**
   * The rank only on the days it is known (docs/adr/0063-history.md): joined across adjacent
   * days, a dot on each; no line is drawn through a day without a point.
   */
  rankPath: string;
  rankDots: { x: number; y: number }[];
  /** The best and worst rank shown (top, bottom); null when no rank is known. */
  rankRange: [number, number] | null;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Lays out a span's points, from day `start` to day `end`, after the value `carried` in from
 * the last point before the span (null when there is none).
 * @example plotHistory([{ day: 10, value: 5, rank: 2 }], 3, 0, 10).valuePath // "M76 128H592V8H592"
 */
export function plotHistory(
  points: readonly PlotPoint[],
  carried: number | null,
  start: number,
  end: number,
): HistoryPlot {
  const { width, left, right, value, rank } = HISTORY_CHART;
  const x = (day: number) =>
    round(left + ((day - start) / Math.max(end - start, 1)) * (width - left - right));
  const values = [...(carried === null ? [] : [carried]), ...points.map((p) => p.value)];
  let [lo, hi] = [Math.min(...values), Math.max(...values)];
  const valueRange: [number, number] = [hi, lo];
  // A flat line sits in the middle of its plot.
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const y = (v: number) => round(value.top + ((hi - v) / (hi - lo)) * value.height);
  const steps: string[] = [];
  if (carried !== null) steps.push(`M${x(start)} ${y(carried)}`);
  for (const p of points) {
    steps.push(steps.length === 0 ? `M${x(p.day)} ${y(p.value)}` : `H${x(p.day)}V${y(p.value)}`);
  }
  steps.push(`H${x(end)}`);
  const ranked = points.filter((p): p is PlotPoint & { rank: number } => p.rank !== null);
  const ranks = ranked.map((p) => p.rank);
  const best = Math.min(...ranks);
  const worst = Math.max(...ranks);
  const ry = (r: number) =>
    round(
      rank.top + (worst === best ? rank.height / 2 : ((r - best) / (worst - best)) * rank.height),
    );
  const dots = ranked.map((p) => ({ x: x(p.day), y: ry(p.rank) }));
  const rankPath = ranked
    .map((p, i) => {
      const dot = dots[i] as { x: number; y: number };
      const joined = i > 0 && p.day - (ranked[i - 1] as PlotPoint).day === 1;
      return `${joined ? 'L' : 'M'}${dot.x} ${dot.y}`;
    })
    .join('');
  return {
    valuePath: steps.join(''),
    valueRange,
    rankPath,
    rankDots: dots,
    rankRange: ranked.length === 0 ? null : [best, worst],
  };
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
      /** The values in one sentence, the SVG's accessible name. */
      summary: string;
      plot: HistoryPlot;
      /** Labels of the plots' edges and axis, formatted. */
      labels: {
        valueTop: string;
        valueBottom: string;
        rankTop: string | null;
        rankBottom: string | null;
        start: string;
        end: string;
        rank: string;
      };
    }
);

/** A statistic's value as the panel writes it. */
function formatter(option: FilterOption, catalog: Catalog): (n: number) => string {
  if (option.wire === 'time_played') return (n) => formatHours(n, catalog);
  if (option.wire === 'tribe_score') return (n) => formatScore(n, catalog);
  return (n) => formatCount(n, catalog);
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
  catalog?: Catalog;
}

/** How a view writes its statistic: its name, a value, a rank. */
interface Words {
  catalog: Catalog;
  stat: string;
  format: (n: number) => string;
  rank: (rank: number | null) => string;
}

type ChartPart = Omit<Extract<HistoryView, { kind: 'chart' }>, keyof HistoryBase>;
type HistoryBase = Omit<HistoryView, 'kind' | 'text' | 'summary' | 'plot' | 'labels'>;

/** The chart of a span's points (at least one) after the value carried into it. */
function chartPart(
  shown: readonly PlotPoint[],
  carried: PlotPoint | null,
  [start, end]: [number, number],
  { catalog, stat, format, rank }: Words,
): ChartPart {
  const plot = plotHistory(shown, carried?.value ?? null, start, end);
  const first = carried ?? (shown[0] as PlotPoint);
  const from = dayText(carried ? start : first.day);
  const known = shown.filter((p) => p.rank !== null);
  const sentences = [
    translate(catalog, 'history.summary', {
      stat,
      from: format(first.value),
      start: from,
      to: format((shown.at(-1) as PlotPoint).value),
      end: dayText(end),
    }),
    ...(known.length > 0
      ? [
          translate(catalog, 'history.rankSummary', {
            stat,
            from: formatCount(known[0]?.rank ?? 0, catalog),
            to: formatCount(known.at(-1)?.rank ?? 0, catalog),
          }),
        ]
      : []),
  ];
  return {
    kind: 'chart',
    summary: sentences.join(' '),
    plot,
    labels: {
      valueTop: format(plot.valueRange[0]),
      valueBottom: format(plot.valueRange[1]),
      rankTop: plot.rankRange ? rank(plot.rankRange[0]) : null,
      rankBottom: plot.rankRange ? rank(plot.rankRange[1]) : null,
      start: from,
      end: dayText(end),
      rank: translate(catalog, 'history.rank', { stat }),
    },
  };
}

/**
 * The history section of a panel (docs/adr/0063-history.md): the chosen statistic and its rank
 * over the last `span` days up to `lastDay`, or a sentence when there is nothing to draw: no
 * point, a single point (never a flat line), or no change in the span.
 */
export function historyView({
  points,
  view,
  filter,
  span,
  lastDay,
  hrefOf,
  catalog = en,
}: HistoryViewInput): HistoryView {
  const option = findFilter(view, filter) ?? (filterOptions(view)[0] as FilterOption);
  const stat = translate(catalog, `filter.${option.wire}`);
  const words: Words = {
    catalog,
    stat,
    format: formatter(option, catalog),
    rank: (rank) =>
      rank === null
        ? translate(catalog, 'value.notAvailable')
        : translate(catalog, 'history.rankValue', { rank: formatCount(rank, catalog) }),
  };
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
  const base: HistoryBase = {
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
      day: dayText(p.day),
      value: words.format(p.value),
      rank: words.rank(p.rank),
    })),
    tableLabel: translate(catalog, 'history.values'),
  };
  const message = (text: string): HistoryView => ({ ...base, kind: 'message', text });
  const only = plotted.length === 1 ? plotted[0] : undefined;
  if (!last) return message(translate(catalog, 'history.none'));
  if (only) {
    const value = words.format(only.value);
    return message(translate(catalog, 'history.single', { value, day: dayText(only.day) }));
  }
  if (shown.length === 0) {
    const value = words.format((carried as PlotPoint).value);
    return message(translate(catalog, 'history.unchanged', { value }));
  }
  return { ...base, ...chartPart(shown, carried, [start, end], words) };
}
