import { API_PREFIX } from '@ark/core';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import { securityHeaders } from './security-headers';

/**
 * Who does the HTTP work of the cached answers. 'own' (the default): the answer cache makes each
 * answer's ETag and codings once and sends prepared headers; the security headers and the CORS
 * header on GET are set by hand (docs/benchmarks.md#own-code-over-middleware). 'hono': Hono's
 * secureHeaders, cors, etag and compress do it per request, as a stock Hono app would; the
 * benchmark runs both side by side (ARK_HTTP_MIDDLEWARE). 'hono' compresses with gzip only
 * (Hono's compress knows no br) and its 304s keep only Hono's retained headers.
 */
export type MiddlewareChoice = 'own' | 'hono';

/** The read API is public: other community sites may show it (docs/adr/0028-cors-and-methods.md). */
export const PUBLIC_READ: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };

/** The CORS preflight's policy, and with 'hono' every API answer's. */
const CORS = { origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86_400 };

/** The middleware pieces of one choice. */
export interface Stack {
  /** Every answer's security headers. */
  securityHeaders: MiddlewareHandler;
  /** Registers CORS under the API prefix: for the preflights (own), or every answer (hono). */
  useCors(app: Hono): void;
  /** The cached answers' routes: none (own: the cache does it), or etag and compress (hono). */
  answers: MiddlewareHandler[];
  /** Headers the API's own answers carry themselves: the CORS header (own), none (hono). */
  apiHeaders: Readonly<Record<string, string>>;
}

/**
 * Hono's secureHeaders set to exactly the headers security-headers.ts sets, keeping a header a
 * route set itself (a page's own policy), as the own middleware does.
 */
const stockSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    overwrite: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/** The middleware of `choice`. */
export function middlewareStack(choice: MiddlewareChoice): Stack {
  const api = `${API_PREFIX}/*`;
  if (choice === 'own') {
    return {
      securityHeaders: securityHeaders(),
      // GET answers carry PUBLIC_READ themselves: cors() on them would turn each prepared header
      // object into a Headers instance.
      useCors: (app) => app.options(api, cors(CORS)),
      answers: [],
      apiHeaders: PUBLIC_READ,
    };
  }
  return {
    securityHeaders: stockSecurityHeaders(),
    useCors: (app) => app.use(api, cors(CORS)),
    // compress outside etag: the ETag is the identity bytes', as own's is.
    answers: [compress(), etag()],
    apiHeaders: {},
  };
}
