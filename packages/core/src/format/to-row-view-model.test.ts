import { describe, expect, it } from 'vitest';
import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';
import type { RowViewModel } from './row-view-model';
import { toRowViewModel } from './to-row-view-model';

const makeTribe = (overrides: Partial<TribeRow> = {}): TribeRow => ({
  rank: 1,
  TribeName: 'Alpha Rex',
  DamageScore: 1234567,
  TotalKills: 1500,
  TotalDeaths: 300,
  KD: '5.00',
  TotalTameKills: 42,
  TotalPlayTime: 90,
  ...overrides,
});

const makePlayer = (overrides: Partial<PlayerRow> = {}): PlayerRow => ({
  rank: 4,
  PlayerName: 'Dodo Slayer',
  TribeName: 'Alpha Rex',
  PlayTime: 74070,
  PlayerKills: 10,
  DinoKills: 2500,
  DeathByPlayer: 4,
  KD: undefined,
  ...overrides,
});

const texts = (model: RowViewModel) =>
  Object.fromEntries(model.cells.map((c) => [c.label, c.text]));

describe('toRowViewModel', () => {
  it('formats every tribe cell in column order', () => {
    expect(texts(toRowViewModel('tribes', makeTribe(), 0))).toEqual({
      RANK: '1',
      'TRIBE NAME': 'Alpha Rex',
      'TRIBE SCORE': '1,234,567',
      KILLS: '1,500',
      DEATHS: '300',
      KD: '5.00',
      'TAMED DINO KILLS': '42',
      'TIME PLAYED': '1.50 hrs',
    });
  });

  it('formats every player cell in column order, computing the missing KD', () => {
    const model = toRowViewModel('players', makePlayer(), 3);
    expect(model.cells.map((c) => c.column)).toEqual([
      'rank',
      'name',
      'tribe',
      'kills',
      'deaths',
      'kd',
      'tameKills',
      'timePlayed',
    ]);
    expect(texts(model)).toEqual({
      RANK: '4',
      'PLAYER NAME': 'Dodo Slayer',
      TRIBE: 'Alpha Rex',
      KILLS: '10',
      DEATHS: '4',
      KD: '2.5',
      'TAMED DINO KILLS': '2,500',
      'TIME PLAYED': '1,234.50 hrs',
    });
  });

  it('shows N/A for a missing Tribe Score and 0 for missing tribe kills, deaths, KD and tame kills', () => {
    const row = makeTribe({
      DamageScore: undefined,
      TotalKills: undefined,
      TotalDeaths: undefined,
      KD: undefined,
      TotalTameKills: undefined,
      TotalPlayTime: undefined,
    });
    const cells = texts(toRowViewModel('tribes', row, 0));
    expect(cells['TRIBE SCORE']).toBe('N/A');
    expect([cells.KILLS, cells.DEATHS, cells.KD, cells['TAMED DINO KILLS']]).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(cells['TIME PLAYED']).toBe('N/A');
  });

  it('shows 0 for missing player counts', () => {
    const row = makePlayer({
      PlayerKills: undefined,
      DeathByPlayer: undefined,
      DinoKills: undefined,
    });
    const cells = texts(toRowViewModel('players', row, 0));
    expect([cells.KILLS, cells.DEATHS, cells['TAMED DINO KILLS']]).toEqual(['0', '0', '0']);
  });

  it('shows — for a player without a tribe', () => {
    expect(texts(toRowViewModel('players', makePlayer({ TribeName: '' }), 0)).TRIBE).toBe('—');
  });

  it('shows — and no trophy when the rank is missing', () => {
    const model = toRowViewModel('tribes', makeTribe({ rank: undefined }), 0);
    expect(model.rank).toBeNull();
    expect(model.trophy).toBeNull();
    expect(model.cells[0]?.text).toBe('—');
  });

  it('gives ranks 1 to 3 a trophy, following the rank so a tie for first earns two gold', () => {
    expect(toRowViewModel('tribes', makeTribe({ rank: 1 }), 0).trophy).toBe(1);
    expect(toRowViewModel('tribes', makeTribe({ rank: 1 }), 1).trophy).toBe(1);
    expect(toRowViewModel('tribes', makeTribe({ rank: 3 }), 2).trophy).toBe(3);
    expect(toRowViewModel('players', makePlayer({ rank: 4 }), 3).trophy).toBeNull();
  });

  it('gives keys unique within a page even for identical rows', () => {
    const keys = [0, 1, 2].map((i) => toRowViewModel('tribes', makeTribe(), i).key);
    expect(new Set(keys).size).toBe(3);
    expect(toRowViewModel('tribes', makeTribe(), 1).key).toBe(keys[1]);
  });

  it('carries the name and each cell its column label for the small-screen card', () => {
    const model = toRowViewModel('players', makePlayer(), 0);
    expect(model.name).toBe('Dodo Slayer');
    expect(model.cells.every((cell) => cell.label.length > 0)).toBe(true);
  });
});
