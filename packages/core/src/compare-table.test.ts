import { describe, expect, it } from 'vitest';
import { KEEPS_EVERYTHING } from './cluster-keeps';
import type { CompareAnswerWire } from './compare';
import { leftOutText, selectCompareTable } from './compare-table';
import { filterOptions } from './filters';
import { loadCatalog } from './i18n/catalog';

const en = await loadCatalog('en');

type Entry = CompareAnswerWire['entries'][number];

const player = (SteamID: string, PlayerName: string, kills: number, deaths: number): Entry => ({
  player: {
    SteamID,
    TribeID: null,
    PlayerName,
    TribeName: '',
    PlayTime: 90,
    PlayerKills: kills,
    DinoKills: 2,
    DeathByPlayer: deaths,
    KD: '1.0',
    WildDinoKills: 0,
    DinosTamed: 0,
    DeathByDino: 0,
    DeathByWildDino: 0,
  },
  ranks: filterOptions('players').map(({ wire }, at) => ({ filter: wire, rank: at + 3, of: 3000 })),
});

const tribe: Entry = {
  tribe: {
    TribeID: '1001',
    TribeName: 'Alpha',
    DamageScore: null,
    TotalKills: 5,
    TotalDeaths: 1,
    KD: '5.0',
    TotalTameKills: 0,
    TotalPlayTime: 60,
    Members: 2,
  },
  ranks: [],
};

const answer = (overrides: Partial<CompareAnswerWire> = {}): CompareAnswerWire => ({
  board: 'players',
  cluster: 'DUO',
  entries: [player('7', 'Rex', 1234, 9), player('8', 'Ada', 1234, 3), player('9', 'Bo', 10, 3)],
  best: [],
  left_out: [],
  updated_at: null,
  ...overrides,
});

const row = (table: ReturnType<typeof selectCompareTable>, stat: string) =>
  table.rows.find((r) => r.stat === stat);

describe('the comparison table', () => {
  it('has the rows asked for as columns, in order, each with its id and name', () => {
    const table = selectCompareTable(answer(), KEEPS_EVERYTHING, en);
    expect(table.title).toBe('Compare players');
    expect(table.columns).toEqual([
      { id: '7', name: 'Rex' },
      { id: '8', name: 'Ada' },
      { id: '9', name: 'Bo' },
    ]);
  });

  it('has a row per statistic the cluster keeps, named, in the filter menu order', () => {
    const table = selectCompareTable(answer(), { tribes: true, stats: ['kills', 'deaths'] }, en);
    expect(table.rows.map((r) => r.label)).toEqual(['Kills', 'Deaths']);
  });

  it("writes each value and rank in the visitor's number format", async () => {
    const de = await loadCatalog('de');
    const kills = row(selectCompareTable(answer(), KEEPS_EVERYTHING, de), 'kills');
    expect(kills?.cells[0]).toMatchObject({ value: '1.234', rank: '#3' });
  });

  it('marks the highest value best, every one of a tie', () => {
    const kills = row(selectCompareTable(answer(), KEEPS_EVERYTHING, en), 'kills');
    expect(kills?.cells.map((cell) => cell.best)).toEqual([true, true, false]);
  });

  it('marks the lowest deaths best', () => {
    const deaths = row(selectCompareTable(answer(), KEEPS_EVERYTHING, en), 'deaths');
    expect(deaths?.cells.map((cell) => cell.best)).toEqual([false, true, true]);
  });

  it('leaves out a statistic none of them has, and writes a missing rank as a dash', () => {
    const tribes = answer({
      board: 'tribes',
      entries: [tribe],
    });
    const table = selectCompareTable(tribes, KEEPS_EVERYTHING, en);
    expect(table.title).toBe('Compare tribes');
    expect(table.rows.map((r) => r.stat)).not.toContain('tribe_score');
    expect(row(table, 'kills')?.cells[0]?.rank).toBe('—');
  });
});

describe('the left-out line', () => {
  it('says nothing when none was left out', () => {
    expect(leftOutText([], en)).toBeNull();
  });

  it('counts each reason in the contract order, with the limit', () => {
    const line = leftOutText(
      [
        { id: 'e', reason: 'over_limit' },
        { id: 'a', reason: 'repeated' },
        { id: 'x', reason: 'not_found' },
        { id: 'y', reason: 'not_found' },
      ],
      en,
    );
    expect(line).toBe(
      'Left out: 2 ids not found or hidden, 1 id repeated, 1 id over the limit of 4.',
    );
  });

  it("says a count in the language's plural form", async () => {
    const ru = await loadCatalog('ru');
    const five = Array.from({ length: 5 }, (_, at) => ({
      id: String(at),
      reason: 'repeated' as const,
    }));
    expect(leftOutText(five, ru)).toBe('Не вошли: 5 идентификаторов повторены.');
    expect(leftOutText(five.slice(0, 2), await loadCatalog('ja'))).toBe('除外：重複した ID 2 件。');
  });
});
