// The board a configured Discord post shows, read as the site's own calls answer it (the same
// answers, the same summary the link previews draw), so a post's values are the page's values.
import { rankingsQuery } from '@ark/core';
import type { AnswerTexts } from '../http/answer-texts';
import { createAnswers } from '../http/answers';
import { createBoardReader } from '../http/board-reader';
import type { ServedSite } from '../http/site-config';
import type { RankingStore } from '../store/ranking-store';
import type { BoardSummary } from './board-embed';
import type { DiscordPost } from './discord-config';

/** Reads the boards of configured posts. */
export interface PostBoards {
  /**
   * The post's board as its call answers now (a period range resolved by the store's clock), or
   * with `season` that archived season's final board. Throws BadRequest when the store has no
   * such board (a cluster not imported yet).
   */
  read(post: DiscordPost, season?: number): Promise<BoardSummary>;
}

export interface PostBoardsOptions {
  store: RankingStore;
  /** The community's name (the post's username and footer) and public address (its link). */
  site: ServedSite;
}

/** The address query of a post's board: `view=players&cluster=SOLO&filter=kills&range=last_week`. */
export function postBoardQuery(post: DiscordPost, season?: number): string {
  const params = new URLSearchParams({
    view: post.view,
    cluster: post.cluster,
    filter: post.filter,
  });
  if (season !== undefined) params.set('season', String(season));
  else if (post.range !== 'all') params.set('range', post.range);
  return params.toString();
}

/**
 * The calls' answers as JSON text, straight from the store: a post reads a board once a period,
 * so it keeps no cache of its own (the server's answer cache belongs to its requests).
 */
function storeAnswerTexts(store: RankingStore): AnswerTexts {
  const answers = createAnswers(store);
  const text = async (computed: Promise<{ value: unknown }>) =>
    JSON.stringify((await computed).value);
  return {
    // Both views list the same clusters (the call answers per season).
    clusters: (_view, season) =>
      text(answers.clusters(new URLSearchParams(season === null ? {} : { season: `${season}` }))),
    rankings: (request) => text(answers.rankings(request.view, rankingsQuery(request))),
    seasons: () => text(answers.seasons()),
    ranges: () => text(answers.ranges()),
  };
}

/** A reader of posts' boards from `store`, named and linked for `site`. */
export function createPostBoards({ store, site }: PostBoardsOptions): PostBoards {
  const boards = createBoardReader({ texts: storeAnswerTexts(store), site });
  return {
    async read(post, season) {
      const { summary } = await boards.ofQuery(`?${postBoardQuery(post, season)}`, post.top);
      // The server's answers always carry a rank; a row without one is not shown (never invented).
      const rows = summary.rows.flatMap(({ rank, ...row }) =>
        rank === null ? [] : [{ rank, ...row }],
      );
      return { ...summary, rows };
    },
  };
}
