import {
  clustersPath,
  type PageRenderer,
  RANGES_PATH,
  RANKINGS_PATHS,
  rankingsQuery,
  SEASONS_PATH,
} from '@ark/core';
import { Hono } from 'hono';
import type { Logger } from '../../lib/logger';
import type { AnswerCache, AnswerKey, Computed } from '../answer-cache';
import { renderedPage } from '../page-render';
import { type AnswerRoutes, getAnswer, keptAddress } from './context';

export interface PageRoutesOptions extends AnswerRoutes {
  renderer: PageRenderer;
  /** The drawn pages' cache. */
  pages: AnswerCache;
  logger: Logger;
}

/**
 * GET `/` drawn on the server by the web build's bundle (docs/adr/0016-first-paint.md), from the
 * answers the JSON calls send for the same addresses, read through their cache.
 */
export function pageRoutes({
  store,
  answers,
  cache,
  stack,
  renderer,
  pages,
  logger,
  now,
}: PageRoutesOptions): Hono {
  const kept = (address: string) => keptAddress(address, store, now);
  /** The JSON answer of `address` (path and query), as its call would send it. */
  const body = async (address: string, compute: (params: URLSearchParams) => Promise<Computed>) => {
    const key: AnswerKey = { version: await store.version(), address: kept(address) };
    return cache.body(key, () => compute(new URL(address, 'http://localhost').searchParams));
  };
  return getAnswer(
    new Hono(),
    '/',
    stack,
    renderedPage({
      renderer,
      version: () => store.version(),
      keptAddress: kept,
      cache: pages,
      logger,
      clusters: (view, season) =>
        body(`${clustersPath(view)}${season === null ? '' : `?season=${season}`}`, (params) =>
          answers.clusters(params),
        ),
      rankings: (request) =>
        body(`${RANKINGS_PATHS[request.view]}?${rankingsQuery(request)}`, (params) =>
          answers.rankings(request.view, params),
        ),
      seasons: () => body(SEASONS_PATH, () => answers.seasons()),
      ranges: () => body(RANGES_PATH, () => answers.ranges()),
    }),
  );
}
