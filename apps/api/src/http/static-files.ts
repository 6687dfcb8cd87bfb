import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { RANKINGS_PATHS } from '@ark/core';
import type { Context } from 'hono';
import { type Encoding, pickEncoding } from './encoding';

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

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

const NOT_FOUND = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found · ARK Leaderboards</title>
<p>There is nothing at this address. <a href="/">Go to the leaderboards</a>.</p></html>`;

/**
 * Serves the built page from `root`. The page has one address, `/` (any query string), answered
 * with index.html and no-cache; `/index.html` redirects there so a shared link has one form. Files
 * of the build (robots.txt, the favicon, hashed /assets/* cached for a year as immutable) are
 * served as they are; every other path is a small 404 page, so crawlers and probes (`/.env`,
 * `/wp-login.php`) are not told that the page lives everywhere. A hint answers when there is no
 * build.
 */
export interface StaticOptions {
  /** Serve `.map` files (they hold the page's whole source); off unless ARK_SERVE_SOURCEMAPS=1. */
  serveSourceMaps?: boolean;
}

/**
 * A file of the build, as the client accepts it: the `.br` or `.gz` copy the build wrote beside
 * it (apps/web/scripts/precompress.mjs) when there is one, else the file itself.
 */
async function readBest(
  path: string,
  accept: Encoding | null,
): Promise<{ body: Buffer; encoding: Encoding | null } | null> {
  const order: Encoding[] = accept === 'br' ? ['br', 'gzip'] : accept === 'gzip' ? ['gzip'] : [];
  for (const encoding of order) {
    const body = await readIfFile(`${path}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (body) return { body, encoding };
  }
  const body = await readIfFile(path);
  return body ? { body, encoding: null } : null;
}

export async function serveStatic(
  c: Context,
  root: string | null,
  { serveSourceMaps = false }: StaticOptions = {},
): Promise<Response> {
  const accept = pickEncoding(c.req.header('Accept-Encoding'));
  const encoded = (encoding: Encoding | null): Record<string, string> =>
    encoding
      ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }
      : { Vary: 'Accept-Encoding' };
  const html = (body: string | Buffer, status: 200 | 404 | 503, encoding: Encoding | null = null) =>
    c.body(body as never, status, {
      'Content-Type': TYPES['.html'] as string,
      'Cache-Control': 'no-cache',
      ...(status === 200 ? encoded(encoding) : {}),
    });
  if (!root) return html(HINT, 503);
  const base = resolve(root);
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    return html(NOT_FOUND, 404);
  }
  if (path === '/index.html') {
    const query = new URL(c.req.url).search;
    return c.redirect(`/${query}`, 301);
  }
  if (path === '/') {
    const index = await readBest(resolve(base, 'index.html'), accept);
    return index ? html(index.body, 200, index.encoding) : html(HINT, 503);
  }
  const target = resolve(base, `.${path}`);
  const hidden = extname(target) === '.map' && !serveSourceMaps;
  if (target.startsWith(base + sep) && !hidden) {
    const file = await readBest(target, accept);
    if (file) {
      const immutable = path.startsWith('/assets/');
      return c.body(file.body as never, 200, {
        'Content-Type': TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...encoded(file.encoding),
      });
    }
  }
  return html(NOT_FOUND, 404);
}
