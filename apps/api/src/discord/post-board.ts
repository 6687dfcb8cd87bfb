// The board a configured Discord post shows, read from the store's board model (the same model and
// summary the link previews draw), so a post's values are the page's values.
import {
  type BoardSummary,
  boardStatName,
  formatStat,
  HALL_VIEW,
  publicAddress,
  siteRules,
} from '@ark/core';
import { boardAddress, boardSummary } from '../draw/board-summary';
import { catalogOf } from '../lib/catalogs';
import { type ServedSite, siteNameIn } from '../site/site-config';
import { type BoardPick, readBoard } from '../store/board';
import type { HallChampion } from '../store/hall-reads';
import { historyDay } from '../store/history';
import { previousPeriodStart } from '../store/periods';
import type { RankingStore } from '../store/ranking-store';
import type { RecordFell } from './board-embed';
import type { DiscordPost } from './discord-config';

/** Reads the boards of configured posts. */
export interface PostBoards {
  /**
   * The post's board as its call answers now (a period range resolved by the store's clock), or
   * with `season` that archived season's final board. Throws BoardMissing when the store has no
   * such board (a cluster not imported yet, a season not closed).
   */
  read(post: DiscordPost, season?: number): Promise<BoardSummary>;
  /**
   * The week record of the post's board and statistic that fell in the week before
   * `periodStart` (the week a weekly post goes out after), told in the site's language; null
   * when none fell (or the post is not weekly). Docs/adr/0084-the-hall-on-the-page.md.
   */
  recordFell(post: DiscordPost, periodStart: Date): Promise<RecordFell | null>;
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
  // A post naming no cluster shows the site's default, as the page does (docs/adr/0076-default-cluster.md).
  const clusterOf = async (post: DiscordPost, season?: number) =>
    post.cluster ?? rules.listed((await store.clusters(season ?? null)).map((c) => c.key)).shown;
  return {
    async recordFell(post, periodStart) {
      const cluster = post.every === 'week' ? await clusterOf(post) : null;
      if (cluster === null) return null;
      const { periods } = store;
      const week = historyDay(previousPeriodStart('week', periodStart, periods), periods.timezone);
      const read = await store.hall({
        cluster,
        season: null,
        section: 'champions',
        board: post.view,
      });
      const weeks = read.section === 'champions' ? weeksOf(read.champions, post.filter) : [];
      const fell = fallenRecord(weeks, week);
      if (!fell) return null;
      const catalog = catalogOf(site.language);
      const value = (n: number) => formatStat(post.filter, n, catalog);
      const hall = new URLSearchParams({ view: HALL_VIEW, cluster });
      return {
        name: fell.now.name,
        value: value(fell.now.value),
        stat: boardStatName(catalog, post.filter),
        by: value(fell.now.value - fell.old.value),
        old: fell.old.name,
        oldValue: value(fell.old.value),
        url: publicAddress(site.publicUrl, '/', `?${hall}`),
      };
    },
    async read(post, season) {
      const cluster = await clusterOf(post, season);
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

/** A board's champions of one statistic's closed weeks. */
const weeksOf = (champions: readonly HallChampion[], stat: string) =>
  champions.filter((row) => row.span === 'week' && row.stat === stat);

/**
 * The week record that fell in the week starting `week` (YYYY-MM-DD): that week's champion, if
 * it gained more than the record before it (every earlier week's best, a tie kept by the first to
 * reach it), with that record. None in a board's first week: no record stood to fall.
 */
export function fallenRecord(
  weeks: readonly HallChampion[],
  week: string,
): { now: HallChampion; old: HallChampion } | null {
  const now = weeks.find((row) => row.start === week);
  let old: HallChampion | null = null;
  for (const row of weeks) {
    if (row.start >= week) continue;
    if (!old || row.value > old.value || (row.value === old.value && row.start < old.start)) {
      old = row;
    }
  }
  return now && old && now.value > old.value ? { now, old } : null;
}
