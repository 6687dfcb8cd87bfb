import { describe, expect, it } from 'vitest';
import { parseQueryString, toQueryString } from './address';
import type { HistoryPoint } from './history-answer';
import { readHistoryAnswer } from './history-answer';
import {
  dayNumber,
  dayText,
  type HistoryViewInput,
  historyView,
  plotHistory,
} from './history-chart';
import de from './i18n/catalogs/de';
import { reducer } from './reducer';
import { initialState } from './state';

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
  ...more,
});

describe('dayNumber and dayText', () => {
  it('count whole days across a month end and back', () => {
    expect(dayNumber('2026-12-01') - dayNumber('2026-11-30')).toBe(1);
    expect(dayText(dayNumber('2024-02-29') + 1)).toBe('2024-03-01');
  });
});

describe('plotHistory', () => {
  it('draws the value as steps held to the span end, and the rank only where it is known', () => {
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
    expect(plot.valuePath).toMatch(/^M\S+ \S+H\S+V\S+H\S+V\S+H\S+V\S+H592$/);
    expect(plot.valueRange).toEqual([30, 10]);
    // Days 1 and 2 are joined; day 8 stands alone (no rank on the days between).
    expect(plot.rankPath.match(/[ML]/g)).toEqual(['M', 'L', 'M']);
    expect(plot.rankDots).toHaveLength(3);
    expect(plot.rankRange).toEqual([1, 3]);
  });

  it('starts at the span start with the value carried in from before it', () => {
    const plot = plotHistory([{ day: 5, value: 8, rank: 1 }], 4, 0, 10);
    expect(plot.valuePath.startsWith('M76 ')).toBe(true);
    expect(plot.valueRange).toEqual([8, 4]);
  });
});

describe('historyView', () => {
  it('says there is no history yet when there is no point', () => {
    const view = historyView(input([]));
    expect(view).toMatchObject({ kind: 'message', text: 'No history recorded yet.', rows: [] });
  });

  it('says so for a single point instead of drawing a flat line', () => {
    const view = historyView(input([point('2026-11-20', 7)]));
    expect(view).toMatchObject({
      kind: 'message',
      text: 'Only one day recorded so far: 7 on 2026-11-20.',
    });
    expect(view.rows).toEqual([{ day: '2026-11-20', value: '7', rank: '#1' }]);
  });

  it('says the value held when nothing changed in the span', () => {
    const view = historyView(input([point('2026-01-01', 1), point('2026-02-01', 1234)]));
    expect(view).toMatchObject({ kind: 'message', text: 'Unchanged in these days: 1,234.' });
  });

  it('charts the chosen statistic over the span, with a summary and a row per point', () => {
    const view = historyView(
      input([point('2026-10-01', 2, 9), point('2026-11-10', 5, 4), point('2026-11-20', 8, 2)]),
    );
    if (view.kind !== 'chart') throw new Error('no chart');
    expect(view.title).toBe('Kills over time');
    expect(view.summary).toBe(
      'Kills from 2 on 2026-11-01 to 8 on 2026-11-30. Rank in Kills from #4 to #2.',
    );
    expect(view.rows).toEqual([
      { day: '2026-11-10', value: '5', rank: '#4' },
      { day: '2026-11-20', value: '8', rank: '#2' },
    ]);
    expect(view.labels).toMatchObject({ valueTop: '8', valueBottom: '2', rankTop: '#2' });
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
    expect(hours.rows[1]?.value).toBe('2,00 Std.');
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
