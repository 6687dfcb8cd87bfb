import { describe, expect, it } from 'vitest';
import { PlayerRowSchema } from '../schemas/player-row';
import { TribeRowSchema } from '../schemas/tribe-row';
import { SAMPLE_PLAYERS, SAMPLE_TRIBES } from './sample-rows';

const isDescending = (values: number[]) =>
  values.every((v, i) => i === 0 || v <= (values[i - 1] ?? v));

describe('SAMPLE_TRIBES', () => {
  it('has 40 made-up rows, ranked by position', () => {
    expect(SAMPLE_TRIBES).toHaveLength(40);
    expect(SAMPLE_TRIBES.map((row) => row.rank)).toEqual(SAMPLE_TRIBES.map((_, i) => i + 1));
  });

  it('is ordered by Tribe Score, the default tribe filter', () => {
    expect(isDescending(SAMPLE_TRIBES.map((row) => row.DamageScore ?? 0))).toBe(true);
  });

  it('has unique names and rows that pass the tribe row schema', () => {
    expect(new Set(SAMPLE_TRIBES.map((row) => row.TribeName)).size).toBe(40);
    for (const row of SAMPLE_TRIBES) expect(TribeRowSchema.parse(row)).toEqual(row);
  });
});

describe('SAMPLE_PLAYERS', () => {
  it('has 40 made-up rows, ranked by position', () => {
    expect(SAMPLE_PLAYERS).toHaveLength(40);
    expect(SAMPLE_PLAYERS.map((row) => row.rank)).toEqual(SAMPLE_PLAYERS.map((_, i) => i + 1));
  });

  it('is ordered by Kills, the default player filter', () => {
    expect(isDescending(SAMPLE_PLAYERS.map((row) => row.PlayerKills ?? 0))).toBe(true);
  });

  it('has unique names, KD as kills / max(deaths, 1), and rows that pass the player row schema', () => {
    expect(new Set(SAMPLE_PLAYERS.map((row) => row.PlayerName)).size).toBe(40);
    for (const row of SAMPLE_PLAYERS) {
      expect(PlayerRowSchema.parse(row)).toEqual(row);
      const kd = (row.PlayerKills ?? 0) / Math.max(row.DeathByPlayer ?? 0, 1);
      expect(row.KD).toBeCloseTo(kd, 2);
    }
  });
});
