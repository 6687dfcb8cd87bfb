import {
  API_PREFIX,
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
import { DETAIL_KINDS } from './detail';

/** Every path the API serves (a detail call's with `{id}`), listed in a 404's `allowed`. */
export const API_PATHS = [
  ...VIEWS.flatMap((view) => [RANKINGS_PATHS[view], clustersPath(view)]),
  ...DETAIL_KINDS.map((kind) => DETAIL_PATHS[kind]('{id}')),
  SEASONS_PATH,
  RANGES_PATH,
  OPENAPI_PATH,
  HEALTH_PATH,
];

/** Whether a path is one the API serves (a detail call's path holds any id segment). */
const DETAIL_ROUTE = new RegExp(
  `^(${DETAIL_KINDS.map((kind) => DETAIL_PATHS[kind]('[^/]+')).join('|')})$`,
);
const isApiPath = (path: string) => API_PATHS.includes(path) || DETAIL_ROUTE.test(path);

/** Whether a path lies under the API prefix. */
export const isApi = (path: string): boolean =>
  path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX;

/**
 * Past the routes: a wrong method on a served path is a 405 with Allow, an unknown API path or a
 * write anywhere a JSON 404 (docs/adr/0028-cors-and-methods.md); a read of a page path goes on
 * to the built page.
 */
export function fallbackRoutes(apiHeaders: Readonly<Record<string, string>>): Hono {
  return new Hono().all('*', async (c, next) => {
    const api = isApi(c.req.path);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isRead && (isApiPath(c.req.path) || c.req.path === '/')) {
      // The path exists; only reads are served on it (and CORS preflights under the API prefix).
      const allow = api ? 'GET, HEAD, OPTIONS' : 'GET, HEAD';
      const message = `${c.req.method} is not allowed on ${c.req.path}; use ${allow}`;
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
