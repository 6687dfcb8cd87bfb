import { DETAIL_PATHS, FILTER_TABLE, RANKINGS_PATHS, type View } from '@ark/core';

/** Words of the demo generator's player and tribe names: each term matches some rows, or few. */
const WORDS = [
  'rex',
  'raptor',
  'dodo',
  'giga',
  'hunter',
  'tamer',
  'raider',
  'smith',
  'stormborn',
  'alpha',
  'iron',
  'wolves',
  'legion',
  'frost',
] as const;

/** What the churn's addresses are drawn over: the clusters served and their players each. */
export interface ChurnSpace {
  clusters: readonly string[];
  /** Players per cluster (the demo's ARK_DEMO_PLAYERS); tribes are a tenth of it. */
  players: number;
}

/** The n-th pick of a list (n may pass its length). */
const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * The n-th of a run of distinct requests a crawler and many visitors make: pages drawn on the
 * server with a search (`/?search=…`), the JSON calls with and without a search, deep pages and
 * detail calls. Each n gives another address (the search terms and pages carry n), so each misses
 * every cache once and is kept: what fills the caches and the store's memory.
 * @example churnPath(0, { clusters: ['SOLO'], players: 3000 }) // "/?view=players&cluster=SOLO&…"
 */
export function churnPath(n: number, { clusters, players }: ChurnSpace): string {
  const round = Math.floor(n / 8);
  const view: View = n % 2 === 0 ? 'players' : 'tribes';
  const cluster = nth(clusters, round);
  const filters: readonly { wire: string }[] = FILTER_TABLE[view];
  const filter = nth(filters, round).wire;
  const search = `${nth(WORDS, round)} ${round}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (n % 8) {
    case 0:
    case 1:
      return `/?${query({ view, cluster, filter, search })}`;
    case 2:
      return `/?${query({ view, cluster, filter, search, page: '2' })}`;
    case 3:
    case 4:
      return `${RANKINGS_PATHS[view]}?${query({ cluster, filter, search })}`;
    case 5:
      return `${RANKINGS_PATHS[view]}?${query({ cluster, filter, page: String(round) })}`;
    case 6:
      return `/?${query({ view, cluster, filter, page: String(1 + round) })}`;
    default: {
      // Ids of the demo generator: players from 76561198000000000, tribes from 1000000. Each
      // (id, cluster) pair is asked once; past the last pair, the second page of a searched call.
      const kind = round % 2 === 0 ? 'player' : 'tribe';
      const rows = kind === 'player' ? players : Math.max(1, Math.floor(players / 10));
      const k = Math.floor(round / 2);
      if (k >= rows * clusters.length) {
        return `${RANKINGS_PATHS[view]}?${query({ cluster, filter, search, page: '1' })}`;
      }
      const row = k % rows;
      const id =
        kind === 'player' ? String(76_561_198_000_000_000n + BigInt(row)) : String(1_000_000 + row);
      const at = nth(clusters, Math.floor(k / rows));
      return `${DETAIL_PATHS[kind](id)}?${query({ cluster: at })}`;
    }
  }
}
