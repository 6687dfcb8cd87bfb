// The built-in sample the page shows when live rankings fail (docs/behaviour.md#fallbacks): made-up,
// ARK-flavoured names composed from two short word lists rather than 80 literals (the sample ships
// in the page's JS, which has a tight budget; docs/adr/0015-sample-data.md). Deterministic,
// so the sample is the same on every load and in every test.
import { PAGE_SIZE, paginate } from './contract';
import type { PlayerRow, TribeRow } from './schemas';
import type { RankingRequest, RankingResult } from './state';

const TRIBE_FIRST = [
  'Obsidian',
  'Frost',
  'Blood Moon',
  'Tek',
  'Crystal',
  'Ember',
  'Ragnarok',
  'Alpha',
];
const TRIBE_SECOND = ['Raptors', 'Wyverns', 'Titans', 'Syndicate', 'Riders'];
const PLAYER_FIRST = ['Rex', 'Nyx', 'Kai', 'Ash', 'Vex', 'Mira', 'Juno', 'Odin'];
const PLAYER_SECOND = ['Hunter', 'Tamer', 'Fang', 'Storm', 'Claw'];

/** 40 distinct names: each first word with each second word, interleaved so neighbours differ. */
const compose = (first: string[], second: string[], join: string): string[] =>
  second.flatMap((_, j) =>
    first.map((word, i) => `${word}${join}${second[(i + j) % second.length]}`),
  );

const TRIBE_NAMES: readonly string[] = compose(TRIBE_FIRST, TRIBE_SECOND, ' ');
const PLAYER_NAMES: readonly string[] = compose(PLAYER_FIRST, PLAYER_SECOND, '');

/** Rows in the built-in sample of each view (docs/behaviour.md#fallbacks). */
export const SAMPLE_SIZE = 40;

// A fixed wobble in 0..1 per row, so the stats look uneven but never change between loads.
const wobble = (i: number, salt: number): number => ((i * 37 + salt * 101) % 17) / 16;
// KD as the reference server sends it: kills / max(deaths, 1), two decimals (docs/adr/0005-wire-contract.md).
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

/**
 * The built-in sample shown when a rankings call fails (docs/behaviour.md#fallbacks): 40 rows of the request's
 * view, 20 per page by its page index, 2 pages, 40 records. Search and filter are not applied:
 * the spec slices the sample by page only.
 * @example sampleRanking({ view: 'tribes', search: '', filter: 'tribe_score', cluster: 'SOLO', page: 1 }).rows[0].rank // 21
 */
export function sampleRanking(request: RankingRequest): RankingResult {
  const page = Number.isInteger(request.page) && request.page > 0 ? request.page : 0;
  const start = page * PAGE_SIZE;
  const pagination = paginate(page, SAMPLE_SIZE);
  const common = { pagination, isSample: true, updatedAt: null };
  return request.view === 'tribes'
    ? { ...common, view: 'tribes', rows: SAMPLE_TRIBES.slice(start, start + PAGE_SIZE) }
    : { ...common, view: 'players', rows: SAMPLE_PLAYERS.slice(start, start + PAGE_SIZE) };
}
