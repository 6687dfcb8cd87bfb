import { API_PREFIX } from '@ark/core';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';

/** The read API is public: other community sites may show it (docs/adr/0028-cors-and-methods.md). */
export const PUBLIC_READ: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };

/** Whether a path lies under the API prefix. */
export const isApi = (path: string): boolean =>
  path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX;

/** The headers an answer of `path` carries for other sites: the API's CORS header. */
export const corsOf = (path: string): Readonly<Record<string, string>> =>
  isApi(path) ? PUBLIC_READ : {};

/** The CORS preflight's policy. */
export const CORS_POLICY = {
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'OPTIONS'],
  maxAge: 86_400,
};

/**
 * Answers the API's CORS preflights. GET answers carry PUBLIC_READ themselves: cors() on them
 * would turn each prepared header object into a Headers instance
 * (docs/benchmarks.md#own-code-over-middleware).
 */
export function answerPreflights(app: Hono): void {
  app.options(`${API_PREFIX}/*`, cors(CORS_POLICY));
}
