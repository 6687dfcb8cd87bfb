import type { ClusterImport, PlayerInput, TribeInput } from '../src/ingest/import-types';

/**
 * Names JSON must escape and markup must not read as markup: quotes, backslashes, JSON-looking
 * text, other scripts and emoji, a closing script tag, the line separators and control
 * characters (the rows' JSON written by the database against JSON.stringify, docs/adr/0068).
 */
export const ODD_NAMES: readonly string[] = [
  '"Quoted" \\ back\\slash',
  '{"rank":1} in a name',
  '李小龙 🦤 Ünïcödé',
  '</script><b>x</b>',
  '\u2028line\u2029sep',
  'tab\there\nnew\rline\u0001\u001f\u007f\b\f',
];

/**
 * Numbers PostgreSQL writes otherwise than JSON.stringify (an exponent, -0), and ones it writes
 * alike: text holding them is written again, one holding them in a name too.
 */
export const ODD_NUMBERS: readonly number[] = [1e16, 0.00001, 1e-7, -0, 1e300, 0.1 + 0.2, 12.25];

// Ids are digits as text, like SteamIDs and TribeIDs (docs/adr/0017-detail-view.md); their text
// order is their numeric order within one width, as the tie-break by id needs.
let nextId = 1;

/** A player with zero stats unless given. */
export function makePlayer(name: string, stats: Partial<PlayerInput> = {}): PlayerInput {
  return {
    id: String(nextId++),
    name,
    tribeName: 'Lone',
    tribeId: null,
    playTime: 0,
    kills: 0,
    dinoKills: 0,
    deaths: 0,
    ...stats,
  };
}

/** A tribe with zero stats unless given. */
export function makeTribe(name: string, stats: Partial<TribeInput> = {}): TribeInput {
  return {
    id: String(nextId++),
    name,
    damageScore: 0,
    kills: 0,
    deaths: 0,
    tameKills: 0,
    playTime: 0,
    ...stats,
  };
}

/**
 * SOLO, ranked by kills (ranks you can check by eye):
 *   1 alpha (10), 1 Bravo (10), 3 charlie (7), 3 delta (7), 5 Echo (id ...01) (5), 5 echo (id ...02) (5),
 *   7 "100 Tamer" (1), 7 "100%_Tamer" (1), then rank 9 for "<b>Bold</b>" and Filler 01..25 (0).
 * 34 players = 2 pages. Tribes by score: 1 blue (100), 1 Red (100), 3 Green (50).
 */
export function soloFixture(): ClusterImport {
  const fillers = Array.from({ length: 25 }, (_, i) =>
    makePlayer(`Filler ${String(i + 1).padStart(2, '0')}`, { deaths: i + 1, playTime: 25 - i }),
  );
  return {
    cluster: { key: 'SOLO', display: 'Solos', order: 1 },
    players: [
      makePlayer('Bravo', { kills: 10, deaths: 3, dinoKills: 2, playTime: 600 }),
      makePlayer('alpha', { kills: 10, deaths: 0, dinoKills: 9, playTime: 90 }),
      makePlayer('delta', { kills: 7, deaths: 3 }),
      makePlayer('charlie', { kills: 7, deaths: 3 }),
      makePlayer('echo', { id: '76561190000000002', kills: 5, deaths: 7 }),
      makePlayer('Echo', { id: '76561190000000001', kills: 5, deaths: 2 }),
      makePlayer('100%_Tamer', { kills: 1, dinoKills: 50 }),
      makePlayer('100 Tamer', { kills: 1 }),
      makePlayer('<b>Bold</b>', { deaths: 100, tribeName: '<i>Tags</i>' }),
      ...fillers,
    ],
    tribes: [
      makeTribe('Green', { damageScore: 50, kills: 3, deaths: 0 }),
      makeTribe('Red', { damageScore: 100, kills: 10, deaths: 4, tameKills: 5, playTime: 100 }),
      makeTribe('blue', { damageScore: 100, kills: 2, deaths: 3 }),
    ],
  };
}

/** DUO lists before SOLO (order 0), with one player and one tribe. */
export function duoFixture(): ClusterImport {
  return {
    cluster: { key: 'DUO', display: 'Duos', order: 0 },
    players: [makePlayer('Duo Player', { kills: 3 })],
    tribes: [makeTribe('Duo Tribe', { damageScore: 1 })],
  };
}
