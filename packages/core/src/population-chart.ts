// The population chart of a cluster with a game log (docs/adr/0104-last-seen-and-population-on-the-page.md):
// players online each hour over the last POPULATION_DAYS days, laid out as pure data in the
// history chart's units and words, so the component only draws it, on the server as in the
// browser. Exported by `@ark/core/panel`: loaded after the first paint, as the panel is.
import { POPULATION_DAYS } from './contract';
import { dayInZone, formatCount, formatDay } from './format';
import { HISTORY_CHART, HISTORY_TICKS, type HistoryTick } from './history-chart';
import type { Catalog } from './i18n/catalog';
import { translate } from './i18n/translate';
import type { PopulationAnswer } from './population-answer';

export { type PopulationAnswer, PopulationAnswerSchema } from './population-answer';

const HOUR_MS = 3_600_000;

/** One day of the chart's table (its text alternative): the most players online in an hour of it. */
export interface PopulationRow {
  day: string;
  peak: string;
}

/** What the population section shows: a chart with its text alternative, or nothing to draw. */
export interface PopulationView {
  title: string;
  /** The counts in one sentence, the chart's accessible name. */
  summary: string;
  /** The counts as a step line of the hours (in HISTORY_CHART units); a gap breaks it. */
  path: string;
  /** The scale's ends: the most online in an hour, and 0. */
  top: string;
  bottom: string;
  /** The x-axis's dates, the first hour's at 0 and the last's at 100. */
  ticks: HistoryTick[];
  columns: { day: string; peak: string };
  /** Each day's peak, oldest first. */
  rows: PopulationRow[];
  tableLabel: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The hours as a step line across the width: a run of hours at one count is one flat stroke,
 * a change a vertical one, an unreadable hour a gap.
 */
function stepPath(hours: readonly (number | undefined)[], top: number): string {
  const { width, height } = HISTORY_CHART;
  const x = (i: number) => round((i / hours.length) * width);
  const y = (n: number) => round(height - (n / top) * height);
  let path = '';
  hours.forEach((count, i) => {
    if (count === undefined) return;
    const before = i === 0 ? undefined : hours[i - 1];
    const after = hours[i + 1];
    if (before === undefined) path += `M${x(i)} ${y(count)}`;
    else if (before !== count) path += `V${y(count)}`;
    if (after !== count) path += `H${x(i + 1)}`;
  });
  return path;
}

/** Each day's most online in an hour, oldest first, from the days the hours start on. */
function peaksOf(hours: readonly (number | undefined)[], days: readonly number[]) {
  const peaks = new Map<number, number>();
  hours.forEach((count, i) => {
    const day = days[i] as number;
    if (count !== undefined) peaks.set(day, Math.max(peaks.get(day) ?? 0, count));
  });
  return [...peaks];
}

/**
 * The population section of a cluster (docs/adr/0104): the hours of `answer` from its `start`,
 * one an hour, drawn across the chart with the days they start on (in the answer's zone) on the
 * axis; null when there is nothing to draw (no log, no hour).
 * @example populationView({ timezone: 'UTC', start: '2026-04-05T00:00:00Z', hours: [1, 2] })?.top // "2"
 */
export function populationView(answer: PopulationAnswer, catalog: Catalog): PopulationView | null {
  const { start, hours } = answer;
  const counted = hours.filter((n): n is number => n !== undefined);
  if (start === null || counted.length === 0) return null;
  const from = Date.parse(start);
  const dayOf = dayInZone(answer.timezone);
  const days = hours.map((_, i) => dayOf(from + i * HOUR_MS));
  const most = Math.max(...counted);
  const peaks = peaksOf(hours, days);
  const [peakDay] = peaks.find(([, peak]) => peak === most) ?? [days[0] as number];
  const date = (day: number) => formatDay(day, 'long', catalog);
  const first = days[0] as number;
  const last = days.at(-1) as number;
  const steps = HISTORY_TICKS - 1;
  return {
    title: translate(catalog, 'population.title'),
    summary: translate(catalog, 'population.summary', {
      days: formatCount(POPULATION_DAYS, catalog),
      most: formatCount(most, catalog),
      day: date(peakDay),
      last: formatCount(counted.at(-1) ?? 0, catalog),
    }),
    path: stepPath(hours, Math.max(most, 1)),
    top: formatCount(most, catalog),
    bottom: formatCount(0, catalog),
    ticks: Array.from({ length: HISTORY_TICKS }, (_, i) => ({
      at: round((i / steps) * 100),
      label: formatDay(first + Math.round(((last - first) * i) / steps), 'short', catalog),
    })),
    columns: {
      day: translate(catalog, 'history.day'),
      peak: translate(catalog, 'population.peak'),
    },
    rows: peaks.map(([day, peak]) => ({ day: date(day), peak: formatCount(peak, catalog) })),
    tableLabel: translate(catalog, 'history.values'),
  };
}
