import { type Handler, Hono } from 'hono';
import type { ServedSite } from '../../site/site-config';
import { etagMatches, strongEtag } from '../etag';

/** An SVG may hold script: served as an image document that runs none (opened on its own too). */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The favicon browsers ask for on their own. */
export const FAVICON_PATH = '/favicon.ico';

/**
 * The community's logo (docs/adr/0049-the-community-site-served.md): under its hashed address,
 * cached for a year as immutable; at /favicon.ico, revalidated (a new logo keeps that address).
 * Its type is the one its content showed at start; an SVG gets a policy that runs no script.
 * Nothing is served without a logo.
 */
export function siteAssetRoutes({ logo }: ServedSite): Hono {
  if (!logo) return new Hono();
  const bytes = new Uint8Array(logo.bytes);
  const validators = {
    ETag: strongEtag(logo.bytes),
    ...(logo.type === 'image/svg+xml' && { 'Content-Security-Policy': SVG_POLICY }),
  };
  const serve = (cacheControl: string): Handler => {
    const notModified = { ...validators, 'Cache-Control': cacheControl };
    const headers = { ...notModified, 'Content-Type': logo.type };
    return (c) =>
      etagMatches(c.req.header('If-None-Match'), validators.ETag)
        ? c.body(null, 304, notModified)
        : c.body(bytes, 200, headers);
  };
  return new Hono()
    .get(logo.path, serve('public, max-age=31536000, immutable'))
    .get(FAVICON_PATH, serve('no-cache'));
}
