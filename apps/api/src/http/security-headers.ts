import type { MiddlewareHandler } from 'hono';

/** The page needs no inline script, no third-party origin and no framing. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** The headers of every answer (docs/decisions.md#security-headers). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Answers built with SECURITY_HEADERS in their own header object (the answer cache's). */
const secured = new WeakSet<Response>();

/** Marks an answer whose headers already hold SECURITY_HEADERS; returns it. */
export function markSecured(res: Response): Response {
  secured.add(res);
  return res;
}

/**
 * Adds the security headers to every answer, errors, redirects and 304s included, except one
 * marked by markSecured. Hand-written rather than Hono's secureHeaders, because that one sets
 * them on every answer after the handler: on an answer with a plain header object (what the
 * node-server adapter writes straight out) that turns the headers into a Headers instance and
 * costs a cached page ~X % of its throughput (apps/api/README.md#benchmark).
 */
export function securityHeaders(): MiddlewareHandler {
  const entries = Object.entries(SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    if (secured.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
  };
}
