import {
  clustersPath,
  DETAIL_PATHS,
  detailQuery,
  type PageRenderInput,
  RANGES_PATH,
  RANKINGS_PATHS,
  rankingsQuery,
  SEASONS_PATH,
} from '@ark/core';
import type { AnswerKey, Computed } from './answer-cache';
import { NotFound } from './api-error';
import { type AnswerRoutes, keptAddress } from './routes/context';

/** The JSON answers the server's own drawings read, as text: the page, its preview, an embed. */
export type AnswerTexts = Required<
  Pick<PageRenderInput, 'clusters' | 'rankings' | 'seasons' | 'ranges'>
>;

/** The answers the page's render reads: those and the panel an address opens. */
export type PageTexts = AnswerTexts & Required<Pick<PageRenderInput, 'detail'>>;

/**
 * The calls' answers as the JSON calls send them, byte for byte, read through their cache: what
 * the page's render embeds and what a preview or an embed draws are the same answers
 * (docs/adr/0016-first-paint.md).
 */
export function answerTexts({
  store,
  answers,
  cache,
  now,
}: Pick<AnswerRoutes, 'store' | 'answers' | 'cache' | 'now'>): PageTexts {
  /** The JSON answer of `address` (path and query), as its call would send it. */
  const body = async (address: string, compute: (params: URLSearchParams) => Promise<Computed>) => {
    const key: AnswerKey = {
      version: await store.version(),
      address: keptAddress(address, store, now),
    };
    return cache.body(key, () => compute(new URL(address, 'http://localhost').searchParams));
  };
  return {
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
    // The panel an address opens: a hidden or unknown id (the call's 404) is null.
    detail: (request) =>
      body(`${DETAIL_PATHS[request.kind](request.id)}?${detailQuery(request)}`, (params) =>
        answers.detail(request.kind, request.id, params),
      ).catch((error: unknown) => {
        if (error instanceof NotFound) return null;
        throw error;
      }),
  };
}
