import { OPENAPI_PATH } from '@ark/core';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { OPENAPI_DOCUMENT } from '../openapi';

/** GET the OpenAPI document, compressed by Hono's middleware: asked rarely, so cheap per request. */
export function openapiRoutes(headers: Readonly<Record<string, string>>): Hono {
  return new Hono().get(OPENAPI_PATH, compress(), (c) => c.json(OPENAPI_DOCUMENT, 200, headers));
}
