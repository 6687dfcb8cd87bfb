import { historyPath } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, paramsOf, respondRead } from './context';
import { DETAIL_KINDS } from './detail';

/**
 * GET a player's or tribe's history (docs/adr/0063-history.md): one point a day, oldest first,
 * cached per data version like the detail calls (an import is the only thing that changes it).
 */
export function historyRoutes(deps: AnswerRoutes): Hono {
  const { answers } = deps;
  const routes = new Hono();
  for (const kind of DETAIL_KINDS) {
    routes.get(historyPath(kind, ':id'), (c) =>
      respondRead(c, deps, (version) =>
        answers.history(kind, c.req.param('id') ?? '', paramsOf(c), version),
      ),
    );
  }
  return routes;
}
