// Which board an address names, for the server's own drawings (a page's link preview, /og.png,
// /embed): read with core's address rules or checked as the rankings call checks its query, then
// the board itself from the store's board model (store/board.ts), told in a language.
import {
  HALL_VIEW,
  isView,
  LANG_PARAM,
  type LanguageCode,
  PREVIEW_IMAGE_PATH,
  PREVIEW_IMAGE_ROWS,
  type PreviewMetaOptions,
  parseQueryString,
  publicAddress,
  type Season,
  VIEWS,
} from '@ark/core';
import { boardAddress, boardSummary, type ShownBoard } from '../draw/board-summary';
import { type HallShown, readHallSummary, type ValueAt } from '../draw/preview/hall-summary';
import { catalogOf } from '../lib/catalogs';
import { siteNameIn } from '../site/site-config';
import { type BoardPick, readBoard } from '../store/board';
import { BadRequest } from './api-error';
import { createCompares, isCompareAddress, type ShownCompare } from './compare-address';
import { parseRankingQuery } from './parse-ranking-query';
import { checkedCluster, readParams, readSeason, unknownCluster } from './query-params';
import { addressLanguage } from './request-language';
import { type BoardsOptions, readPageAddress, storeLists } from './store-lists';

/** A hall of fame as a drawing shows it (docs/adr/0084-the-hall-on-the-page.md). */
export interface ShownHall extends HallShown {
  /**
   * What its image is kept under: `?view=hall&cluster=SOLO`, with `season=` for an archived
   * season's and `lang=` when its language is not the site's.
   */
  address: string;
}

/** Whether an address is the hall of fame's (as the page reads its view: the first given). */
export const isHallAddress = (search: string): boolean =>
  new URLSearchParams(search).get('view') === HALL_VIEW;

/**
 * An address with its language named, unless it is the site's (whose address stays as it was).
 * @example withLanguage('?view=players', 'de', 'en') // "?view=players&lang=de"
 */
export function withLanguage(
  address: string,
  language: LanguageCode,
  siteLanguage: LanguageCode,
): string {
  if (language === siteLanguage) return address;
  const params = new URLSearchParams(address);
  params.set(LANG_PARAM, language);
  return `?${params}`;
}

/** Reads the board an address or a query names, at the data version given (else read now). */
export interface Boards {
  /**
   * The board a page's address shows, read as the page reads it: a value it cannot use is its
   * default (docs/adr/0013-address-and-history.md). Page, search and panel are left out. Told
   * in `language` (the site's by default).
   */
  ofPage(
    search: string,
    top: number,
    version?: number,
    language?: LanguageCode,
  ): Promise<ShownBoard>;
  /**
   * The board a query names (view, cluster, filter, range, season; page and search ignored),
   * checked as the rankings call checks it: a bad value throws BadRequest. Told in the language
   * the query names (`lang=`), else the site's: never a visitor's own, so anyone may cache it.
   */
  ofQuery(search: string, top: number, version?: number): Promise<ShownBoard>;
  /**
   * The address of the board a query names, checked as `ofQuery` checks it, its rows not read,
   * its language named unless it is the site's: what the board's drawings are kept under
   * (docs/adr/0058-hostile-traffic-and-hard-restarts.md), one per language.
   */
  addressOf(search: string, version?: number): Promise<string>;
  /**
   * The link preview of a page's address in `language`: its board's top rows, og:url the address
   * itself, the image the board's own address in that language (so a board's pages and searches
   * share one image a language).
   */
  previewOf(
    search: string,
    version?: number,
    language?: LanguageCode,
    valueAt?: ValueAt,
  ): Promise<PreviewMetaOptions>;
  /**
   * The hall a query names (`view=hall`, its cluster, season and `lang=`; the rest ignored),
   * checked as the hall call checks them: a bad or unknown value throws BadRequest.
   */
  hallOfQuery(search: string, version?: number): Promise<ShownHall>;
  /**
   * The comparison a query names (`view=compare`, its list, cluster, season, range and `lang=`;
   * the rest ignored), checked as the compare call checks them (docs/adr/0083-compare.md).
   */
  compareOfQuery(search: string, version?: number): Promise<ShownCompare>;
}

/**
 * The halls of fame of `store` (docs/adr/0084-the-hall-on-the-page.md): which one a page's address
 * or an image's query names, and a page's link preview of it, its rows read through `valueAt`.
 */
function createHalls({ store, site, rules }: BoardsOptions) {
  const { seasonList, clusterList } = storeLists(store);
  /** The hall of `cluster` in `season` told in `language`, named from the store's lists. */
  const hallShown = (
    place: { cluster: string; season: number | null; language: LanguageCode },
    clusters: readonly { key: string; display: string }[],
    seasons: readonly Season[],
  ): ShownHall => {
    const { cluster, season, language } = place;
    const params = new URLSearchParams({ view: HALL_VIEW, cluster });
    if (season !== null) params.set('season', String(season));
    const named = seasons.find((s) => s.id === season);
    return {
      cluster,
      display: clusters.find((c) => c.key === cluster)?.display ?? cluster,
      season: named ? { id: named.id, name: named.name } : null,
      catalog: catalogOf(language),
      address: withLanguage(`?${params}`, language, site.language),
    };
  };

  /** The hall a page's address shows, read as the page reads it (a bad value is its default). */
  const hallOfPage = async (search: string, version: number, language: LanguageCode) => {
    const seasons = await seasonList(version);
    const { season } = parseQueryString(search, { seasons });
    const clusters = await clusterList(season, version);
    const { cluster } = parseQueryString(search, {
      seasons,
      clusters,
      clusterSetting: rules.start.clusterSetting,
    });
    return hallShown({ cluster, season, language }, clusters, seasons);
  };

  return {
    async previewOf(
      search: string,
      version: number | undefined,
      language: LanguageCode,
      valueAt: ValueAt,
    ): Promise<PreviewMetaOptions> {
      const at = version ?? (await store.version());
      const hall = await hallOfPage(search, at, language);
      const siteName = siteNameIn(site, hall.catalog);
      const url = publicAddress(site.publicUrl, '/', search);
      return {
        summary: await readHallSummary(valueAt, hall, { siteName, url }),
        imageUrl: publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, hall.address),
        catalog: hall.catalog,
      };
    },
    async ofQuery(search: string, version?: number): Promise<ShownHall> {
      const at = version ?? (await store.version());
      const params = new URLSearchParams(search);
      readParams(params, ['view']);
      const seasons = await seasonList(at);
      const season = readSeason(
        params,
        seasons.map((s) => s.id),
      );
      const clusters = await clusterList(season, at);
      const listed = rules.listed(clusters.map((c) => c.key));
      const cluster = checkedCluster(readParams(params, ['cluster']).cluster, listed);
      // No cluster named, and none in the store.
      if (cluster === null) throw unknownCluster(listed.keys);
      const language = addressLanguage(search, site.language);
      return hallShown({ cluster, season, language }, clusters, seasons);
    },
  };
}

/** The boards of `store`, named and linked for `site`, read by its rules. */
export function createBoards({ store, site, rules }: BoardsOptions): Boards {
  const { clusterList } = storeLists(store);
  const halls = createHalls({ store, site, rules });
  const compares = createCompares({ store, site, rules });

  /** The board `pick` names with its top rows; a board the store lacks is a 400 (unknown cluster). */
  const shown = async (
    pick: BoardPick,
    { top, version, language }: { top: number; version: number; language: LanguageCode },
  ): Promise<ShownBoard> => {
    const board = await readBoard(store, pick, { top, version });
    // Its season and filter were checked: the store lacks its cluster.
    if (!board) throw unknownCluster((await clusterList(pick.season, version)).map((c) => c.key));
    const address = withLanguage(boardAddress(pick, rules.start), language, site.language);
    const url = publicAddress(site.publicUrl, '/', address);
    const catalog = catalogOf(language);
    const siteName = siteNameIn(site, catalog);
    return {
      pick,
      board,
      address,
      catalog,
      summary: boardSummary(board, { top, siteName, url, catalog }),
    };
  };

  const ofPage = async (
    search: string,
    top: number,
    version?: number,
    language: LanguageCode = site.language,
  ) => {
    const at = version ?? (await store.version());
    const { address, season } = await readPageAddress(search, at, { store, rules });
    const { view, cluster, filter, range } = address;
    return shown({ view, cluster, filter, range, season }, { top, version: at, language });
  };

  return {
    ofPage,
    async previewOf(search, version, language = site.language, valueAt) {
      if (valueAt && isHallAddress(search))
        return halls.previewOf(search, version, language, valueAt);
      // A comparison of fewer than two rows found previews its board.
      const compared =
        valueAt && isCompareAddress(search)
          ? await compares.previewOf(search, version, language, valueAt)
          : null;
      if (compared) return compared;
      const url = publicAddress(site.publicUrl, '/', search);
      const shownBoard = await ofPage(search, PREVIEW_IMAGE_ROWS, version, language);
      const { summary, address, catalog } = shownBoard;
      return {
        summary: { ...summary, url },
        imageUrl: publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, address),
        catalog,
      };
    },
    hallOfQuery: halls.ofQuery,
    compareOfQuery: compares.ofQuery,
    async ofQuery(search, top, version) {
      const at = version ?? (await store.version());
      const language = addressLanguage(search, site.language);
      const pick = await queryPick(search, { store, rules }, at);
      return shown(pick, { top, version: at, language });
    },
    async addressOf(search, version) {
      const at = version ?? (await store.version());
      const pick = await queryPick(search, { store, rules }, at);
      return withLanguage(
        boardAddress(pick, rules.start),
        addressLanguage(search, site.language),
        site.language,
      );
    },
  };
}

/**
 * The board a query names, checked as the rankings call checks its query (its page and search
 * ignored): an unknown view, season, cluster, filter or range, or a repeated one, is a 400.
 */
async function queryPick(
  search: string,
  { store, rules }: Omit<BoardsOptions, 'site'>,
  version: number,
): Promise<BoardPick> {
  const params = new URLSearchParams(search);
  const view = readParams(params, ['view']).view || rules.start.view;
  if (!isView(view)) throw new BadRequest('unknown_view', 'view must be tribes or players', VIEWS);
  const season = readSeason(
    params,
    (await store.seasons(version)).map((s) => s.id),
  );
  const board = new URLSearchParams(params);
  board.delete('page');
  board.delete('search');
  const listed = rules.listed((await store.clusters(season, version)).map((c) => c.key));
  const call = parseRankingQuery(view, board, listed, season);
  // No cluster named, and none in the store.
  if (!call) throw unknownCluster(listed.keys);
  return { view, cluster: call.cluster, filter: call.filter, range: call.range ?? 'all', season };
}
