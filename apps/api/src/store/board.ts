// A board as the server's own drawings read it (a page's link preview, /og.png, /embed, a Discord
// post): read straight from the store into a typed model, with no JSON answer written and parsed
// back on the way (docs/adr/0056-one-board-model.md). It is data only: draw/board-summary.ts
// names and tells it (docs/adr/0078-store-returns-data.md).
import {
  type Cluster,
  type FilterWire,
  findFilter,
  PAGE_SIZE,
  type RangeKey,
  type RangeWire,
  type View,
} from '@ark/core';
import type { RankingStore } from './ranking-store';
import type { SeasonMeta } from './seasons';
import type { RankedRows } from './view-columns';

/** Which board: what a board's address names, each value one the board can have. */
export interface BoardPick {
  view: View;
  cluster: string;
  filter: FilterWire;
  /** `all`: the all-time board (the seed's, with movement); else a period's. */
  range: RangeKey;
  /** An archived season's id; null for the current season. */
  season: number | null;
}

/** A board's top rows and everything that names it (docs/adr/0056-one-board-model.md). */
export type Board = RankedRows & {
  cluster: Cluster;
  filter: FilterWire;
  /** The period read (its start, and the import its values come from); null for all time. */
  period: RangeWire | null;
  /** The archived season shown; null for the current one. */
  season: Pick<SeasonMeta, 'id' | 'name'> | null;
  /** Rows on the whole board: the top ones are in `rows`. */
  total: number;
  /** The import the rows come from (ISO 8601); null when the cluster has none. */
  updatedAt: string | null;
};

/**
 * The board `pick` names with its first `top` rows, read at data version `version` (the one the
 * request read; read now when absent). Null when the store has no such board: its season or its
 * cluster is not there (a cluster not imported yet).
 */
export async function readBoard(
  store: RankingStore,
  pick: BoardPick,
  { top, version }: { top: number; version?: number },
): Promise<Board | null> {
  const at = version ?? (await store.version());
  const season =
    pick.season === null
      ? null
      : ((await store.seasons(at)).find((s) => s.id === pick.season) ?? null);
  const cluster = (await store.clusters(pick.season, at)).find((c) => c.key === pick.cluster);
  const option = findFilter(pick.view, pick.filter);
  if ((pick.season !== null && !season) || !cluster || !option) return null;
  const request = {
    view: pick.view,
    cluster: pick.cluster,
    field: option.field,
    search: '',
    season: pick.season,
    // The all-time board is read as its call reads it without `range`: with movement.
    ...(pick.range === 'all' ? {} : { range: pick.range }),
  };
  const first = await store.page({ ...request, page: 0 }, at);
  const rows = [...first.rows];
  const pages = Math.min(Math.ceil(top / PAGE_SIZE), Math.ceil(first.total / PAGE_SIZE));
  for (let page = 1; page < pages; page += 1) {
    rows.push(...(await store.page({ ...request, page }, at)).rows);
  }
  // Every page of the board is of its view.
  const board = { view: pick.view, rows: rows.slice(0, Math.max(0, top)) } as RankedRows;
  return {
    ...board,
    cluster: {
      key: cluster.key,
      display: cluster.display,
      ...(cluster.keeps ? { keeps: cluster.keeps } : {}),
    },
    filter: option.wire,
    period: first.range ?? null,
    season: season && { id: season.id, name: season.name },
    total: first.total,
    updatedAt: first.updatedAt,
  };
}
