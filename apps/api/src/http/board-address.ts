// Which board an address names, for the server's own drawings (a page's link preview, /og.png,
// /embed): read with core's address rules or checked as the rankings call checks its query, then
// the board itself from the store's board model (store/board.ts).
import {
  type BoardSummary,
  isView,
  PREVIEW_IMAGE_PATH,
  PREVIEW_IMAGE_ROWS,
  type PreviewMetaOptions,
  parseQueryString,
  publicAddress,
  RANGE_KEYS,
  type Season,
  VIEWS,
} from '@ark/core';
import { type Board, type BoardPick, boardAddress, boardSummary, readBoard } from '../store/board';
import type { RankingStore } from '../store/ranking-store';
import { BadRequest } from './api-error';
import { parseRankingQuery } from './parse-ranking-query';
import { readParams, readSeason, unknownCluster } from './query-params';
import type { ServedSite } from './site-config';

/** A board as a drawing shows it: which one, its model, its page's address and its summary. */
export interface ShownBoard {
  pick: BoardPick;
  board: Board;
  /** The page's address of the board: `?view=players&range=week`, '' for the default board. */
  address: string;
  /** Its title and top rows; `url` is the board's public address. */
  summary: BoardSummary;
}

/** Reads the board an address or a query names, at the data version given (else read now). */
export interface Boards {
  /**
   * The board a page's address shows, read as the page reads it: a value it cannot use is its
   * default (docs/adr/0013-address-and-history.md). Page, search and panel are left out.
   */
  ofPage(search: string, top: number, version?: number): Promise<ShownBoard>;
  /**
   * The board a query names (view, cluster, filter, range, season; page and search ignored),
   * checked as the rankings call checks it: a bad value throws BadRequest.
   */
  ofQuery(search: string, top: number, version?: number): Promise<ShownBoard>;
  /**
   * The address of the board a query names, checked as `ofQuery` checks it, its rows not read:
   * what the board's drawings are kept under (docs/adr/0058-hostile-traffic-and-hard-restarts.md).
   */
  addressOf(search: string, version?: number): Promise<string>;
  /**
   * The link preview of a page's address: its board's top rows, og:url the address itself, the
   * image the board's own address (so a board's pages and searches share one image).
   */
  previewOf(search: string, version?: number): Promise<PreviewMetaOptions>;
}

/** The boards of `store`, named and linked for `site`. */
export function createBoards({ store, site }: { store: RankingStore; site: ServedSite }): Boards {
  const seasonList = async (version: number): Promise<Season[]> =>
    (await store.seasons(version)).map(({ id, name, closedAt }) => ({
      id,
      name,
      closed_at: closedAt,
    }));
  const clusterList = async (season: number | null, version: number) =>
    (await store.clusters(season, version)).map(({ key, display }) => ({ key, display }));

  /** The board `pick` names with its top rows; a board the store lacks is a 400 (unknown cluster). */
  const shown = async (pick: BoardPick, top: number, version: number): Promise<ShownBoard> => {
    const board = await readBoard(store, pick, { top, version });
    // Its season and filter were checked: the store lacks its cluster.
    if (!board) throw unknownCluster((await clusterList(pick.season, version)).map((c) => c.key));
    const address = boardAddress(pick);
    const url = publicAddress(site.publicUrl, '/', address);
    return {
      pick,
      board,
      address,
      summary: boardSummary(board, { top, siteName: site.siteName, url }),
    };
  };

  const ofPage = async (search: string, top: number, version?: number) => {
    const at = version ?? (await store.version());
    const seasons = await seasonList(at);
    const { season } = parseQueryString(search, { seasons });
    const clusters = await clusterList(season, at);
    const { view, cluster, filter, range } = parseQueryString(search, {
      seasons,
      clusters,
      ranges: RANGE_KEYS,
    });
    return shown({ view, cluster, filter, range, season }, top, at);
  };

  return {
    ofPage,
    async previewOf(search, version) {
      const { summary, address } = await ofPage(search, PREVIEW_IMAGE_ROWS, version);
      return {
        summary: { ...summary, url: publicAddress(site.publicUrl, '/', search) },
        imageUrl: publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, address),
      };
    },
    async ofQuery(search, top, version) {
      const at = version ?? (await store.version());
      return shown(await queryPick(search, store, at), top, at);
    },
    async addressOf(search, version) {
      return boardAddress(await queryPick(search, store, version ?? (await store.version())));
    },
  };
}

/**
 * The board a query names, checked as the rankings call checks its query (its page and search
 * ignored): an unknown view, season, cluster, filter or range, or a repeated one, is a 400.
 */
async function queryPick(search: string, store: RankingStore, version: number): Promise<BoardPick> {
  const params = new URLSearchParams(search);
  const view = readParams(params, ['view']).view || 'tribes';
  if (!isView(view)) throw new BadRequest('unknown_view', 'view must be tribes or players', VIEWS);
  const season = readSeason(
    params,
    (await store.seasons(version)).map((s) => s.id),
  );
  const board = new URLSearchParams(params);
  board.delete('page');
  board.delete('search');
  const keys = (await store.clusters(season, version)).map((c) => c.key);
  const call = parseRankingQuery(view, board, keys, season);
  // No cluster named, and none in the store.
  if (!call) throw unknownCluster(keys);
  return { view, cluster: call.cluster, filter: call.filter, range: call.range ?? 'all', season };
}
