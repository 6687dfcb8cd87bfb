import { API_PREFIX } from '@ark/core';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';

/** The read API is public: other community sites may show it (docs/adr/0028-cors-and-methods.md). */
export const PUBLIC_READ: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };

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
