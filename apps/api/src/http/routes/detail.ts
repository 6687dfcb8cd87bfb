import { DETAIL_PATHS, type DetailKind } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, answerKey, getAnswer, paramsOf } from './context';

/** The detail calls' kinds, one route each. */
export const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

/**
 * GET one player or tribe (docs/adr/0017-detail-view.md): cached per data version like the
 * rankings; an unknown or hidden id is a 404 (NotFound, thrown before anything is kept).
 */
export function detailRoutes(deps: AnswerRoutes): Hono {
  const { answers, cache, stack } = deps;
  const routes = new Hono();
  for (const kind of DETAIL_KINDS) {
    getAnswer(routes, DETAIL_PATHS[kind](':id'), stack, async (c) =>
      cache.respond(c, await answerKey(c, deps), () =>
        answers.detail(kind, c.req.param('id') ?? '', paramsOf(c)),
      ),
    );
  }
  return routes;
}
