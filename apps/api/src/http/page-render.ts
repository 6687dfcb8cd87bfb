import { pathToFileURL } from 'node:url';
import {
  type ClusterListWire,
  type CompareAnswerWire,
  clustersPath,
  DEFAULT_LANGUAGE,
  DETAIL_PATHS,
  type DetailAnswerWire,
  detailQuery,
  type HallAnswerWire,
  type HistoryAnswerWire,
  hallAddress,
  historyPath,
  type LanguageCode,
  type PageRenderer,
  type PageRenderInput,
  POPULATION_PATH,
  type PopulationAnswerWire,
  type Preferences,
  type PreviewMetaOptions,
  preferencesKey,
  RANGES_PATH,
  RANKINGS_PATHS,
  type RangesAnswerWire,
  type RankingAnswerWire,
  rankingsQuery,
  readPreferences,
  SEASONS_PATH,
  type SeasonListWire,
} from '@ark/core';
import type { Logger } from '../lib/logger';
import type { ServedSite } from '../site/site-config';
import type { AnswerKind } from './answer-cache';
import { NotFound } from './api-error';
import { type Miss, type ReadAt, type ReadRow, readRow } from './read-row';
import { pageLanguageOf, pageVary } from './request-language';

/**
 * The page's server-render bundle at `path` (apps/web/dist/server/entry-server.js), imported at
 * run time: nothing imports the web app. Null when there is none or it does not load (logged):
 * `/` then answers the built index.html (docs/adr/0016-first-paint.md).
 */
export async function loadPageRenderer(
  path: string | null,
  logger: Logger,
): Promise<PageRenderer | null> {
  if (!path) return null;
  try {
    const bundle: Partial<PageRenderer> = await import(pathToFileURL(path).href);
    if (typeof bundle.render === 'function') {
      const { render, cspSources } = bundle;
      return { render, ...(typeof cspSources === 'function' && { cspSources }) };
    }
    logger.error({ msg: 'the page bundle has no render(); / answers index.html', path });
  } catch (error) {
    logger.error({
      msg: 'the page bundle did not load; / answers index.html',
      path,
      error: String(error),
    });
  }
  return null;
}

/** The answers a page is drawn from: the board's, and the panel its address opens with its history. */
type PageAnswers = Required<
  Pick<
    PageRenderInput,
    | 'clusters'
    | 'rankings'
    | 'seasons'
    | 'ranges'
    | 'detail'
    | 'history'
    | 'hall'
    | 'population'
    | 'compare'
  >
>;

/** An address as the page's client asks it: the path, and its query when there is one. */
const addressOf = (path: string, query?: URLSearchParams) => {
  const search = query?.toString() ?? '';
  return search === '' ? path : `${path}?${search}`;
};

/**
 * The calls' answers at the page's data version as values, each by the address the page's client asks it at
 * (core's client.ts), through the answer cache: an answer kept is the page's at once, one computed
 * for the page is kept for the call (docs/adr/0016-first-paint.md, docs/adr/0081-one-answer-cache.md).
 */
function pageAnswers(valueAt: Miss['valueAt']): PageAnswers {
  // The value as the wire types it: the server's answers are what core's wire schemas describe.
  const value = async <T>(address: string) => (await valueAt(address)) as T;
  // A hidden or unknown id (the call's 404) is null: the panel says so.
  const orNull = <T>(answer: Promise<T>) =>
    answer.catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
  return {
    clusters: (view, season) =>
      value<ClusterListWire>(
        addressOf(
          clustersPath(view),
          season === null ? undefined : new URLSearchParams({ season: `${season}` }),
        ),
      ),
    rankings: (request) =>
      value<RankingAnswerWire>(addressOf(RANKINGS_PATHS[request.view], rankingsQuery(request))),
    seasons: () => value<SeasonListWire>(SEASONS_PATH),
    ranges: () => value<RangesAnswerWire>(RANGES_PATH),
    detail: (request) =>
      orNull(
        value<DetailAnswerWire>(
          addressOf(DETAIL_PATHS[request.kind](request.id), detailQuery(request)),
        ),
      ),
    history: (kind, id, cluster) =>
      orNull(
        value<HistoryAnswerWire>(
          addressOf(historyPath(kind, id), new URLSearchParams({ cluster })),
        ),
      ),
    // The hall of fame tab's sections (docs/adr/0084-the-hall-on-the-page.md).
    hall: (request) => value<HallAnswerWire>(hallAddress(request)),
    // The population chart of a logged cluster's board (docs/adr/0104).
    population: (cluster) =>
      value<PopulationAnswerWire>(addressOf(POPULATION_PATH, new URLSearchParams({ cluster }))),
    // The comparison the address shows, at the call's own address (docs/adr/0083-compare.md).
    compare: (address) => value<CompareAnswerWire>(address),
  };
}

export interface PageRowOptions {
  renderer: PageRenderer;
  /** The drawn pages' kind of the answer cache (the `pages` share of the memory budget). */
  cache: AnswerKind;
  logger: Logger;
  /** The community's look and language. */
  site: ServedSite;
  /**
   * The link preview of an address's board (or hall, or comparison: docs/adr/0083-compare.md) in
   * a language, at a data version (its Open Graph tags), its answers read through `valueAt` where
   * it reads the calls'.
   */
  preview?: (
    search: string,
    version: number,
    language: LanguageCode,
    valueAt: Miss['valueAt'],
  ) => Promise<PreviewMetaOptions>;
}

/** The first value of a request header. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * GET `/`: the page drawn on the server for the request's address, in its language (the address,
 * the visitor's cookie, Accept-Language, `site.language`: docs/adr/0064-languages-wired.md) and
 * the visitor's theme (docs/adr/0057-the-page-before-its-script.md), from the calls' answers as
 * values, its board's link preview from the board model. Kept per (address, theme, language,
 * data version) with an ETag and a 304, compressed like the JSON answers, `no-cache` (a page
 * names its hashed script, which a new build replaces), its `Vary` naming the headers it was
 * chosen by. When the render fails (a store error, a bad bundle) the app answers: the built
 * index.html, which fetches the same answers itself, so a bad address never gets a 500.
 */
export function pageRow({ renderer, cache, logger, site, preview }: PageRowOptions): ReadRow {
  const siteLanguage = site.language ?? DEFAULT_LANGUAGE;
  const choicesOf = ({ req, query }: ReadAt) => {
    const cookie = first(req.headers.cookie);
    const { theme } = readPreferences(cookie);
    // The page is drawn in the chosen language, not in the cookie: only the theme is drawn from it.
    const preferences: Preferences = theme ? { theme } : {};
    const choice = pageLanguageOf(
      { query, cookie, acceptLanguage: first(req.headers['accept-language']) },
      siteLanguage,
    );
    return { preferences, choice };
  };
  return readRow({
    path: '/',
    parse: (at) => ({
      ...choicesOf(at),
      search: at.query === '' ? '' : new URL(at.address, 'http://localhost').search,
    }),
    compute: async ({ preferences, choice, search }, { version, valueAt }) => {
      const { language } = choice;
      const value = await renderer.render({
        search,
        preferences,
        language,
        ...pageAnswers(valueAt),
        ...(site.branding && { site: site.branding }),
        ...(preview && { preview: await preview(search, version, language, valueAt) }),
      });
      return { value, vary: pageVary(choice) };
    },
    draw: cache,
    drawnIn: (at) => {
      const { preferences, choice } = choicesOf(at);
      return [preferencesKey(preferences), `lang=${choice.language}`].filter(Boolean).join('&');
    },
    refuse: (error, at) => {
      logger.error({
        msg: 'the page could not be drawn on the server; sending index.html',
        search: at.query === '' ? '' : `?${at.query}`,
        error: error instanceof Error ? error.message : String(error),
      });
      return 'app';
    },
  });
}
