// The benchmark's own build of the API's cached rankings answered as a stock Hono app would: Hono's
// secureHeaders, cors, etag and compress do the HTTP work of every request, around the server's
// own answers (the same store, query checks and reads, kept as bytes). `pnpm bench:api` runs it
// beside the real server, which does that work once per answer in its own code, and compares the
// two (docs/adr/0032-own-code-over-middleware.md, docs/adr/0056-one-board-model.md). Nothing of
// the server switches on it: it is not the server.

import {
  CORS_POLICY,
  collectWhenIdle,
  createAnswers,
  createRankingStore,
  DEFAULT_DIRECTIVES,
  jsonLogger,
  type Logger,
  openDb,
  requestLog,
  silentLogger,
} from '@ark/api/internals';
import { API_PREFIX, RANKINGS_PATHS, siteRules, VIEWS, type View } from '@ark/core';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';

/** `frame-ancestors` -> `frameAncestors`: a directive as Hono's secureHeaders names it. */
const camel = (directive: string) => directive.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Hono's secureHeaders set to exactly the headers the server sets (security-headers.ts), keeping a
 * header a route set itself (a page's own policy), as the server's own code does.
 */
export function stockSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: Object.fromEntries(
      Object.entries(DEFAULT_DIRECTIVES).map(([name, sources]) => [camel(name), [...sources]]),
    ),
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
}

export interface HonoMiddlewareOptions {
  /** The rankings answer of a view's query, as the server computes it (JSON text). */
  answer(view: View, params: URLSearchParams): Promise<string>;
  logger?: Logger;
}

/**
 * The rankings calls behind Hono's stock middleware: each answer's ETag and gzip made per request
 * (compress outside etag: the ETag is the identity bytes', as the server's is). Hono's compress
 * knows no br, and its 304s keep only Hono's retained headers.
 */
export function honoMiddlewareApp({ answer, logger = silentLogger }: HonoMiddlewareOptions): Hono {
  const app = new Hono();
  app.use(stockSecurityHeaders());
  app.use(requestLog(logger, () => performance.now()));
  app.use(`${API_PREFIX}/*`, cors(CORS_POLICY));
  for (const view of VIEWS) {
    app.get(RANKINGS_PATHS[view], compress(), etag(), async (c) =>
      c.body(await answer(view, new URL(c.req.url).searchParams), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'public, max-age=30',
      }),
    );
  }
  return app;
}

/**
 * The server's rankings answers as text, each computed once per key (the cache keeps bytes only,
 * as a stock app's would).
 */
function keptAnswers(reads: {
  version(): Promise<number>;
  rankings(
    view: View,
    params: URLSearchParams,
    version: number,
  ): Promise<{ value: unknown; body?: string }>;
}) {
  const kept = new Map<string, string>();
  return async (view: View, params: URLSearchParams): Promise<string> => {
    const version = await reads.version();
    // Keyed by the address as sent, as the read door keys it (docs/adr/0075-one-read-door.md).
    const at = `${version}|${view}?${params}`;
    const held = kept.get(at);
    if (held !== undefined) return held;
    const answer = await reads.rankings(view, params, version);
    const text = answer.body ?? JSON.stringify(answer.value);
    kept.set(at, text);
    return text;
  };
}

/**
 * The build run as a server (`bench-api.ts --role hono`): the store `DATABASE_URL` names, on
 * `HOST`:`PORT`, its start logged as the server logs its own (`"msg":"listening","url":...`).
 */
export async function honoMiddlewareServer(): Promise<void> {
  const logger = jsonLogger();
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined });
  const store = createRankingStore(db);
  const answers = createAnswers(store, siteRules(undefined));
  const answer = keptAnswers({
    version: () => store.version(),
    rankings: (view, params, version) => answers.rankings(view, params, version, 'sent'),
  });
  const app = honoMiddlewareApp({ answer, logger });
  const idle = collectWhenIdle();
  const host = process.env.HOST ?? '127.0.0.1';
  const server = serve(
    {
      fetch: (request, ...rest) => {
        idle.busy();
        return app.fetch(request, ...rest);
      },
      port: Number(process.env.PORT ?? 0),
      hostname: host,
    },
    (info) => logger.info({ msg: 'listening', url: `http://${host}:${info.port}/` }),
  );
  process.once('SIGTERM', () => {
    server.close();
    idle.stop();
    void db.close().finally(() => process.exit(0));
  });
}
