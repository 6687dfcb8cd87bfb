import type { MiddlewareHandler } from 'hono';

/** The page needs no inline script, no third-party origin and no framing. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

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
 * marked by markSecured. Hand-written rather than Hono's secureHeaders: that one sets them on
 * every answer after the handler, which turns a cached page's plain header object into a Headers
 * instance (measured: docs/benchmarks.md#own-code-over-middleware).
 */
export function securityHeaders(): MiddlewareHandler {
  const entries = Object.entries(SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    if ((c.res as Response & { [SECURED]?: true })[SECURED]) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
  };
}
