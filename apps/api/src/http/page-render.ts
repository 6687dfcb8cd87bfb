import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type PageRenderer,
  type PageRenderInput,
  type Preferences,
  preferencesKey,
  readPreferences,
} from '@ark/core';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import type { AnswerCache } from './answer-cache';
import { pageLanguage, pageVary } from './request-language';

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
  /** `site.language`: the page's language when the request's own choices do not say. */
  siteLanguage?: LanguageCode;
  /**
   * What the page is drawn from at the version read, in the language chosen: its answers as the
   * JSON calls send them, the community's look, the link preview of its board (read on a miss).
   */
  input: (
    search: string,
    version: number,
    language: LanguageCode,
  ) => Promise<Omit<PageRenderInput, 'search' | 'preferences' | 'language'>>;
  logger: Logger;
  /** The drawn pages' cache (the `pages` share of the memory budget). */
  cache: AnswerCache;
}

/**
 * GET `/`: the page drawn on the server for the request's address, in its language (the address,
 * the visitor's cookie, Accept-Language, `site.language`: docs/adr/0064-languages-wired.md) and
 * the visitor's theme (docs/adr/0057-the-page-before-its-script.md), with the answers it was
 * drawn from embedded. Kept per (address, theme, language, data version) with an ETag and a 304,
 * compressed like the JSON answers, `no-cache` (a page names its hashed script, which a new build
 * replaces), its `Vary` naming the headers it was chosen by. When the render fails (a store
 * error, a bad bundle) the next handler answers: the built index.html, which fetches the same
 * answers itself, so a bad address never gets a 500.
 */
export function renderedPage({
  renderer,
  version,
  keptAddress = (address) => address,
  siteLanguage = DEFAULT_LANGUAGE,
  input,
  logger,
  cache,
}: RenderedPageOptions): MiddlewareHandler {
  return async (c, next) => {
    const search = new URL(c.req.url).search;
    const { theme } = readPreferences(c.req.header('Cookie'));
    // The page is drawn in the chosen language, not in the cookie: only the theme is drawn from it.
    const preferences: Preferences = theme ? { theme } : {};
    const choice = pageLanguage(c, siteLanguage);
    const { language } = choice;
    try {
      const drawnIn = [preferencesKey(preferences), `lang=${language}`].filter(Boolean).join('&');
      const address = `${keptAddress(`/${search}`)} ${drawnIn}`;
      const key = { version: await version(), address };
      return await cache.respond(c, key, async () => ({
        value: await renderer.render({
          search,
          preferences,
          language,
          ...(await input(search, key.version, language)),
        }),
        vary: pageVary(choice),
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
