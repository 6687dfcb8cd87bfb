import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';
import { PLAYER_NAMES, TRIBE_NAMES } from './sample-names';

/** Rows in the built-in sample of each view (docs/behaviour.md#fallbacks). */
export const SAMPLE_SIZE = 40;

// A fixed wobble in 0..1 per row, so the stats look uneven but never change between loads.
const wobble = (i: number, salt: number): number => ((i * 37 + salt * 101) % 17) / 16;
// KD as the reference server sends it: kills / max(deaths, 1), two decimals (docs/decisions.md#kd).
const kd = (kills: number, deaths: number): string => (kills / Math.max(deaths, 1)).toFixed(2);

function makeTribe(name: string, i: number): TribeRow {
  const kills = Math.round(2400 * 0.93 ** i * (0.8 + 0.4 * wobble(i, 1)));
  const deaths = Math.round(kills * (0.2 + 0.6 * wobble(i, 2)));
  return {
    rank: i + 1,
    TribeName: name,
    // Descending by position: the sample is ordered by the default tribe filter, Tribe Score.
    DamageScore: Math.round(1_850_000 * 0.9 ** i) + (SAMPLE_SIZE - i) * 7,
    TotalKills: kills,
    TotalDeaths: deaths,
    KD: kd(kills, deaths),
    TotalTameKills: Math.round(kills * (1.5 + 2 * wobble(i, 3))),
    TotalPlayTime: Math.round(60 * (900 - 18 * i) * (0.7 + 0.6 * wobble(i, 4))),
  };
}

function makePlayer(name: string, i: number): PlayerRow {
  // Descending by position: the sample is ordered by the default player filter, Kills.
  const kills = Math.round(640 * 0.9 ** i) + (SAMPLE_SIZE - i);
  const deaths = Math.round(kills * (0.15 + 0.7 * wobble(i, 5)));
  return {
    rank: i + 1,
    PlayerName: name,
    TribeName: TRIBE_NAMES[(i * 7) % TRIBE_NAMES.length] ?? '',
    PlayTime: Math.round(60 * (420 - 8 * i) * (0.7 + 0.6 * wobble(i, 6))),
    PlayerKills: kills,
    DinoKills: Math.round(kills * (2 + 3 * wobble(i, 7))),
    DeathByPlayer: deaths,
    KD: kd(kills, deaths),
  };
}

/** The 40 made-up tribes shown when live rankings fail, ranked by position. */
export const SAMPLE_TRIBES: readonly TribeRow[] = TRIBE_NAMES.slice(0, SAMPLE_SIZE).map(makeTribe);

/** The 40 made-up players shown when live rankings fail, ranked by position. */
export const SAMPLE_PLAYERS: readonly PlayerRow[] = PLAYER_NAMES.slice(0, SAMPLE_SIZE).map(
  makePlayer,
);
