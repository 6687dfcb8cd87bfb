import type { MiddlewareHandler } from 'hono';
import pino, { type DestinationStream } from 'pino';
import { clip } from './clip';
import { redactUrl } from './redact';

/** One log record: `msg` names the event, the other fields are its data. */
export type LogFields = Record<string, unknown>;

/**
 * What the server, the CLI and the sync log through: one structured JSON line per call. A pino
 * logger is one; tests pass a plain object that records the fields.
 */
export interface Logger {
  info(fields: LogFields): void;
  error(fields: LogFields): void;
}

export interface LoggerOptions {
  /** Where info lines go; stdout by default. */
  out?: DestinationStream;
  /** Where error lines go; stderr by default. */
  err?: DestinationStream;
}

/**
 * Every string field cut to MAX_ECHO characters (docs/adr/0028-cors-and-methods.md), except a
 * stack (ours, not the client's), and any URL password masked: a field is often an error message
 * that quotes a connection string. The record is copied only when a field changes.
 */
export function clipFields(fields: LogFields): LogFields {
  let out: LogFields | null = null;
  for (const key in fields) {
    const value = fields[key];
    if (typeof value !== 'string' || key === 'stack') continue;
    const safe = clip(value.includes('://') ? redactUrl(value) : value);
    if (safe === value) continue;
    out ??= { ...fields };
    out[key] = safe;
  }
  return out ?? fields;
}

/**
 * pino's ISO time, formatted once per millisecond: at thousands of lines a second most lines
 * share their millisecond, and formatting a Date showed in a cached page's CPU profile (measured:
 * docs/benchmarks.md#logging).
 */
function isoTime(): () => string {
  let ms = 0;
  let field = '';
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      field = `,"time":"${new Date(now).toISOString()}"`;
    }
    return field;
  };
}

/** Info lines gathered before they are written (a busy server's few writes a second). */
const LOG_BATCH_BYTES = 8 * 1024;
/** The longest an info line waits to be written. */
const LOG_FLUSH_MS = 200;

/**
 * The process's logger: pino writing JSON lines (`time` ISO 8601, `level` as a word, then the
 * fields) to stdout, errors to stderr. Writes are asynchronous; info lines are gathered into
 * writes of LOG_BATCH_BYTES, or whatever came within LOG_FLUSH_MS: a write per request cost a busy
 * server a system call and two thread hand-offs each (docs/adr/0068-the-servers-own-paths.md).
 * Errors go out at once; pino flushes what is pending when the process exits.
 */
export function jsonLogger({
  out = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  }),
  err = pino.destination({ dest: 2, sync: false }),
}: LoggerOptions = {}): Logger {
  return pino(
    {
      base: null,
      timestamp: isoTime(),
      formatters: { level: (label) => ({ level: label }), log: clipFields },
    },
    pino.multistream(
      [
        { level: 'info', stream: out },
        { level: 'error', stream: err },
      ],
      { dedupe: true },
    ),
  );
}

/** Drops everything (tests, benchmarks, commands that print their own summary). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };

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
