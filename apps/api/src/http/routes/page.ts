import {
  detailQuery,
  type LanguageCode,
  type PageRenderer,
  type PageRenderInput,
  type PreviewMetaOptions,
  rankingsQuery,
} from '@ark/core';
import { Hono } from 'hono';
import type { Logger } from '../../lib/logger';
import type { ServedSite } from '../../site/site-config';
import type { AnswerCache } from '../answer-cache';
import type { CallRead } from '../answers';
import { NotFound } from '../api-error';
import { renderedPage } from '../page-render';
import { type AnswerRoutes, keptAddress } from './context';

export interface PageRoutesOptions extends AnswerRoutes {
  renderer: PageRenderer;
  /** The drawn pages' cache. */
  pages: AnswerCache;
  logger: Logger;
  /** The community's look the page is drawn in. */
  site?: ServedSite;
  /**
   * The link preview of an address's board (its Open Graph tags), at a data version, in a
   * language; none without.
   */
  preview?: (
    search: string,
    version: number,
    language: LanguageCode,
  ) => Promise<PreviewMetaOptions>;
}

/** The answers a page embeds: the board's, and the panel its address opens with its history. */
type EmbeddedAnswers = Required<
  Pick<PageRenderInput, 'clusters' | 'rankings' | 'seasons' | 'ranges' | 'detail' | 'history'>
>;

/**
 * The calls' answers as the JSON calls send them at `version`, byte for byte, read through their
 * cache (the same keys): what the page's render embeds is what the client would have fetched
 * (docs/adr/0016-first-paint.md). The page's bundle reads them; nothing here parses them back.
 */
function embeddedAnswers(
  { answers, cache }: Pick<AnswerRoutes, 'answers' | 'cache'>,
  version: number,
): EmbeddedAnswers {
  const text = async (read: CallRead | Promise<CallRead>) => {
    const { key, compute } = await read;
    return cache.body(key, () => compute());
  };
  // A hidden or unknown id (the call's 404) is null: the panel says so.
  const orNull = (answer: Promise<string>) =>
    answer.catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
  return {
    // Both views list the same clusters.
    clusters: (_view, season) =>
      text(
        answers.clusters(
          new URLSearchParams(season === null ? {} : { season: `${season}` }),
          version,
        ),
      ),
    rankings: (request) => text(answers.rankings(request.view, rankingsQuery(request), version)),
    seasons: () => text(answers.seasons(version)),
    ranges: () => text(answers.ranges(version)),
    detail: (request) =>
      orNull(text(answers.detail(request.kind, request.id, detailQuery(request), version))),
    history: (kind, id, cluster) =>
      orNull(text(answers.history(kind, id, new URLSearchParams({ cluster }), version))),
  };
}

/**
 * GET `/` drawn on the server by the web build's bundle (docs/adr/0016-first-paint.md), from the
 * answers the JSON calls send for the same addresses, read through their cache, and its board's
 * link preview from the store's board model (store/board.ts), all at the version the request read.
 */
export function pageRoutes({
  renderer,
  pages,
  logger,
  site,
  preview,
  ...routes
}: PageRoutesOptions): Hono {
  return new Hono().get(
    '/',
    renderedPage({
      renderer,
      version: () => routes.store.version(),
      keptAddress: (address) => keptAddress(address, routes.store, routes.now),
      ...(site && { siteLanguage: site.language }),
      cache: pages,
      logger,
      input: async (search, version, language) => ({
        ...embeddedAnswers(routes, version),
        ...(site?.branding && { site: site.branding }),
        ...(preview && { preview: await preview(search, version, language) }),
      }),
    }),
  );
}
