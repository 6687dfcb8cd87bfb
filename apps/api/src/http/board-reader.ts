// A board as the server's own drawings show it (a page's link preview, /og.png, /embed): which
// board an address names, read with core's address rules, and its top rows read from the same
// cached answers the rankings call sends, summarised by core (summarizeBoard).
import {
  type BoardSummary,
  type Cluster,
  ClusterListSchema,
  initialState,
  isView,
  PAGE_SIZE,
  PREVIEW_IMAGE_PATH,
  PREVIEW_IMAGE_ROWS,
  type PreviewMetaOptions,
  parseQueryString,
  publicAddress,
  type RangeKey,
  RangesAnswerSchema,
  type RankingRequest,
  type RankingResult,
  rangeTitlePart,
  readRankingResult,
  type Season,
  SeasonListSchema,
  summarizeBoard,
  toQueryString,
  VIEWS,
} from '@ark/core';
import type { AnswerTexts } from './answer-texts';
import { BadRequest } from './api-error';
import { parseRankingQuery } from './parse-ranking-query';
import { readParams, readSeason } from './query-params';
import type { ServedSite } from './site-config';

/** A board and its top rows. */
export interface Board {
  /** Its first page, unsearched. */
  request: RankingRequest;
  /** The page's address of the board: `?view=players&range=week`, '' for the default board. */
  address: string;
  /** Its title and top rows; `url` is the board's public address. */
  summary: BoardSummary;
}

/** Reads the board an address or a query names. */
export interface BoardReader {
  /**
   * The board a page's address shows, read as the page reads it: a value it cannot use is its
   * default (docs/adr/0013-address-and-history.md). Page, search and panel are left out.
   */
  ofPage(search: string, top: number): Promise<Board>;
  /**
   * The board a query names (view, cluster, filter, range, season; page and search ignored),
   * checked as the rankings call checks it: a bad value throws BadRequest.
   */
  ofQuery(search: string, top: number): Promise<Board>;
  /**
   * The address of the board a query names, checked as `ofQuery` checks it, its rows not read:
   * what the board's drawings are kept under (docs/adr/0058-hostile-traffic-and-hard-restarts.md).
   */
  addressOf(search: string): Promise<string>;
  /**
   * The link preview of a page's address: its board's top rows, og:url the address itself, the
   * image the board's own address (so a board's pages and searches share one image).
   */
  previewOf(search: string): Promise<PreviewMetaOptions>;
}

export interface BoardReaderOptions {
  texts: AnswerTexts;
  site: ServedSite;
}

/** What an address is read against: the seasons, the view's clusters, the ranges offered. */
interface Lists {
  seasons: Season[];
  clusters: Cluster[];
  ranges: RangeKey[] | null;
}

/** The board a query names against the lists: its first unsearched page and its address. */
function boardOf(search: string, known: Lists): Pick<Board, 'request' | 'address'> {
  const { view, cluster, filter, range, season } = parseQueryString(search, known);
  const request: RankingRequest = { view, cluster, filter, range, season, page: 0, search: '' };
  return {
    request,
    address: toQueryString({ ...initialState(), view, cluster, filter, range, season }),
  };
}

// Rows of the server's own answers are never dropped: nothing to report.
const quiet = { error: () => {} };

/** A reader of boards from the cached answers `texts`, named and linked for `site`. */
export function createBoardReader({ texts, site }: BoardReaderOptions): BoardReader {
  const seasonList = async (): Promise<Season[]> =>
    SeasonListSchema.parse(JSON.parse(await texts.seasons()));
  const clusterList = async (view: RankingRequest['view'], season: number | null) =>
    ClusterListSchema.parse(JSON.parse(await texts.clusters(view, season)));
  /** The periods offered; null on a server without the ranges call (range= then dropped). */
  const rangeList = async (): Promise<RangeKey[] | null> =>
    texts.ranges ? RangesAnswerSchema.parse(JSON.parse(await texts.ranges())).ranges : null;
  const lists = async (view: RankingRequest['view'], season: number | null, seasons: Season[]) => {
    const [clusters, ranges] = await Promise.all([clusterList(view, season), rangeList()]);
    return { seasons, clusters, ranges };
  };

  /** The first `top` rows of a board, over as many pages as they take. */
  const topRows = async (request: RankingRequest, top: number): Promise<RankingResult> => {
    const first = readRankingResult(request.view, JSON.parse(await texts.rankings(request)), quiet);
    const pages = Math.min(Math.ceil(top / PAGE_SIZE), first.pagination.total_pages);
    for (let page = 1; page < pages; page += 1) {
      const body = JSON.parse(await texts.rankings({ ...request, page }));
      // Rows of one view, read by that view's schema.
      (first.rows as unknown[]).push(...readRankingResult(request.view, body, quiet).rows);
    }
    return first;
  };

  const read = async (search: string, known: Lists, top: number): Promise<Board> => {
    const { request, address } = boardOf(search, known);
    const { cluster, filter, range, season } = request;
    const result = await topRows(request, top);
    const seasonName = known.seasons.find((s) => s.id === season)?.name;
    const summary = summarizeBoard({
      ...result,
      filter,
      clusterDisplay: known.clusters.find((c) => c.key === cluster)?.display ?? cluster,
      // A period's name, else an archived season's: "Top players by kills · Solos · Season 4".
      rangeLabel: range === 'all' ? seasonName : rangeTitlePart(range),
      top,
      siteName: site.siteName,
      url: publicAddress(site.publicUrl, '/', address),
    });
    return { request, address, summary };
  };

  const ofPage = async (search: string, top: number): Promise<Board> => {
    const seasons = await seasonList();
    const { view, season } = parseQueryString(search, { seasons });
    return read(search, await lists(view, season, seasons), top);
  };

  /** The lists a query is read against, once the query passed the rankings call's checks. */
  const checkedLists = async (search: string): Promise<Lists> => {
    const params = new URLSearchParams(search);
    const view = readParams(params, ['view']).view || 'tribes';
    if (!isView(view)) {
      throw new BadRequest('unknown_view', 'view must be tribes or players', VIEWS);
    }
    const seasons = await seasonList();
    const season = readSeason(
      params,
      seasons.map((s) => s.id),
    );
    const known = await lists(view, season, seasons);
    const board = new URLSearchParams(params);
    board.delete('page');
    board.delete('search');
    // The rankings call's own checks: cluster, filter, range, a repeated param.
    parseRankingQuery(
      view,
      board,
      known.clusters.map((c) => c.key),
      season,
    );
    return known;
  };

  return {
    ofPage,
    async previewOf(search) {
      const { summary, address } = await ofPage(search, PREVIEW_IMAGE_ROWS);
      return {
        summary: { ...summary, url: publicAddress(site.publicUrl, '/', search) },
        imageUrl: publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, address),
      };
    },
    ofQuery: async (search, top) => read(search, await checkedLists(search), top),
    addressOf: async (search) => boardOf(search, await checkedLists(search)).address,
  };
}
