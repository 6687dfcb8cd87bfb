// The board a configured Discord post shows, read from the store's board model (the same model and
// summary the link previews draw), so a post's values are the page's values.
import {
  type BoardSummary,
  boardStatName,
  formatStat,
  HALL_VIEW,
  publicAddress,
  type SiteRules,
} from '@ark/core';
import { boardAddress, boardSummary } from '../draw/board-summary';
import { catalogOf } from '../lib/catalogs';
import { type ServedSite, siteNameIn } from '../site/site-config';
import { type BoardPick, readBoard } from '../store/board';
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
   * The record of the post's board, statistic and period (a day's, a week's or a month's) that
   * fell in the period before `periodStart` (the one the post goes out after), told in the site's
   * language; null when none fell (or the post is a season's). Docs/adr/0091-records-said-and-rebuilt.md.
   */
  recordFell(post: DiscordPost, periodStart: Date): Promise<RecordFell | null>;
}

export interface PostBoardsOptions {
  store: RankingStore;
  /** The community's name (the post's username and footer) and public address (its link). */
  site: ServedSite;
  /** The site's rules, bound where the posts are composed (main.ts, the CLI's post command). */
  rules: SiteRules;
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
export function createPostBoards({ store, site, rules }: PostBoardsOptions): PostBoards {
  // A post naming no cluster shows the site's default, as the page does (docs/adr/0076-default-cluster.md).
  const clusterOf = async (post: DiscordPost, season?: number) =>
    post.cluster ?? rules.listed((await store.clusters(season ?? null)).map((c) => c.key)).shown;
  return {
    async recordFell(post, periodStart) {
      const span = post.every === 'season' ? null : post.every;
      const cluster = span && (await clusterOf(post));
      if (!span || !cluster) return null;
      const { periods } = store;
      const start = historyDay(previousPeriodStart(span, periodStart, periods), periods.timezone);
      const firsts = await store.hallFirsts(cluster, { span, board: post.view, stat: post.filter });
      const fell = fallenRecord(firsts, start);
      if (!fell) return null;
      const catalog = catalogOf(site.language);
      const value = (n: number) => formatStat(post.filter, n, catalog);
      const hall = new URLSearchParams({ view: HALL_VIEW, cluster });
      return {
        span,
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

/** One closed period's #1: its start (YYYY-MM-DD), its name and its gain. */
interface PeriodFirst {
  start: string;
  name: string;
  value: number;
}

/**
 * The record that fell in the period starting `start` (YYYY-MM-DD), of `firsts` (each closed
 * period's #1 of one span): that period's #1, if it gained more than the record before it (every
 * earlier period's best, a tie kept by the first to reach it), with that record. None in a
 * board's first period: no record stood to fall.
 */
export function fallenRecord<T extends PeriodFirst>(
  firsts: readonly T[],
  start: string,
): { now: T; old: T } | null {
  const now = firsts.find((row) => row.start === start);
  let old: T | null = null;
  for (const row of firsts) {
    if (row.start >= start) continue;
    if (!old || row.value > old.value || (row.value === old.value && row.start < old.start)) {
      old = row;
    }
  }
  return now && old && now.value > old.value ? { now, old } : null;
}
