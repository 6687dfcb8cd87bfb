// The board a configured Discord post shows, read from the store's board model (the same model and
// summary the link previews draw), so a post's values are the page's values.
import { type BoardSummary, publicAddress, siteRules } from '@ark/core';
import { boardAddress, boardSummary } from '../draw/board-summary';
import { catalogOf } from '../lib/catalogs';
import { type ServedSite, siteNameIn } from '../site/site-config';
import { type BoardPick, readBoard } from '../store/board';
import type { RankingStore } from '../store/ranking-store';
import type { DiscordPost } from './discord-config';

/** Reads the boards of configured posts. */
export interface PostBoards {
  /**
   * The post's board as its call answers now (a period range resolved by the store's clock), or
   * with `season` that archived season's final board. Throws BoardMissing when the store has no
   * such board (a cluster not imported yet, a season not closed).
   */
  read(post: DiscordPost, season?: number): Promise<BoardSummary>;
}

export interface PostBoardsOptions {
  store: RankingStore;
  /** The community's name (the post's username and footer) and public address (its link). */
  site: ServedSite;
}

/** The store has no such board: trying again soon will not help. */
export class BoardMissing extends Error {
  constructor(what: string) {
    super(`the store has no board ${what}`);
    this.name = 'BoardMissing';
  }
}

/**
 * The address query of a post's board: `view=players&cluster=SOLO&filter=kills&range=last_week`
 * (no `cluster` for a post that names none).
 */
export function postBoardQuery(post: DiscordPost, season?: number): string {
  const params = new URLSearchParams({ view: post.view });
  if (post.cluster !== undefined) params.set('cluster', post.cluster);
  params.set('filter', post.filter);
  if (season !== undefined) params.set('season', String(season));
  else if (post.range !== 'all') params.set('range', post.range);
  return params.toString();
}

/** The board a post names in `cluster`: its range, or with `season` that season's all-time board. */
const postPick = (post: DiscordPost, cluster: string, season?: number): BoardPick => ({
  view: post.view,
  cluster,
  filter: post.filter,
  range: season === undefined ? post.range : 'all',
  season: season ?? null,
});

/**
 * A reader of posts' boards straight from `store`, named and linked for `site`: a post reads a
 * board once a period, so it keeps no cache of its own.
 */
export function createPostBoards({ store, site }: PostBoardsOptions): PostBoards {
  // The posts' own composition: the site's rules bound once for every post.
  const rules = siteRules(site.defaultCluster);
  return {
    async read(post, season) {
      // A post naming no cluster shows the site's default, as the page does (docs/adr/0076-default-cluster.md).
      const keys = async () => (await store.clusters(season ?? null)).map((c) => c.key);
      const cluster = post.cluster ?? rules.listed(await keys()).shown;
      const pick = cluster === null ? null : postPick(post, cluster, season);
      const board = pick && (await readBoard(store, pick, { top: post.top }));
      if (!pick || !board) throw new BoardMissing(postBoardQuery(post, season));
      const url = publicAddress(site.publicUrl, '/', boardAddress(pick, rules.start));
      // Posts speak the site's language (docs/adr/0064-languages-wired.md).
      const catalog = catalogOf(site.language);
      const siteName = siteNameIn(site, catalog);
      const summary = boardSummary(board, { top: post.top, siteName, url, catalog });
      // The store's rows always carry a rank; a row without one is not shown (never invented).
      const rows = summary.rows.flatMap(({ rank, ...row }) =>
        rank === null ? [] : [{ rank, ...row }],
      );
      return { ...summary, rows };
    },
  };
}
