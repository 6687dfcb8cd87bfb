import type { PlayerInput } from '../src/ingest/import-types';
import { createPrng } from '../src/lib/prng';
import type { GainColumns, SuspectReason } from '../src/store/suspects';

/** Two exports of one cluster, an import apart, with cheaters planted among honest players. */
export interface SuspectDataSet {
  before: PlayerInput[];
  after: PlayerInput[];
  /** Each planted cheater's id and the rules that must find it. */
  planted: ReadonlyMap<string, readonly SuspectReason[]>;
  /** The honest top players: a high all-time KD and long play time, ordinary gains. */
  honestTop: readonly string[];
}

const steamId = (n: number) => `7656119${String(8_000_000_000 + n).padStart(10, '0')}`;

/** A cheater's standing before, and what it gained since. */
interface Plant {
  name: string;
  gain: Partial<Record<'kills' | 'deaths' | 'dinoKills' | 'playTime', number>>;
  reasons: SuspectReason[];
}

const PLANTS: readonly Plant[] = [
  // An aimbot: hundreds of kills, hardly a death.
  {
    name: 'Spray',
    gain: { kills: 900, deaths: 3, playTime: 120 },
    reasons: ['kills_outlier', 'high_kd'],
  },
  { name: 'Tamer', gain: { dinoKills: 2_000, playTime: 200 }, reasons: ['dino_kills_outlier'] },
  // Kills written into the table by hand: no time was played.
  { name: 'Ghost', gain: { kills: 12 }, reasons: ['kills_without_play_time'] },
  // Within the kills bound alone, but 150 kills for 2 deaths.
  {
    name: 'Sniper',
    gain: { kills: 150, deaths: 2, playTime: 300 },
    reasons: ['kills_outlier', 'high_kd'],
  },
];

/**
 * `honest` ordinary players (a third idle in the period, the others playing 30-600 minutes, half
 * of those killing 1-15 and dying 0-10), 3 honest top players (KD 100 all-time over 3,000 hours,
 * 20 kills for 1 death in the period) and the planted cheaters. Deterministic for a seed.
 */
export function makeSuspectData({ honest = 400, seed = 7 } = {}): SuspectDataSet {
  const rand = createPrng(seed);
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const before: PlayerInput[] = [];
  const after: PlayerInput[] = [];
  let n = 0;
  const add = (
    name: string,
    start: Omit<PlayerInput, 'id' | 'name' | 'tribeName' | 'tribeId'>,
    gain: Plant['gain'],
  ) => {
    const id = steamId(n++);
    const player: PlayerInput = { id, name, tribeName: '', tribeId: null, ...start };
    before.push(player);
    after.push({
      ...player,
      kills: (player.kills ?? 0) + (gain.kills ?? 0),
      deaths: (player.deaths ?? 0) + (gain.deaths ?? 0),
      dinoKills: (player.dinoKills ?? 0) + (gain.dinoKills ?? 0),
      playTime: (player.playTime ?? 0) + (gain.playTime ?? 0),
    });
    return id;
  };
  for (let i = 0; i < honest; i++) {
    const start = {
      kills: between(0, 500),
      deaths: between(0, 400),
      dinoKills: between(0, 300),
      playTime: between(60, 50_000),
    };
    const idle = i % 3 === 0;
    const fights = i % 2 === 0;
    const gain = idle
      ? {}
      : {
          playTime: between(30, 600),
          kills: fights ? between(1, 15) : 0,
          deaths: fights ? between(0, 10) : 0,
          dinoKills: i % 5 === 0 ? between(1, 10) : 0,
        };
    add(`Survivor ${i}`, start, gain);
  }
  const honestTop = [1, 2, 3].map((k) =>
    add(
      `Legend ${k}`,
      { kills: 5_000 * k, deaths: 50 * k, dinoKills: 900, playTime: 180_000 },
      { kills: 20, deaths: 1, playTime: 900 },
    ),
  );
  const planted = new Map<string, readonly SuspectReason[]>();
  for (const plant of PLANTS) {
    const id = add(
      plant.name,
      { kills: 30, deaths: 20, dinoKills: 10, playTime: 5_000 },
      plant.gain,
    );
    planted.set(id, plant.reasons);
  }
  return { before, after, planted, honestTop };
}

/** Each player's gains from `before` to `after`, counted from 0 for a newcomer. */
export function gainsBetween(
  before: readonly PlayerInput[],
  after: readonly PlayerInput[],
): GainColumns {
  const old = new Map(before.map((p) => [p.id, p]));
  const columns: GainColumns = { ids: [], kills: [], deaths: [], dinoKills: [], playTime: [] };
  for (const p of after) {
    const o = old.get(p.id);
    columns.ids.push(p.id);
    columns.kills.push((p.kills ?? 0) - (o?.kills ?? 0));
    columns.deaths.push((p.deaths ?? 0) - (o?.deaths ?? 0));
    columns.dinoKills.push((p.dinoKills ?? 0) - (o?.dinoKills ?? 0));
    columns.playTime.push((p.playTime ?? 0) - (o?.playTime ?? 0));
  }
  return columns;
}

/** Players as the plugin's player table in CSV (no tribes), for `ark import`. */
export function pluginPlayersCsv(players: readonly PlayerInput[]): string {
  const rows = players.map((p) =>
    [p.id, p.name, '', 0, p.playTime, p.kills, p.dinoKills, p.deaths].join(','),
  );
  return [
    'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer',
    ...rows,
  ].join('\n');
}
