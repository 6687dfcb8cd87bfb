import { clustersPath, RANKINGS_PATHS, VIEWS } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, answerKey, getAnswer, paramsOf } from './context';

/** GET the rankings and the cluster list of each view (docs/adr/0005-wire-contract.md). */
export function rankingsRoutes(deps: AnswerRoutes): Hono {
  const { answers, cache, stack } = deps;
  const routes = new Hono();
  for (const view of VIEWS) {
    getAnswer(routes, clustersPath(view), stack, async (c) =>
      cache.respond(c, await answerKey(c, deps), () => answers.clusters(paramsOf(c))),
    );
    getAnswer(routes, RANKINGS_PATHS[view], stack, async (c) =>
      cache.respond(c, await answerKey(c, deps), () => answers.rankings(view, paramsOf(c))),
    );
  }
  return routes;
}
