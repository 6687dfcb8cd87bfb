import { COMPARE_MAX, COMPARE_PATH, FILTER_TABLE, RANKINGS_PATHS } from '@ark/core';

/** Player filters of core's table, as stored fields and as wire values, index for index. */
export const PLAYER_FIELDS = FILTER_TABLE.players.map((option) => option.field);
export const PLAYER_WIRES = FILTER_TABLE.players.map((option) => option.wire);

/** A common word of the demo generator's names: about 6 % of players carry it. */
export const COMMON_TERM = 'stormborn';

/** Terms of one and two letters (no trigram index can serve them), rare and common alike. */
export const SHORT_TERMS = ['a', 'e', 'z', '7', 'ra', 'ex', 'th', '42'] as const;

/** The kinds of request the bench times, in the store and over HTTP. */
export type Workload =
  | 'page'
  | 'search-rare'
  | 'search-common'
  | 'search-common-deep'
  | 'search-short';

/** A whole number in [0, n). */
export const rand = (n: number): number => Math.floor(Math.random() * n);

/** A name and number fragment a visitor types ("hunter 48213"): few players or none match it. */
export const rareTerm = (players: number): string =>
  `${['hunter', 'tamer', 'raider', 'smith'][rand(4)]} ${rand(players)}`;

/** One request of a workload: filter index, search term, page. */
export interface WorkloadRequest {
  filter: number;
  search: string;
  page: number;
}

/**
 * Draws one request of `workload` on a cluster of `players` players. Searched pages are drawn
 * from the first ten, except `search-common-deep` (any page of the common term's matches).
 */
export function drawRequest(workload: Workload, players: number): WorkloadRequest {
  const filter = rand(PLAYER_FIELDS.length);
  switch (workload) {
    case 'page':
      return { filter, search: '', page: rand(Math.floor(players / 20)) };
    case 'search-rare':
      return { filter, search: rareTerm(players), page: 0 };
    case 'search-common':
      return { filter, search: COMMON_TERM, page: rand(10) };
    case 'search-common-deep':
      // About 6 % of players match: their pages run to ~players × 0.06 / 20.
      return { filter, search: COMMON_TERM, page: rand(Math.floor((players * 0.058) / 20)) };
    case 'search-short':
      return { filter, search: SHORT_TERMS[rand(SHORT_TERMS.length)] as string, page: rand(10) };
  }
}

/** The API path of a drawn request on the players view of cluster SOLO. */
export function requestPath({ filter, search, page }: WorkloadRequest): string {
  const query = `cluster=SOLO&filter=${PLAYER_WIRES[filter]}&page=${page}`;
  return `${RANKINGS_PATHS.players}?${query}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
}

/** The store's lookup of a drawn request: the same page the API path asks for. */
export function pageLookup({ filter, search, page }: WorkloadRequest) {
  const field = PLAYER_FIELDS[filter] ?? 'PlayerKills';
  return { view: 'players' as const, cluster: 'SOLO', field, search, page };
}

/** The demo generator's id of the i-th player of a cluster (generate-demo.ts). */
const playerId = (i: number): string => String(76_561_198_000_000_000n + BigInt(i));

/** A comparison of COMPARE_MAX players of SOLO drawn at random, none twice. */
export function comparePath(players: number): string {
  const ids = new Set<string>();
  while (ids.size < Math.min(COMPARE_MAX, players)) ids.add(playerId(rand(players)));
  return `${COMPARE_PATH}?cluster=SOLO&players=${[...ids].join(',')}`;
}
