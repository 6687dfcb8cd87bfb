import { describe, expect, it } from 'vitest';
import type { PlayerRow } from '../schemas/player-row';
import { formatPlayerKd } from './format-player-kd';

type KdFields = Pick<PlayerRow, 'KD' | 'PlayerKills' | 'DeathByPlayer'>;
const makeRow = (overrides: Partial<KdFields> = {}): KdFields => ({
  KD: undefined,
  PlayerKills: 10,
  DeathByPlayer: 4,
  ...overrides,
});

describe('formatPlayerKd', () => {
  it('shows a KD present in the response as given', () => {
    expect(formatPlayerKd(makeRow({ KD: '2.35' }))).toBe('2.35');
    expect(formatPlayerKd(makeRow({ KD: '1999.00' }))).toBe('1999.00');
    expect(formatPlayerKd(makeRow({ KD: '3' }))).toBe('3');
  });

  it('computes a missing KD as kills divided by deaths, shown to one decimal', () => {
    expect(formatPlayerKd(makeRow())).toBe('2.5');
    expect(formatPlayerKd(makeRow({ PlayerKills: 10, DeathByPlayer: 3 }))).toBe('3.3');
  });

  it('divides by 1 when the player has no deaths (the larger of deaths and 1)', () => {
    expect(formatPlayerKd(makeRow({ PlayerKills: 7, DeathByPlayer: 0 }))).toBe('7.0');
    expect(formatPlayerKd(makeRow({ PlayerKills: 7, DeathByPlayer: undefined }))).toBe('7.0');
  });

  it('counts missing kills as 0', () => {
    expect(formatPlayerKd(makeRow({ PlayerKills: undefined }))).toBe('0.0');
  });
});
