import {
  clustersPath,
  DETAIL_PATHS,
  HEALTH_PATH,
  OPENAPI_PATH,
  RANGES_PATH,
  RANKINGS_PATHS,
  SEASONS_PATH,
  VIEWS,
} from '@ark/core';
import { Hono } from 'hono';
import { clip } from '../../lib/clip';
import { errorBody } from '../api-error';
import { DETAIL_KINDS } from '../parse-detail-query';
import { isApi } from '../public-read';

/** Every path the API serves (a detail call's with `{id}`), listed in a 404's `allowed`. */
export const API_PATHS = [
  ...VIEWS.flatMap((view) => [RANKINGS_PATHS[view], clustersPath(view)]),
  ...DETAIL_KINDS.map((kind) => DETAIL_PATHS[kind]('{id}')),
  SEASONS_PATH,
  RANGES_PATH,
  OPENAPI_PATH,
  HEALTH_PATH,
];

/**
 * Past the routes: a wrong method on a path something serves is a 405 with Allow (`methodsOf`
 * says which: docs/adr/0028-cors-and-methods.md, docs/adr/0058-hostile-traffic-and-hard-restarts.md;
 * under the API prefix OPTIONS too, the CORS preflight), an unknown API path or a write anywhere
 * else a JSON 404; a read of a page path goes on to the built page.
 */
export function fallbackRoutes(
  apiHeaders: Readonly<Record<string, string>>,
  methodsOf: (path: string) => string[],
): Hono {
  return new Hono().all('*', async (c, next) => {
    const api = isApi(c.req.path);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const served = isRead ? [] : methodsOf(c.req.path);
    if (served.length > 0) {
      const allow = (api ? [...served, 'OPTIONS'] : served).join(', ');
      const message = `${c.req.method} is not allowed on ${clip(c.req.path)}; use ${allow}`;
      return c.json(errorBody('method_not_allowed', message, allow.split(', ')), 405, {
        Allow: allow,
        ...(api ? apiHeaders : {}),
      });
    }
    if (api || !isRead) {
      const body = errorBody('not_found', `No ${c.req.method} ${clip(c.req.path)}`, API_PATHS);
      return c.json(body, 404, api ? apiHeaders : {});
    }
    await next();
  });
}
