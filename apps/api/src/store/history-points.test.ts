import { describe, expect, it } from 'vitest';
import { type HistoryPointRecord, lastOfEachDay, unpackMonth } from './history-points';

/** One packed player point: its day, kills, deaths, dino kills, play time, then four ranks. */
function packed(day: number, stats: (number | null)[], ranks: number[]): string {
  const bytes = Buffer.alloc(49);
  bytes.writeUInt8(day, 0);
  stats.forEach((stat, i) => {
    bytes.writeDoubleBE(stat ?? Number.NaN, 1 + i * 8);
  });
  ranks.forEach((rank, i) => {
    bytes.writeInt32BE(rank, 33 + i * 4);
  });
  return bytes.toString('hex');
}

describe('unpackMonth', () => {
  it('reads each point of a month oldest first, NaN and rank 0 as none', () => {
    const points =
      packed(1, [5, 1, 0, null], [2, 1, 1, 0]) + packed(31, [7, 1, 0, 9.5], [1, 1, 1, 1]);
    expect(unpackMonth('players', { month: '2026-12', points })).toEqual([
      {
        day: '2026-12-01',
        PlayerKills: 5,
        DeathByPlayer: 1,
        DinoKills: 0,
        PlayTime: null,
        ranks: { kills: 2, deaths: 1, tamed_dino_kills: 1, time_played: null },
      },
      {
        day: '2026-12-31',
        PlayerKills: 7,
        DeathByPlayer: 1,
        DinoKills: 0,
        PlayTime: 9.5,
        ranks: { kills: 1, deaths: 1, tamed_dino_kills: 1, time_played: 1 },
      },
    ]);
  });
});

describe('lastOfEachDay', () => {
  it("keeps a day's last point where a carried or packed one shares its day", () => {
    const at = (day: string, kills: number) =>
      ({ day, PlayerKills: kills, ranks: {} }) as HistoryPointRecord;
    expect(lastOfEachDay([at('2026-12-01', 1), at('2026-12-01', 2), at('2026-12-02', 3)])).toEqual([
      at('2026-12-01', 2),
      at('2026-12-02', 3),
    ]);
  });
});
