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
