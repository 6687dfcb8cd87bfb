import { describe, expect, it } from 'vitest';
import {
  COMPARE_LABELS,
  type CompareChartInput,
  type CompareHistory,
  endLabel,
  selectCompareChart,
} from './compare-chart';
import { dayNumber } from './format';
import type { HistoryPoint } from './history-answer';
import { ticksOf } from './history-chart';
import { loadCatalog } from './i18n/catalog';

const en = await loadCatalog('en');
const de = await loadCatalog('de');

const point = (day: string, kills?: number): HistoryPoint => ({
  day,
  values: kills === undefined ? {} : { PlayerKills: kills },
  ranks: { kills: 1 },
});

const row = (id: string, points: HistoryPoint[], name = `Player ${id}`): CompareHistory => ({
  id,
  name,
  points,
});

const input = (histories: CompareHistory[], more: Partial<CompareChartInput> = {}) =>
  selectCompareChart({
    histories,
    view: 'players',
    filter: 'kills',
    lastDay: '2026-11-30',
    catalog: en,
    ...more,
  });

const two = () =>
  input([
    row('a', [point('2026-11-20', 10), point('2026-11-25', 30)]),
    row('b', [point('2026-11-22', 20), point('2026-11-30', 40)]),
  ]);

describe('selectCompareChart', () => {
  it('puts every line on one value axis from the lowest value to the highest', () => {
    const chart = two();
    if (chart.kind !== 'chart') throw new Error('expected a chart');
    expect(chart.labels).toEqual({ valueTop: '40', valueBottom: '10' });
    // a: from 10 (the bottom) on the first day, stepping to 30 on the 25th, held to the 30th.
    expect(chart.lines[0]?.path).toBe('M0 100L500 100L500 33.3L1000 33.3');
    expect(chart.lines[1]?.path).toBe('M200 66.7L1000 66.7L1000 0L1000 0');
  });

  it('spans the days the histories cover, with the ticks of the panel in the language of the catalog', () => {
    const chart = input([row('a', [point('2026-11-20', 1)]), row('b', [point('2026-11-24', 2)])], {
      catalog: de,
      lastDay: '2026-11-29',
    });
    if (chart.kind !== 'chart') throw new Error('expected a chart');
    expect(chart.ticks).toEqual(ticksOf(dayNumber('2026-11-20'), dayNumber('2026-11-29'), de));
  });

  it('tells the lines apart by a style each, not by colour', () => {
    const chart = input(['a', 'b', 'c', 'd'].map((id) => row(id, [point('2026-11-29', 1)])));
    expect(chart.lines.map((line) => line.style)).toEqual([0, 1, 2, 3]);
  });

  it('marks the end of each run and breaks the line where a point lacks the statistic', () => {
    const chart = input([
      row('a', [point('2026-11-20', 10), point('2026-11-22'), point('2026-11-25', 30)]),
      row('b', [point('2026-11-20', 20)]),
    ]);
    const a = chart.lines[0];
    expect(a?.path).toBe('M0 100L200 100M500 0L1000 0');
    expect(a?.markers).toEqual([
      { x: 200, y: 100 },
      { x: 1000, y: 0 },
    ]);
  });

  it('draws no line before the first point of a row', () => {
    const chart = two();
    expect(chart.lines[1]?.path.startsWith('M200 ')).toBe(true);
  });

  it('places each end label at the end of its line, pushed apart when they meet', () => {
    const chart = input([
      row('a', [point('2026-11-29', 10), point('2026-11-30', 20)]),
      row('b', [point('2026-11-29', 10), point('2026-11-30', 20)]),
      row('c', [point('2026-11-29', 10)]),
    ]);
    const [a, b, c] = chart.lines.map((line) => line.labelY as number);
    expect(a).toBe(COMPARE_LABELS.gap / 2);
    expect((b as number) - (a as number)).toBe(COMPARE_LABELS.gap);
    expect(c).toBe(COMPARE_LABELS.height - COMPARE_LABELS.gap / 2);
  });

  it('says each line in words, and a row with no history keeps its column and says so', () => {
    const chart = input([
      row('a', [point('2026-11-20', 10), point('2026-11-25', 30)]),
      row('b', [point('2026-11-30', 5)]),
      row('c', []),
    ]);
    expect(chart.lines.map((line) => line.text)).toEqual([
      'Kills from 10 on Nov 20, 2026 to 30 on Nov 30, 2026.',
      'Only one day recorded so far: 5 on Nov 30, 2026.',
      'No history recorded yet.',
    ]);
    expect(chart.lines[2]).toMatchObject({ path: '', markers: [], labelY: null });
    expect(chart.columns).toEqual(['Day', 'Player a', 'Player b', 'Player c']);
  });

  it('writes a table of values by day, each value held until the next point', () => {
    const chart = two();
    expect(chart.tableLabel).toBe('Values by day');
    expect(chart.rows).toEqual([
      ['Nov 20, 2026', '10', '—'],
      ['Nov 22, 2026', '10', '20'],
      ['Nov 25, 2026', '30', '20'],
      ['Nov 30, 2026', '30', '40'],
    ]);
  });

  it('says there is no history instead of a chart when no row has any', () => {
    const chart = input([row('a', []), row('b', [point('2026-11-29')])]);
    expect(chart).toMatchObject({ kind: 'message', text: 'No history recorded yet.' });
    expect(chart.columns).toHaveLength(3);
  });

  it('keeps at most four rows', () => {
    const chart = input(['a', 'b', 'c', 'd', 'e'].map((id) => row(id, [point('2026-11-29', 1)])));
    expect(chart.lines).toHaveLength(4);
  });

  it('writes the numbers and dates in the language of the catalog', () => {
    const chart = input(
      [row('a', [point('2026-11-20', 12000)]), row('b', [point('2026-11-30', 1500)])],
      { catalog: de },
    );
    if (chart.kind !== 'chart') throw new Error('expected a chart');
    expect(chart.labels.valueTop).toBe('12.000');
    expect(chart.rows[0]?.[0]).toBe('20.11.2026');
  });

  it('keeps a hostile name whole for the table and clipped for the label', () => {
    const name = '<script>\u202Eevil</script> with a very long tail';
    const chart = input([row('a', [point('2026-11-29', 1)], name), row('b', [])]);
    expect(chart.columns[1]).toBe(name);
    expect(chart.lines[0]?.label).toBe(endLabel(name));
    expect(chart.lines[0]?.label).not.toContain('\u202E');
  });
});

describe('endLabel', () => {
  it('cuts a long name to whole code points with an ellipsis', () => {
    expect(endLabel('Abcdefghijklmnopqrstuvwxyz')).toBe('Abcdefghijklm…');
    expect(Array.from(endLabel('🦖'.repeat(20)))).toHaveLength(COMPARE_LABELS.chars);
  });

  it('keeps a short name as it is', () => {
    expect(endLabel('Rex')).toBe('Rex');
  });
});
