// The comparison's history chart (docs/adr/0083-compare.md, issue 58): the rows' histories of the
// board's statistic on one pair of axes, as pure data the component only draws. It reuses the
// panel's scales, ticks and formats (history-chart.ts, docs/adr/0063-history.md, 0070). Exported
// by `@ark/core/compare-chart`, loaded with the compare view (docs/adr/0012-page-budget.md).
import { clipName } from './board-summary';
import { COMPARE_MAX } from './compare';
import type { View } from './contract';
import { type FilterOption, filterOptions, findFilter } from './filters';
import { dayNumber, formatDay, formatStat, NO_VALUE } from './format';
import type { HistoryPoint } from './history-answer';
import { HISTORY_CHART, type HistoryTick, ticksOf, xOf, yOf } from './history-chart';
import type { Catalog } from './i18n/catalog';
import { translate } from './i18n/translate';

/**
 * The column of end labels beside the plot, in CSS pixels (its SVG's viewBox is this size and the
 * stylesheet gives the plot and this column `height` px): labels stay 12 px at any width.
 */
export const COMPARE_LABELS = { width: 120, height: 160, gap: 14, chars: 14 } as const;

/** How many ways a line is told apart (a dash pattern and a marker each): one per row. */
export const COMPARE_STYLES = COMPARE_MAX;

/** One row's history, as the history call answered it (empty when it has none). */
export interface CompareHistory {
  id: string;
  name: string;
  points: readonly HistoryPoint[];
}

export interface CompareChartInput {
  /** 2 to COMPARE_MAX rows, in the comparison's order (more are left out). */
  histories: readonly CompareHistory[];
  view: View;
  /** The board's chosen statistic; the view's first when the view has no such filter. */
  filter: string;
  /** The last day the board's values are of (its last import); the last point's when later. */
  lastDay: string | null;
  catalog: Catalog;
}

/** One row's line. */
export interface CompareLine {
  id: string;
  /** The whole name, for the table's header and the key (drawn as text, never as markup). */
  name: string;
  /** The name clipped to COMPARE_LABELS.chars, without control characters: the end label. */
  label: string;
  /** 0 to COMPARE_STYLES - 1: which dash pattern and marker the line has, never colour alone. */
  style: number;
  /** M then L commands in HISTORY_CHART units; a run per stretch of known values, '' for none. */
  path: string;
  /** A marker at the end of each run (a lone point is a run), the line's end the last. */
  markers: { x: number; y: number }[];
  /** The end label's y in COMPARE_LABELS pixels (spread apart), null without a line. */
  labelY: number | null;
  /** What the line says in words: its values at both ends, or that it has no history. */
  text: string;
}

export type CompareChartView = {
  title: string;
  lines: CompareLine[];
  tableLabel: string;
  /** The table's header: the day, then each row's name. */
  columns: string[];
  /** A row a day any line has a point, oldest first: the day, then each line's value held then. */
  rows: string[][];
} & (
  | { kind: 'message'; text: string }
  | {
      kind: 'chart';
      /** The shared value axis's edges, formatted. */
      labels: { valueTop: string; valueBottom: string };
      ticks: HistoryTick[];
    }
);

/** A day of one row: its value of the statistic, null when the point lacks it. */
interface Day {
  day: number;
  value: number | null;
}

/**
 * A hostile name as an end label: invisible characters (controls, bidi overrides) dropped, cut
 * to COMPARE_LABELS.chars code points (clipName).
 * @example endLabel('Abcdefghijklmnopqrstuvwxyz') // "Abcdefghijklm…"
 */
export function endLabel(name: string): string {
  return clipName(name, COMPARE_LABELS.chars);
}

/**
 * A row's line from its first point, a step line as the panel's (a value holds until the next
 * point), broken where a point lacks the statistic and held flat to the window's last day.
 */
function lineOf(
  days: readonly Day[],
  x: (day: number) => number,
  y: (v: number) => number,
  end: number,
): { path: string; markers: { x: number; y: number }[] } {
  const runs: [number, number][][] = [];
  let last: number | null = null;
  for (const { day, value } of days) {
    const run = runs.at(-1);
    if (last !== null) run?.push([x(day), y(last)]);
    if (value !== null) {
      if (last === null) runs.push([[x(day), y(value)]]);
      else runs.at(-1)?.push([x(day), y(value)]);
    }
    last = value;
  }
  if (last !== null) runs.at(-1)?.push([x(end), y(last)]);
  const path = runs
    .map((run) => run.map(([cx, cy], i) => `${i === 0 ? 'M' : 'L'}${cx} ${cy}`).join(''))
    .join('');
  const markers = runs.map((run) => {
    const [mx, my] = run.at(-1) as [number, number];
    return { x: mx, y: my + 0 }; // + 0: a top edge's -0 written as 0
  });
  return { path, markers };
}

/**
 * The end labels' y in pixels: each at its line's end, pushed apart to COMPARE_LABELS.gap in the
 * order they end, and kept inside the column.
 */
function spreadLabels(ends: readonly (number | null)[]): (number | null)[] {
  const { height, gap } = COMPARE_LABELS;
  const order = ends
    .map((y, at) => ({ y: y === null ? null : (y / HISTORY_CHART.height) * height, at }))
    .filter((end): end is { y: number; at: number } => end.y !== null)
    .sort((a, b) => a.y - b.y || a.at - b.at);
  const placed = order.map((end) => end.y);
  for (let i = 0; i < placed.length; i++) {
    const floor = i === 0 ? gap / 2 : (placed[i - 1] as number) + gap;
    placed[i] = Math.max(placed[i] as number, floor);
  }
  for (let i = placed.length - 1; i >= 0; i--) {
    const ceiling = i === placed.length - 1 ? height - gap / 2 : (placed[i + 1] as number) - gap;
    placed[i] = Math.round(Math.min(placed[i] as number, ceiling) * 10) / 10;
  }
  const out: (number | null)[] = ends.map(() => null);
  order.forEach((end, i) => {
    out[end.at] = placed[i] as number;
  });
  return out;
}

/** A line's words: the panel's summary from its first value to its last, or a lone day's. */
function lineText(days: readonly Day[], end: number, option: FilterOption, catalog: Catalog) {
  const known = days.filter((d): d is { day: number; value: number } => d.value !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return translate(catalog, 'history.none');
  const format = (n: number) => formatStat(option.wire, n, catalog);
  const date = (day: number) => formatDay(day, 'long', catalog);
  if (known.length === 1) {
    return translate(catalog, 'history.single', {
      value: format(first.value),
      day: date(first.day),
    });
  }
  return translate(catalog, 'history.summary', {
    stat: translate(catalog, `filter.${option.wire}`),
    from: format(first.value),
    start: date(first.day),
    to: format(last.value),
    end: date(end),
  });
}

/** The table's rows: each day any line has a point, each line's value held on it. */
function tableRows(
  perRow: readonly (readonly Day[])[],
  option: FilterOption,
  catalog: Catalog,
): string[][] {
  const days = [...new Set(perRow.flatMap((days) => days.map((d) => d.day)))].sort((a, b) => a - b);
  const held = perRow.map((rowDays) => {
    const byDay = new Map(rowDays.map((d) => [d.day, d.value]));
    let value: number | null = null;
    return days.map((day) => {
      if (byDay.has(day)) value = byDay.get(day) ?? null;
      return value === null ? NO_VALUE : formatStat(option.wire, value, catalog);
    });
  });
  return days.map((day, i) => [
    formatDay(day, 'long', catalog),
    ...held.map((cells) => cells[i] ?? NO_VALUE),
  ]);
}

/**
 * The comparison's history chart: the board's statistic of each row (value, not rank: ADR 0083,
 * 2026-12-04) on one value axis, across the days the histories span up to `lastDay` (at least
 * two), a line each with its own dash and marker and a label at its end. A row with no history
 * keeps its column and says so; with none at all, a sentence replaces the chart.
 */
export function selectCompareChart({
  histories,
  view,
  filter,
  lastDay,
  catalog,
}: CompareChartInput): CompareChartView {
  const option = findFilter(view, filter) ?? (filterOptions(view)[0] as FilterOption);
  const shown = histories.slice(0, COMPARE_MAX);
  const perRow = shown.map((h) =>
    h.points.map((p): Day => ({ day: dayNumber(p.day), value: p.values[option.field] ?? null })),
  );
  const all = perRow.flat();
  const values = all.flatMap((d) => (d.value === null ? [] : [d.value]));
  const end = Math.max(lastDay ? dayNumber(lastDay) : 0, ...all.map((d) => d.day));
  const start = Math.min(end - 1, ...all.map((d) => d.day));
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const [x, y] = [xOf(start, end), yOf(hi, lo)];
  const drawn = perRow.map((days) => (values.length === 0 ? null : lineOf(days, x, y, end)));
  const labelYs = spreadLabels(drawn.map((line) => line?.markers.at(-1)?.y ?? null));
  const lines = shown.map((h, at) => ({
    id: h.id,
    name: h.name,
    label: endLabel(h.name),
    style: at % COMPARE_STYLES,
    path: drawn[at]?.path ?? '',
    markers: drawn[at]?.markers ?? [],
    labelY: labelYs[at] ?? null,
    text: lineText(perRow[at] ?? [], end, option, catalog),
  }));
  const stat = translate(catalog, `filter.${option.wire}`);
  const base = {
    title: translate(catalog, 'history.title', { stat }),
    lines,
    tableLabel: translate(catalog, 'history.values'),
    columns: [translate(catalog, 'history.day'), ...shown.map((h) => h.name)],
    rows: tableRows(perRow, option, catalog),
  };
  if (values.length === 0) {
    return { ...base, kind: 'message', text: translate(catalog, 'history.none') };
  }
  const format = (n: number) => formatStat(option.wire, n, catalog);
  return {
    ...base,
    kind: 'chart',
    labels: { valueTop: format(hi), valueBottom: format(lo) },
    ticks: ticksOf(start, end, catalog),
  };
}
