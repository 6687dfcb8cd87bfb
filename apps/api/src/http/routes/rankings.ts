import { clustersPath, RANKINGS_PATHS, VIEWS } from '@ark/core';
import { Hono } from 'hono';
import { type AnswerRoutes, paramsOf, respondRead } from './context';

/** GET the rankings and the cluster list of each view (docs/adr/0005-wire-contract.md). */
export function rankingsRoutes(deps: AnswerRoutes): Hono {
  const { answers } = deps;
  const routes = new Hono();
  for (const view of VIEWS) {
    routes.get(clustersPath(view), (c) =>
      respondRead(c, deps, (version) => answers.clusters(paramsOf(c), version)),
    );
    routes.get(RANKINGS_PATHS[view], (c) =>
      respondRead(c, deps, (version) => answers.rankings(view, paramsOf(c), version)),
    );
  }
  return routes;
}
