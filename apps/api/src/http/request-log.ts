import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

/** One structured line per request: method, path, status, ms. */
export function requestLog(logger: Logger, clock: () => number): MiddlewareHandler {
  return async (c, next) => {
    const started = clock();
    await next();
    logger.info({
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((clock() - started) * 100) / 100,
    });
  };
}
