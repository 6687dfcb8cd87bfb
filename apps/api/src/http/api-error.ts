import type { Logger } from '../lib/logger';

/** The 400/404/500 body (docs/adr/0007-errors.md). */
export interface ApiErrorBody {
  error: { code: string; message: string; allowed: readonly string[] };
}

/** A client mistake the route answers with 400 and this body. */
export class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly allowed: readonly string[] = [],
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, allowed: this.allowed } };
  }
}

/** Builds an error body. */
export function errorBody(
  code: string,
  message: string,
  allowed: readonly string[] = [],
): ApiErrorBody {
  return { error: { code, message, allowed } };
}

/** An unknown or hidden id of a detail call: the route answers 404 not_found with this message. */
export class NotFound extends Error {
  get body(): ApiErrorBody {
    return { error: { code: 'not_found', message: this.message, allowed: [] } };
  }
}

/**
 * What an error thrown by a read or a route answers, for the door and the app alike: a BadRequest
 * 400, a NotFound 404, anything else a 500, logged with where it happened.
 */
export function errorAnswer(
  error: unknown,
  where: { method: string | undefined; path: string },
  logger: Logger,
): { status: 400 | 404 | 500; body: ApiErrorBody } {
  if (error instanceof BadRequest) return { status: 400, body: error.body };
  if (error instanceof NotFound) return { status: 404, body: error.body };
  logger.error({
    msg: 'unhandled error',
    method: where.method,
    path: where.path,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return { status: 500, body: errorBody('internal', 'Something went wrong on the server.') };
}
