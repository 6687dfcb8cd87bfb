import { pathToFileURL } from 'node:url';
import {
  type PageRenderer,
  type PageRenderInput,
  preferencesKey,
  readPreferences,
} from '@ark/core';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import type { AnswerCache } from './answer-cache';

/**
 * The page's server-render bundle at `path` (apps/web/dist/server/entry-server.js), imported at
 * run time: nothing imports the web app. Null when there is none or it does not load (logged):
 * `/` then answers the built index.html (docs/adr/0016-first-paint.md).
 */
export async function loadPageRenderer(
  path: string | null,
  logger: Logger,
): Promise<PageRenderer | null> {
  if (!path) return null;
  try {
    const bundle: Partial<PageRenderer> = await import(pathToFileURL(path).href);
    if (typeof bundle.render === 'function') {
      const { render, cspSources } = bundle;
      return { render, ...(typeof cspSources === 'function' && { cspSources }) };
    }
    logger.error({ msg: 'the page bundle has no render(); / answers index.html', path });
  } catch (error) {
    logger.error({
      msg: 'the page bundle did not load; / answers index.html',
      path,
      error: String(error),
    });
  }
  return null;
}

export interface RenderedPageOptions {
  renderer: PageRenderer;
  /** The store's data version, read once per request: a drawn page is kept per (address, version). */
  version: () => Promise<number>;
  /** The address a page is kept under (a range's period start added: routes/context.ts). */
  keptAddress?: (address: string) => string;
  /**
   * What the page is drawn from at the version read: its answers as the JSON calls send them, the
   * community's look, the link preview of its board (read on a miss only).
   */
  input: (
    search: string,
    version: number,
  ) => Promise<Omit<PageRenderInput, 'search' | 'preferences'>>;
  logger: Logger;
  /** The drawn pages' cache (the `pages` share of the memory budget). */
  cache: AnswerCache;
}

/**
 * GET `/`: the page drawn on the server for the request's address and the visitor's remembered
 * choices (their cookies: docs/adr/0057-the-page-before-its-script.md), with the answers it was
 * drawn from embedded. Kept per (address, choices, data version) with an ETag and a 304, compressed like the JSON
 * answers, `no-cache` (a page names its hashed script, which a new build replaces). When the
 * render fails (a store error, a bad bundle) the next handler answers: the built index.html, which
 * fetches the same answers itself, so a bad address never gets a 500.
 */
export function renderedPage({
  renderer,
  version,
  keptAddress = (address) => address,
  input,
  logger,
  cache,
}: RenderedPageOptions): MiddlewareHandler {
  return async (c, next) => {
    const search = new URL(c.req.url).search;
    const preferences = readPreferences(c.req.header('Cookie'));
    const chosen = preferencesKey(preferences);
    try {
      const address = keptAddress(`/${search}`) + (chosen === '' ? '' : ` ${chosen}`);
      const key = { version: await version(), address };
      return await cache.respond(c, key, async () => ({
        value: await renderer.render({
          search,
          preferences,
          ...(await input(search, key.version)),
        }),
      }));
    } catch (error) {
      logger.error({
        msg: 'the page could not be drawn on the server; sending index.html',
        search,
        error: error instanceof Error ? error.message : String(error),
      });
      await next();
    }
  };
}
