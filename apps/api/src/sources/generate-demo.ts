import { FALLBACK_CLUSTERS } from '@ark/core';
import type { ClusterImport, PlayerInput, TribeInput } from '../ingest/import-types';
import { keepsOfLayout, layoutOf } from '../ingest/table-layouts';
import { createPrng } from '../lib/prng';

/** The most demo players per cluster (ARK_DEMO_PLAYERS): the scale the benchmarks load. */
export const DEMO_PLAYERS_MAX = 1_000_000;

export interface DemoOptions {
  /** Players per cluster; tribes are a tenth of that. */
  players?: number;
  seed?: number;
}

const FIRST = [
  'Rex',
  'Raptor',
  'Dodo',
  'Argy',
  'Giga',
  'Ptera',
  'Trike',
  'Mosa',
  'Yuty',
  'Theri',
  'Zoë',
  'Ångström',
  'José',
  'Łukasz',
  'Søren',
  'Renée',
  'Björk',
  'Chloé',
  'Niño',
  'Dr. Ark',
];
const LAST = [
  'Hunter',
  'Tamer',
  'Slayer',
  'Builder',
  'the Brave',
  'Breeder',
  'Survivor',
  'Raider',
  "O'Neil",
  'Smith',
  'von Rex',
  'Ironhide',
  'Stormborn',
  'Müller',
  'Ørsted',
  '& Co',
  'Jr.',
];
const TRIBE_A = [
  'Alpha',
  'Iron',
  'Dino',
  'Crimson',
  'Frost',
  'Shadow',
  'Golden',
  'Savage',
  'Øde',
  'Côte',
  'Night',
  'Lava',
];
const TRIBE_B = [
  'Wolves',
  'Raiders',
  'Legion',
  'Pack',
  'Clan',
  'Order',
  'Brotherhood',
  'Syndicate',
  'Tribe',
  'Guild',
  'Kings',
];
/** Names that test escaping and literal search: markup, wildcards, quotes, emoji, CJK. */
const ODD_PLAYERS = [
  '<b>Bold</b> Raider',
  '100%_Tamer',
  'under_score',
  '50% Off',
  '"Quoted" Rex',
  '李小龙',
  'Dodo 🦤 Lover',
  'Ünïcödé Ñame',
  "Robert'); DROP TABLE players;--",
  '  Spaced  Out  ',
];
const ODD_TRIBES = [
  '<script>alert(1)</script> Tribe',
  '100% Pure',
  'snake_case_clan',
  'Ärger & Co',
];

/** A long-tail whole number in [0, max]: most values are small, a few are large. */
const skewed = (rand: () => number, max: number, power = 4) => Math.floor(max * rand() ** power);

/** The demo's Survival Ascended cluster, listed after the spec's five. */
const ASCENDED_DEMO_CLUSTER = { key: 'ASA', display: 'Ascended' } as const;

/** The demo's clusters: the spec's five (Survival Evolved), then an Ascended one. */
export const DEMO_CLUSTERS = [...FALLBACK_CLUSTERS, ASCENDED_DEMO_CLUSTER];

/**
 * Seeded demo data for the spec's five clusters: thousands of players and hundreds of tribes per
 * cluster, long-tail stats with ties, names with spaces, accents, symbols, markup and % / _.
 * Tribe totals are the sums over their players, as in the AdvancedAchievements data. Then an
 * Ascended cluster as AsaApi's PointRewards keeps it: EOS ids, no tribes, no play time.
 */
export function generateDemo({ players = 3000, seed = 42 }: DemoOptions = {}): ClusterImport[] {
  return DEMO_CLUSTERS.map(({ key, display }, order) => {
    const cluster = generateCluster(key, display, order, players, seed + order * 7919);
    return key === ASCENDED_DEMO_CLUSTER.key ? ascendedCluster(cluster) : cluster;
  });
}

/**
 * A demo cluster as PointRewards would keep it: each player under an EOS id (32 hexadecimal
 * characters), in no tribe, with no play time (missing, shown N/A).
 */
export function ascendedCluster(cluster: ClusterImport): ClusterImport {
  const players = cluster.players.map((player, i) => ({
    ...player,
    id: `0002${(0x9e3779b1 * (i + 1)).toString(16).padStart(12, '0').slice(-12)}${i.toString(16).padStart(16, '0')}`,
    tribeName: '',
    tribeId: null,
    playTime: null,
  }));
  return {
    ...cluster,
    players,
    tribes: [],
    keeps: keepsOfLayout(layoutOf({ layout: 'point-rewards' })),
  };
}

/** One demo cluster. */
export function generateCluster(
  key: string,
  display: string,
  order: number,
  playerCount: number,
  seed: number,
  tribeCount = Math.max(1, Math.floor(playerCount / 10)),
): ClusterImport {
  const rand = createPrng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const tribes: TribeInput[] = Array.from({ length: tribeCount }, (_, i) => ({
    id: String(1_000_000 + i),
    name: ODD_TRIBES[i] ?? `${pick(TRIBE_A)} ${pick(TRIBE_B)}${rand() < 0.5 ? ` ${i}` : ''}`,
    damageScore: skewed(rand, 5_000_000),
    kills: 0,
    deaths: 0,
    tameKills: 0,
    playTime: 0,
  }));
  const players: PlayerInput[] = Array.from({ length: playerCount }, (_, i) => {
    const tribe = rand() < 0.9 ? pick(tribes) : null;
    const playTime = skewed(rand, 60_000, 2);
    const player = {
      id: String(76_561_198_000_000_000n + BigInt(i)),
      name: ODD_PLAYERS[i] ?? `${pick(FIRST)} ${pick(LAST)}${rand() < 0.6 ? ` ${i}` : ''}`,
      tribeName: tribe?.name ?? '',
      tribeId: tribe?.id ?? null,
      playTime,
      kills: skewed(rand, 2_000),
      dinoKills: skewed(rand, 5_000),
      deaths: skewed(rand, 1_500),
    } satisfies PlayerInput;
    if (tribe) {
      tribe.kills += player.kills;
      tribe.deaths += player.deaths;
      tribe.tameKills += player.dinoKills;
      tribe.playTime = (tribe.playTime ?? 0) + playTime;
    }
    return player;
  });
  return { cluster: { key, display, order }, players, tribes };
}

/**
 * A demo cluster as it stood some days before: two players in five with fewer kills, deaths and
 * minutes, one in twenty not there yet, every third tribe with a lower score. Imported before the
 * cluster itself, it gives the range boards something to show on a first start.
 */
export function earlierDemo(cluster: ClusterImport): ClusterImport {
  const less = <N extends number | null>(value: N): N =>
    (value === null ? null : Math.floor(value * 0.7)) as N;
  const players = cluster.players
    .filter((_, i) => i % 20 !== 19)
    .map((p, i) =>
      i % 5 < 2
        ? { ...p, kills: less(p.kills), deaths: less(p.deaths), playTime: less(p.playTime) }
        : p,
    );
  const tribes = cluster.tribes.map((t, i) =>
    i % 3 === 0 ? { ...t, damageScore: less(t.damageScore) } : t,
  );
  return { ...cluster, players, tribes };
}
