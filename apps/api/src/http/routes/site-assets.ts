import { type Handler, Hono } from 'hono';
import type { ServedSite } from '../../site/site-config';
import { answerTo, strongEtag } from '../representation';

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
  const body = Buffer.from(logo.bytes);
  const etag = strongEtag(logo.bytes);
  const validators = {
    ETag: etag,
    ...(logo.type === 'image/svg+xml' && { 'Content-Security-Policy': SVG_POLICY }),
  };
  // One representation per address, sent by the one answerTo (200 or 304).
  const serve = (cacheControl: string): Handler => {
    const notModified = { ...validators, 'Cache-Control': cacheControl };
    const representation = {
      body,
      etag,
      headers: { ...notModified, 'Content-Type': logo.type },
      notModified,
    };
    return (c) => {
      const answer = answerTo(representation, { ifNoneMatch: c.req.header('If-None-Match') });
      if (answer.status === 304) return c.body(null, 304, answer.headers);
      return c.body(new Uint8Array(answer.body), 200, answer.headers);
    };
  };
  return new Hono()
    .get(logo.path, serve('public, max-age=31536000, immutable'))
    .get(FAVICON_PATH, serve('no-cache'));
}
