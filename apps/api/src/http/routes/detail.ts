import { DETAIL_PATHS, type DetailKind } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, paramsOf, respondRead } from './context';

/** The detail calls' kinds, one route each. */
export const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

/**
 * GET one player or tribe (docs/adr/0017-detail-view.md): cached per data version like the
 * rankings; an unknown or hidden id is a 404 (NotFound, thrown before anything is kept).
 */
export function detailRoutes(deps: AnswerRoutes): Hono {
  const { answers } = deps;
  const routes = new Hono();
  for (const kind of DETAIL_KINDS) {
    routes.get(DETAIL_PATHS[kind](':id'), (c) =>
      respondRead(c, deps, (version) =>
        answers.detail(kind, c.req.param('id') ?? '', paramsOf(c), version),
      ),
    );
  }
  return routes;
}
