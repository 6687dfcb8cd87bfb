import { describe, expect, it } from 'vitest';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { SqlCell } from '../db/db';
import type { PlayerInput, TribeInput } from './import-types';
import { computeRangeGains, gain, PLAYER_GAIN_COLUMNS, type RangeSource } from './range-rows';

describe('gain', () => {
  it('is the difference, or the value itself after a reset', () => {
    expect(gain(15, 10)).toBe(5);
    expect(gain(10, 10)).toBe(0);
    expect(gain(4, 40)).toBe(4);
  });
});

/** A source of rows whose cells hold what ranking needs: id, name, name key. */
function source<T extends { id: string; name: string }>(
  input: T[],
  hidden: string[] = [],
): RangeSource<T> {
  return {
    input,
    ids: input.map((row) => row.id),
    hidden: new Set(hidden),
    cells: (row): SqlCell[] => [row.id, row.name, row.name.toLowerCase()],
  };
}

describe('computeRangeGains', () => {
  const players: PlayerInput[] = [
    makePlayer('Ann', { id: '1', kills: 15, tribeId: '9' }),
    makePlayer('Bob', { id: '2', kills: 7, tribeId: '9' }),
    makePlayer('Cy', { id: '3', kills: 4, deaths: 1 }),
    makePlayer('Dee', { id: '4', kills: 2 }),
  ];
  const tribes: TribeInput[] = [makeTribe('Nine', { id: '9', damageScore: 50 })];
  // Baselines: Ann 10, Bob 7 (nothing gained), Cy 40 (a reset), Dee absent (new: 0).
  const kills = PLAYER_GAIN_COLUMNS.indexOf('kills');
  const base = PLAYER_GAIN_COLUMNS.map((_, s) =>
    Float64Array.from(s === kills ? [10, 7, 40, 0] : [0, 0, 1, 0]),
  );

  it('keeps only the rows that gained, ranks them, and sums tribes from their members', () => {
    const gains = computeRangeGains(
      source(players),
      source(tribes),
      [{ slot: 'week', players: base, tribes: Float64Array.from([20]) }],
      { players: 0, tribes: 0 },
    );
    const [week] = gains.players;
    expect([...(week?.rows ?? [])]).toEqual([0, 2, 3]);
    expect([...(week?.gains[kills] ?? [])]).toEqual([5, 4, 2]);
    // Positions by kills (the first ranked statistic): Ann 1, Cy 2, Dee 3.
    expect([...(week?.positions[0] ?? [])]).toEqual([1, 2, 3]);
    const [tribe] = gains.tribes;
    // Score 50 - 20 = 30; kills: Ann's 5 (Bob gained nothing); one active member.
    expect(tribe?.gains.map((values) => values[0])).toEqual([30, 5, 0, 0, 0]);
    expect([...(tribe?.members ?? [])]).toEqual([1]);
  });

  it('leaves a hidden row without a place, its gains still in its tribe', () => {
    const gains = computeRangeGains(
      source(players, ['1']),
      source(tribes),
      [{ slot: 'day', players: base, tribes: Float64Array.from([50]) }],
      { players: 0, tribes: 0 },
    );
    const [day] = gains.players;
    expect([...(day?.positions[0] ?? [])]).toEqual([0, 1, 2]);
    expect(gains.tribes[0]?.gains[1]?.[0]).toBe(5);
  });
});
