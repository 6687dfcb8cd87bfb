import type { MiddlewareHandler } from 'hono';

/** A content security policy as its directives, each with its sources. */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;

/** The page needs no inline script, no third-party origin and no framing. */
export const DEFAULT_DIRECTIVES: PolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * A Content-Security-Policy value from its directives, in their order.
 * @example policyOf({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] }) // "default-src 'none'; style-src 'unsafe-inline'"
 */
export function policyOf(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The directives of `base` with `more` sources added to the ones it names (new ones last). */
export function withSources(base: PolicyDirectives, more: PolicyDirectives): PolicyDirectives {
  const merged: Record<string, readonly string[]> = { ...base };
  for (const [name, sources] of Object.entries(more)) {
    merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  }
  return merged;
}

/** Every answer's policy unless its route sets its own (the page, an embed, an SVG logo). */
export const CONTENT_SECURITY_POLICY = policyOf(DEFAULT_DIRECTIVES);

/** The headers of every answer (docs/adr/0029-security-headers.md). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Set on an answer built with SECURITY_HEADERS in its own header object (the answer cache's). */
const SECURED = Symbol('secured');

/** Marks an answer whose headers already hold SECURITY_HEADERS; returns it. */
export function markSecured(res: Response): Response {
  (res as Response & { [SECURED]?: true })[SECURED] = true;
  return res;
}

/**
 * Adds the security headers to every answer, errors, redirects and 304s included, except one
 * marked by markSecured; a header the route set itself (a page's own policy) is kept.
 * Hand-written rather than Hono's secureHeaders: that one sets them on every answer after the
 * handler, which turns a cached page's plain header object into a Headers instance (measured:
 * docs/benchmarks.md#own-code-over-middleware).
 */
export function securityHeaders(): MiddlewareHandler {
  const entries = Object.entries(SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    if ((c.res as Response & { [SECURED]?: true })[SECURED]) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) if (!headers.has(name)) headers.set(name, value);
  };
}
