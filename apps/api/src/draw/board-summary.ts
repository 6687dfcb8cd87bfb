// A board as the server's own drawings tell it (a page's link preview, /og.png, /embed, a Discord
// post, /top): the store's board model (store/board.ts) given its page address and summarised by
// core in a language. The store reads data only; naming and telling are drawn here
// (docs/adr/0078-store-returns-data.md).
import {
  type BoardSummary,
  type Catalog,
  KEEPS_EVERYTHING,
  lackText,
  type Rows,
  rangeLabel,
  type State,
  summarizeBoard,
  toQueryString,
} from '@ark/core';
import { EN_CATALOG } from '../lib/catalogs';
import type { Board, BoardPick } from '../store/board';
import type { RankedRows } from '../store/view-columns';
import { playerRowWire, tribeRowWire } from './rankings-answer';

/**
 * The page's address of a board: `?view=players&range=week`, '' for the default board (what
 * equals `start`, the page before its address is read: SiteRules' `start`, is left out).
 */
export function boardAddress(pick: BoardPick, start: State): string {
  const { view, cluster, filter, range, season } = pick;
  return toQueryString({ ...start, view, cluster, filter, range, season });
}

/**
 * The board's rows as the page reads them: a player without a tribe has no TribeID, and a
 * statistic the source keeps none of (null on the wire) is missing, shown N/A.
 */
function pageRows(board: RankedRows): Rows {
  const present = <T extends object>(row: T) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
  if (board.view === 'tribes') {
    return { view: 'tribes', rows: board.rows.map((row) => present(tribeRowWire(row))) } as Rows;
  }
  const rows = board.rows.map(playerRowWire).map(({ TribeID, ...row }) => ({
    ...present(row),
    ...(TribeID ? { TribeID } : {}),
  }));
  return { view: 'players', rows } as Rows;
}

/** How a board's summary is named and told. */
export interface BoardSummaryOptions {
  top: number;
  siteName: string;
  url: string;
  /** Its language (docs/adr/0064-languages-wired.md); English by default. */
  catalog?: Catalog;
}

/** A board as a drawing shows it: which one, its model, its page's address and its summary. */
export interface ShownBoard {
  pick: BoardPick;
  board: Board;
  /**
   * The page's address of the board: `?view=players&range=week`, '' for the default board, with
   * `lang=` when its language is not the site's.
   */
  address: string;
  /** Its title and top rows, in its language; `url` is the board's public address. */
  summary: BoardSummary;
  /** The language it is told in (docs/adr/0064-languages-wired.md). */
  catalog: Catalog;
}

/**
 * The board as core summarises it for link previews and posts, in a language: its title (with
 * the period's name, else the archived season's), its first `top` rows as the page formats them,
 * named for a site.
 */
export function boardSummary(
  board: Board,
  { top, siteName, url, catalog = EN_CATALOG }: BoardSummaryOptions,
): BoardSummary {
  return summarizeBoard({
    ...pageRows(board),
    filter: board.filter,
    clusterDisplay: board.cluster.display,
    rangeLabel: board.period ? rangeLabel(catalog, board.period.key) : board.season?.name,
    top,
    siteName,
    url,
    updatedAt: board.updatedAt,
    catalog,
    // What the cluster's source lacks is said, never drawn as a board of ties (docs/adr/0070).
    notice: lackText(board.view, board.filter, board.cluster.keeps ?? KEEPS_EVERYTHING, catalog),
  });
}
