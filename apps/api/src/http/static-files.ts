import { statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import {
  type Catalog,
  DEFAULT_LANGUAGE,
  documentTitleText,
  escapeHtml,
  type LanguageCode,
  languageOf,
  RANKINGS_PATHS,
} from '@ark/core';
import { type DiscordMessageKey, discordText } from '@ark/core/discord';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { catalogOf } from '../lib/catalogs';
import { pageLanguage, pageVary } from './request-language';

/** The page's file types, as the page has always been served (Hono's table differs for some). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const HINT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>ARK Leaderboards</title>
<p>The API is running, but the page is not built. Run <code>pnpm turbo run build --filter @ark/web</code>
(or <code>pnpm start</code>), or set ARK_WEB_DIR. The API answers at <a href="${RANKINGS_PATHS.tribes}">${RANKINGS_PATHS.tribes}</a>.</p></html>`;

/** The 404 page in a language (English: "Not found · ARK Leaderboards"). */
function notFoundHtml(catalog: Catalog): string {
  const say = (key: DiscordMessageKey) => escapeHtml(discordText(catalog.code, key));
  const title = escapeHtml(documentTitleText(catalog, discordText(catalog.code, 'notFound.title')));
  return `<!doctype html><html lang="${languageOf(catalog.code).htmlLang}"><meta charset="utf-8"><title>${title}</title>
<p>${say('notFound.text')} <a href="/">${say('notFound.link')}</a>.</p></html>`;
}

/** The web build's folder for the server-render bundle (docs/adr/0016-first-paint.md). */
const SERVER_DIR = 'server';

export interface StaticOptions {
  /** The web build; null = none (`/` answers a hint). */
  root: string | null;
  /** Serve `.map` files (they hold the page's whole source); off unless ARK_SERVE_SOURCEMAPS=1. */
  serveSourceMaps?: boolean;
  /** The page's Content-Security-Policy (its inline hashes allowed); the default one without. */
  pagePolicy?: string;
  /** `site.language`: the 404's language when the request's own choices do not say. */
  language?: LanguageCode;
}

/**
 * The small HTML 404 every unknown page path gets, for GET and HEAD, in the visitor's language
 * as the page would choose it (docs/adr/0064-languages-wired.md).
 */
export const notFoundPage =
  (siteLanguage: LanguageCode = DEFAULT_LANGUAGE) =>
  (c: Context): Response => {
    const choice = pageLanguage(c, siteLanguage);
    return c.html(notFoundHtml(catalogOf(choice.language)), 404, {
      'Cache-Control': 'no-cache',
      Vary: pageVary(choice),
    });
  };

const hint = (c: Context): Response => c.html(HINT, 503, { 'Cache-Control': 'no-cache' });

/**
 * The built page from `root`, served with @hono/node-server's serveStatic (mounted after the API
 * routes; GET and HEAD). The page has one address, `/` (any query string), answered with
 * index.html, no-cache and an ETag (a 304 on revalidation); `/index.html` redirects there so a
 * shared link has one form. Files of the build (robots.txt, the favicon, hashed /assets/* cached
 * for a year as immutable) are served as they are, as the `.br` or `.gz` copy the build wrote
 * beside them (apps/web/scripts/precompress.mjs) when the client accepts it, with `Vary:
 * Accept-Encoding` either way. Every other path, and a `.map` unless allowed, is a small HTML
 * 404, so crawlers and probes (`/.env`, `/wp-login.php`) are not told that the page lives
 * everywhere; serveStatic refuses `..`, `//` and percent-encoded paths. A hint answers `/` when
 * there is no build. docs/adr/0030-serving-the-page.md
 */
export function staticRoutes({
  root,
  serveSourceMaps = false,
  pagePolicy,
  language,
}: StaticOptions): Hono {
  const app = new Hono();
  const notFound = notFoundPage(language);
  if (!root) return app.get('/', hint).get('*', notFound);
  app.get(
    '/',
    // Outside etag(): a 304 carries the page's policy too, as a cache keeps a 304's headers.
    async (c, next) => {
      await next();
      if (pagePolicy) c.res.headers.set('Content-Security-Policy', pagePolicy);
    },
    etag(),
    filePolicy,
    serveStatic({ root, path: 'index.html', precompressed: true }),
    hint,
  );
  app.get('/index.html', (c) => c.redirect(`/${new URL(c.req.url).search}`, 301));
  app.get(
    '*',
    async (c, next) => {
      if (!serveSourceMaps && c.req.path.endsWith('.map')) return notFound(c);
      // The server-render bundle and its template are the server's, not the visitor's.
      if (c.req.path.startsWith(`/${SERVER_DIR}/`)) return notFound(c);
      await next();
    },
    filePolicy,
    serveStatic({ root, precompressed: true }),
    notFound,
  );
  return app;
}

/**
 * Whether `staticRoutes` serves a file of the build at `path` (for the 405s of other methods
 * there): in `root`, not the server's own bundle, not a `.map` unless allowed, nothing that
 * serveStatic refuses (`..`, `//`, percent-encoding).
 */
export function servesBuiltFile(
  { root, serveSourceMaps = false }: StaticOptions,
  path: string,
): boolean {
  if (!root || /\.\.|\/\/|%|\\/.test(path)) return false;
  if (path.startsWith(`/${SERVER_DIR}/`) || (!serveSourceMaps && path.endsWith('.map'))) {
    return false;
  }
  const file = join(root, path);
  return (
    file.startsWith(root + sep) && statSync(file, { throwIfNoEntry: false })?.isFile() === true
  );
}

/**
 * Type, caching and Vary of a file serveStatic found, set on its answer (its onFound hook runs
 * after the answer is built, too late to change its headers).
 */
const filePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const headers = c.res.headers;
  const type = TYPES[extname(c.req.path).toLowerCase()];
  if (type) headers.set('Content-Type', type);
  const immutable = c.req.path.startsWith('/assets/');
  headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  headers.set('Vary', 'Accept-Encoding');
};
