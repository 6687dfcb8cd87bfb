import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './address';
import type { HistoryPoint } from './history-answer';
import { readHistoryAnswer } from './history-answer';
import {
  dayNumber,
  dayText,
  formatDay,
  type HistoryViewInput,
  historyView,
  plotHistory,
} from './history-chart';
import { loadCatalog } from './i18n/catalog';
import { reducer } from './reducer';
import { initialState } from './state';

const en = await loadCatalog('en');
const de = await loadCatalog('de');
const ja = await loadCatalog('ja');

const point = (day: string, kills: number, rank: number | null = 1): HistoryPoint => ({
  day,
  values: { PlayerKills: kills, PlayTime: kills * 60 },
  ranks: { kills: rank, time_played: rank },
});

const input = (points: HistoryPoint[], more: Partial<HistoryViewInput> = {}): HistoryViewInput => ({
  points,
  view: 'players',
  filter: 'kills',
  span: 30,
  lastDay: '2026-11-30',
  hrefOf: (days) => `?player=1&days=${days}`,
  catalog: en,
  ...more,
});

describe('dayNumber and dayText', () => {
  it('count whole days across a month end and back', () => {
    expect(dayNumber('2026-12-01') - dayNumber('2026-11-30')).toBe(1);
    expect(dayText(dayNumber('2024-02-29') + 1)).toBe('2024-03-01');
  });
});

describe('plotHistory', () => {
  it('places points by date in the window, first day at the left, last at the right', () => {
    const plot = plotHistory([{ day: 5, value: 10, rank: 1 }], null, 0, 10);
    // From day 5 (x 500) held flat to the window's last day (x 1000).
    expect(plot.valuePath).toBe('M500 50L1000 50');
  });

  it('draws the value as a step line of L commands held to the span end', () => {
    const plot = plotHistory(
      [
        { day: 1, value: 10, rank: 3 },
        { day: 2, value: 20, rank: 1 },
        { day: 5, value: 30, rank: null },
        { day: 8, value: 30, rank: 2 },
      ],
      null,
      0,
      10,
    );
    expect(plot.valuePath).toBe('M100 100L200 100L200 50L500 50L500 0L800 0L800 0L1000 0');
    expect(plot.valueRange).toEqual([30, 10]);
  });

  it('draws a run of adjacent ranked days as a line and a lone ranked day as a dot', () => {
    const plot = plotHistory(
      [
        { day: 1, value: 10, rank: 3 },
        { day: 2, value: 20, rank: 1 },
        { day: 3, value: 25, rank: 2 },
        { day: 5, value: 30, rank: null },
        { day: 6, value: 30, rank: 2 },
        { day: 9, value: 31, rank: 3 },
      ],
      null,
      0,
      10,
    );
    // Days 1 to 3 are one line; day 5 has no rank, so day 6 stands alone, as does day 9.
    expect(plot.rankPath).toBe('M100 100L200 0L300 50');
    expect(plot.rankDots).toEqual([
      { x: 600, y: 50 },
      { x: 900, y: 100 },
    ]);
    expect(plot.rankRange).toEqual([1, 3]);
  });

  it('breaks the rank line at a day without a point and draws no line of one point', () => {
    const plot = plotHistory(
      [
        { day: 4, value: 1, rank: 5 },
        { day: 6, value: 2, rank: 2 },
      ],
      null,
      0,
      10,
    );
    expect(plot.rankPath).toBe('');
    expect(plot.rankDots).toHaveLength(2);
  });

  it('starts at the span start with the value carried in from before it', () => {
    const plot = plotHistory([{ day: 5, value: 8, rank: 1 }], 4, 0, 10);
    expect(plot.valuePath).toBe('M0 100L500 100L500 0L1000 0');
    expect(plot.valueRange).toEqual([8, 4]);
  });
});

describe('formatDay', () => {
  it('writes a date as each language does, short on the axis and long in sentences', () => {
    const day = dayNumber('2026-11-05');
    expect(formatDay(day, 'short')).toBe('Nov 5');
    expect(formatDay(day, 'long')).toBe('Nov 5, 2026');
    expect(formatDay(day, 'short', de)).toBe('5.11.');
    expect(formatDay(day, 'long', de)).toBe('05.11.2026');
    expect(formatDay(day, 'long', ja)).toBe('2026/11/05');
  });
});

describe('historyView', () => {
  it('says there is no history yet when there is no point', () => {
    const view = historyView(input([]));
    expect(view).toMatchObject({ kind: 'message', text: 'No history recorded yet.', rows: [] });
  });

  it('says so for a single point on the last day instead of drawing a dot', () => {
    const view = historyView(input([point('2026-11-30', 7)]));
    expect(view).toMatchObject({
      kind: 'message',
      text: 'Only one day recorded so far: 7 on Nov 30, 2026.',
    });
    expect(view.rows).toEqual([{ day: 'Nov 30, 2026', value: '7', rank: '#1' }]);
  });

  it('draws a row unchanged since its only point flat to the last day and says since when', () => {
    const view = historyView(input([point('2026-11-25', 1999)]));
    if (view.kind !== 'chart') throw new Error('no chart');
    expect(view.note).toBe('Unchanged since Nov 25, 2026: 1,999.');
    expect(view.plot.valuePath).toMatch(/^M\S+ 50L1000 50$/);
    expect(view.summary).toBe(
      'Kills from 1,999 on Nov 25, 2026 to 1,999 on Nov 30, 2026. Rank in Kills from #1 to #1.',
    );
  });

  it('draws a row unchanged since before the window flat across it', () => {
    const view = historyView(input([point('2026-01-01', 1), point('2026-02-01', 1234)]));
    if (view.kind !== 'chart') throw new Error('no chart');
    expect(view.plot.valuePath).toBe('M0 50L1000 50');
    expect(view.note).toBe('Unchanged since Feb 1, 2026: 1,234.');
    expect(view.rows).toEqual([]);
  });

  it('charts the chosen statistic over the span, with a summary and a row per point', () => {
    const view = historyView(
      input([point('2026-10-01', 2, 9), point('2026-11-10', 5, 4), point('2026-11-30', 8, 2)]),
    );
    if (view.kind !== 'chart') throw new Error('no chart');
    expect(view.title).toBe('Kills over time');
    expect(view.summary).toBe(
      'Kills from 2 on Nov 1, 2026 to 8 on Nov 30, 2026. Rank in Kills from #4 to #2.',
    );
    expect(view.note).toBeNull();
    expect(view.rows).toEqual([
      { day: 'Nov 10, 2026', value: '5', rank: '#4' },
      { day: 'Nov 30, 2026', value: '8', rank: '#2' },
    ]);
    expect(view.labels).toMatchObject({ valueTop: '8', valueBottom: '2', rankTop: '#2' });
  });

  it('names the window’s dates on the axis, its first day at the left and its last at the right', () => {
    const at = (span: 30 | 90 | 365) => {
      const view = historyView(input([point('2026-11-01', 1), point('2026-11-20', 2)], { span }));
      return view.kind === 'chart' ? view.ticks : [];
    };
    expect(at(30)).toEqual([
      { at: 0, label: 'Nov 1' },
      { at: 33.3, label: 'Nov 11' },
      { at: 66.7, label: 'Nov 20' },
      { at: 100, label: 'Nov 30' },
    ]);
    expect(at(365).map((t) => t.label)).toEqual(['Dec 1', 'Apr 1', 'Aug 1', 'Nov 30']);
    const german = historyView(
      input([point('2026-11-01', 1), point('2026-11-20', 2)], { catalog: de }),
    );
    expect(german.kind === 'chart' && german.ticks.at(-1)?.label).toBe('30.11.');
  });

  it('offers 30, 90 and 365 days as links, the picked one current', () => {
    const view = historyView(input([], { span: 90 }));
    expect(view.spans.map((s) => [s.label, s.href, s.current])).toEqual([
      ['30 days', '?player=1&days=30', false],
      ['90 days', '?player=1&days=90', true],
      ['365 days', '?player=1&days=365', false],
    ]);
  });

  it('charts a tribe statistic the players view lacks by the view’s first, in the catalog’s language', () => {
    const hours = historyView(
      input([point('2026-11-01', 1), point('2026-11-02', 2)], {
        filter: 'time_played',
        catalog: de,
      }),
    );
    expect(hours.title).toBe('Spielzeit im Verlauf');
    expect(hours.rows[1]).toEqual({ day: '02.11.2026', value: '2,00 Std.', rank: '#1' });
    const fallback = historyView(input([], { filter: 'tribe_score' }));
    expect(fallback.title).toBe('Kills over time');
  });
});

describe('readHistoryAnswer', () => {
  it('reads points oldest first and drops one it cannot read alone', () => {
    const read = readHistoryAnswer({
      points: [
        { day: '2026-11-21', PlayerKills: '4', ranks: { kills: 2 } },
        { day: 'yesterday', PlayerKills: 1 },
        { day: '2026-11-20', PlayerKills: 3, ranks: { kills: null } },
      ],
    });
    expect(read.points).toEqual([
      { day: '2026-11-20', values: { PlayerKills: 3 }, ranks: { kills: null } },
      { day: '2026-11-21', values: { PlayerKills: 4 }, ranks: { kills: 2 } },
    ]);
    expect(read.dropped).toEqual([{ index: 1, reason: 'points.1: day is not YYYY-MM-DD' }]);
    expect(() => readHistoryAnswer({ nope: [] })).toThrow();
  });
});

describe('the history span in the address and the state', () => {
  it('reads days= with an open panel and writes it back only when not the default', () => {
    const action = parseQueryString('?view=players&player=7656&days=90');
    const state = reducer(initialState(), action);
    expect(state.historySpan).toBe(90);
    expect(toQueryString(state)).toBe('?view=players&player=7656&days=90');
    expect(toQueryString(reducer(state, { type: 'historySpanSelected', span: 30 }))).toBe(
      '?view=players&player=7656',
    );
  });

  it('ignores days= without a panel, or one not offered, and resets it when the panel closes', () => {
    expect(reducer(initialState(), parseQueryString('?days=90')).historySpan).toBe(30);
    expect(parseQueryString('?player=1&days=7').historySpan).toBeUndefined();
    const open = reducer(initialState(), parseQueryString('?player=1&days=365'));
    expect(reducer(open, { type: 'detailClosed' }).historySpan).toBe(30);
    expect(reducer(initialState(), { type: 'historySpanSelected', span: 90 }).historySpan).toBe(30);
  });
});
