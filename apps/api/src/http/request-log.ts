import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

/** One request as its line says it. */
export interface RequestLine {
  method: string | undefined;
  path: string;
  status: number;
  /** When it started, on `clock`. */
  started: number;
}

/** One structured line per request, the door's and the app's alike: method, path, status, ms. */
export function logRequest(
  logger: Logger,
  clock: () => number,
  { method, path, status, started }: RequestLine,
): void {
  const ms = Math.round((clock() - started) * 100) / 100;
  logger.info({ msg: 'request', method, path, status, ms });
}

/** The app's request line (what the read door did not answer). */
export function requestLog(logger: Logger, clock: () => number): MiddlewareHandler {
  return async (c, next) => {
    const started = clock();
    await next();
    logRequest(logger, clock, {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  };
}
