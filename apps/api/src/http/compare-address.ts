// Which comparison an address names, for the server's own drawings (a page's link preview,
// /og.png: docs/adr/0083-compare.md, 2026-12-04: the preview): read with core's address rules (the
// page's) or checked as the compare call checks its query (the image's), named from the store's
// lists and told in a language. Its rows are the compare call's answer, read through the door.
import {
  COMPARE_VIEW,
  LANG_PARAM,
  type LanguageCode,
  PREVIEW_IMAGE_PATH,
  type PreviewMetaOptions,
  publicAddress,
  type Season,
} from '@ark/core';
import type { ComparePick } from '../draw/compare-answer';
import { type CompareShown, readCompareSummary } from '../draw/preview/compare-summary';
import type { ValueAt } from '../draw/preview/hall-summary';
import { catalogOf } from '../lib/catalogs';
import { siteNameIn } from '../site/site-config';
import { parseCompareQuery } from './parse-compare-query';
import { readParams, readSeason, unknownCluster } from './query-params';
import { addressLanguage } from './request-language';
import { type BoardsOptions, readPageAddress, storeLists } from './store-lists';

/** A comparison as a drawing shows it. */
export interface ShownCompare extends CompareShown {
  /**
   * What its image is kept under: `?view=compare&cluster=SOLO&players=a,b`, with `season=` and
   * `range=` when named and `lang=` when its language is not the site's.
   */
  address: string;
  /** The query of the board it is of (`view=players&cluster=SOLO…`): drawn when too few rows are found. */
  boardQuery: string;
}

/** Whether an address is a comparison's (as the page reads its view: the first given). */
export const isCompareAddress = (search: string): boolean =>
  new URLSearchParams(search).get('view') === COMPARE_VIEW;

/** A comparison's page address: its board's, then its rows and its language. */
function addressOf(pick: ComparePick, language: LanguageCode, siteLanguage: LanguageCode) {
  const board = new URLSearchParams({ view: pick.view, cluster: pick.cluster });
  if (pick.season !== null) board.set('season', String(pick.season));
  if (pick.range) board.set('range', pick.range);
  const lang = language === siteLanguage ? '' : `&${LANG_PARAM}=${language}`;
  // An id holds no character to escape: the list stays readable.
  const rows = `${pick.view}=${pick.ids.join(',')}`;
  const shown = new URLSearchParams(board);
  shown.set('view', COMPARE_VIEW);
  return { address: `?${shown}&${rows}${lang}`, boardQuery: `${board}${lang}` };
}

/** A comparison's rows as a drawing shows them: named from the store's lists, told in `language`. */
function shownCompare(
  pick: ComparePick,
  language: LanguageCode,
  lists: { clusters: readonly { key: string; display: string }[]; seasons: readonly Season[] },
  siteLanguage: LanguageCode,
): ShownCompare {
  return {
    pick,
    display: lists.clusters.find((c) => c.key === pick.cluster)?.display ?? pick.cluster,
    seasonName: lists.seasons.find((s) => s.id === pick.season)?.name ?? null,
    catalog: catalogOf(language),
    ...addressOf(pick, language, siteLanguage),
  };
}

/**
 * The comparisons of `store` (docs/adr/0083-compare.md): which one a page's address or an image's
 * query names, and a page's link preview of it, its rows read through `valueAt`.
 */
export function createCompares({ store, site, rules }: BoardsOptions) {
  const { seasonList, clusterList } = storeLists(store);

  /** The comparison a page's address shows, read as the page reads it; null when it shows none. */
  const ofPage = async (search: string, version: number, language: LanguageCode) => {
    const { address, season, seasons, clusters } = await readPageAddress(search, version, {
      store,
      rules,
    });
    const { compare, cluster, range } = address;
    if (!compare) return null;
    const pick: ComparePick = {
      view: compare.board,
      ids: [...compare.ids],
      leftOut: [],
      cluster,
      season,
      ...(range === 'all' || season !== null ? {} : { range }),
    };
    return shownCompare(pick, language, { clusters, seasons }, site.language);
  };

  return {
    /**
     * The link preview of a comparison's page in `language`, or null when the address shows no
     * comparison or fewer than two of its rows are found (the board's preview is shown then).
     */
    async previewOf(
      search: string,
      version: number | undefined,
      language: LanguageCode,
      valueAt: ValueAt,
    ): Promise<PreviewMetaOptions | null> {
      const shown = await ofPage(search, version ?? (await store.version()), language);
      if (shown === null) return null;
      const siteName = siteNameIn(site, shown.catalog);
      const url = publicAddress(site.publicUrl, '/', search);
      const summary = await readCompareSummary(valueAt, shown, { siteName, url });
      if (summary === null) return null;
      return {
        summary,
        imageUrl: publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, shown.address),
        catalog: shown.catalog,
      };
    },
    /**
     * The comparison a query names (`view=compare`, a list, its cluster, season, range and
     * `lang=`; the rest ignored), checked as the compare call checks them: a bad list or value
     * throws BadRequest. Its rows are not read.
     */
    async ofQuery(search: string, version?: number): Promise<ShownCompare> {
      const at = version ?? (await store.version());
      const params = new URLSearchParams(search);
      readParams(params, ['view']);
      const seasons = await seasonList(at);
      const season = params.has('season')
        ? readSeason(
            params,
            seasons.map((s) => s.id),
          )
        : null;
      const clusters = await clusterList(season, at);
      const listed = rules.listed(clusters.map((c) => c.key));
      const pick = parseCompareQuery(params, listed, season);
      // No cluster named, and none in the store.
      if (pick === null) throw unknownCluster(listed.keys);
      const language = addressLanguage(search, site.language);
      return shownCompare(pick, language, { clusters, seasons }, site.language);
    },
  };
}
