// The read door (docs/adr/0075-one-read-door.md): every GET read, met in node's request event as a
// function of (req, res), goes parse → key → one lookup → on a miss plan, SQL, model, draw → one
// answerTo. Hit or miss is decided here, once; what is not a read goes on to the app (Hono).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@ark/core';
import type { MiddlewareHandler } from 'hono';
import { tryDecodeURI, tryDecodeURIComponent } from 'hono/utils/url';
import type { Logger } from '../lib/logger';
import type { RankingStore } from '../store/ranking-store';
import type { AnswerKind, Computed } from './answer-cache';
import { BadRequest, errorBody, NotFound } from './api-error';
import type { Asked, Reply } from './representation';
import { SECURITY_HEADERS } from './security-headers';

/** A request as the door reads it: node's IncomingMessage is one. */
export interface ReadRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/** What the door sends: a status, its headers as node's writeHead takes them, its bytes. */
export interface Sent {
  status: number;
  wire: readonly (string | number)[];
  body: Buffer | null;
}

/** One read as the door hands it to its kind: the request, where it goes, what it asks. */
export interface ReadAt {
  req: ReadRequest;
  /** The path, decoded as the app's router decodes it. */
  path: string;
  /** The path's id segment, for a detail or history read. */
  id: string;
  /** Path and query as sent: the answer's key starts from it. */
  address: string;
  /** The query string, without its `?` ('' for none). */
  query: string;
  version: number;
  asked: Asked;
}

/**
 * A kind of read: what it sends for a request at a data version, at once (a kept answer) or
 * later; a later null gives the request to the app (a page that could not be drawn).
 */
export type Read = (at: ReadAt) => Sent | Promise<Sent | null>;

/** A sent answer with its headers and its length. */
export function sent(
  status: number,
  headers: Readonly<Record<string, string>>,
  text: string | Buffer,
): Sent {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  return { status, wire: [...Object.entries(headers).flat(), 'Content-Length', body.length], body };
}

/** An API error's answer: its JSON body with the security headers and `headers` (CORS). */
export function errorSent(
  status: number,
  body: object,
  headers: Readonly<Record<string, string>> = {},
): Sent {
  const all = { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'application/json' };
  return sent(status, all, JSON.stringify(body));
}

export interface KeptReadOptions {
  /** The kept answers of the read's representation. */
  cache: AnswerKind;
  /** The key's part besides the address and its period (a page's theme and language). */
  drawnIn?: (req: ReadRequest, query: string) => string;
  /** Parse, plan, read and draw, on a miss; `key` is the answer's. */
  compute: (at: ReadAt, key: string) => Promise<Computed>;
  /** What a refused read gets (a BadRequest or NotFound thrown); anything else is thrown on. */
  refuse?: (error: unknown, at: ReadAt) => Sent | null;
}

/**
 * A read whose answers are kept: its key built once, one lookup, and on a miss the answer
 * computed, kept under the version it was read at, and sent by the cache's answerTo.
 */
export function keptRead({ cache, drawnIn, compute, refuse }: KeptReadOptions): Read {
  return (at) => {
    const key = cache.keyOf(at.address, drawnIn?.(at.req, at.query));
    const hit = cache.hit(at.version, key, at.asked);
    if (hit) return hit;
    return cache
      .answer(at.version, key, at.asked, () => compute(at, key))
      .catch((error: unknown) => {
        const refused = refuse?.(error, at);
        if (refused === undefined || refused === null) throw error;
        return refused;
      });
  };
}

/** The JSON calls' refusals: 400 and 404 with their bodies, as public reads. */
export const apiRefusal =
  (headers: Readonly<Record<string, string>>) =>
  (error: unknown): Sent | null => {
    if (error instanceof BadRequest) return errorSent(400, error.body, headers);
    if (error instanceof NotFound) return errorSent(404, error.body, headers);
    return null;
  };

export interface ReadDoorOptions {
  store: Pick<RankingStore, 'version' | 'freshVersion'>;
  /** The reads by exact path. */
  paths: ReadonlyMap<string, Read>;
  /** The reads of a path with an id (`/api/ark/players/:id`): its prefix and suffix. */
  idPaths: readonly { prefix: string; suffix: string; read: Read }[];
  logger: Logger;
  /** Milliseconds, for the request log's `ms`. */
  clock: () => number;
  /** Headers of an API path's 500 (its CORS). */
  apiHeaders: Readonly<Record<string, string>>;
}

/** The door: what a request gets, or null when it is no read (the app's). */
export interface ReadDoor {
  /** A read's answer, at once or later; null: not a read. A later null: the app answers. */
  open(req: ReadRequest): Sent | Promise<Sent | null> | null;
  /** Whether a path is a read's (for the 405's Allow). */
  serves(path: string): boolean;
}

/** Which read a path is, and the id it names. */
export function matchRead<R>(
  path: string,
  {
    paths,
    idPaths,
  }: {
    paths: ReadonlyMap<string, R>;
    idPaths: readonly { prefix: string; suffix: string; read: R }[];
  },
): { read: R; id: string } | null {
  const exact = paths.get(path);
  if (exact) return { read: exact, id: '' };
  for (const { prefix, suffix, read } of idPaths) {
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
    const id = path.slice(prefix.length, path.length - suffix.length);
    if (id !== '' && !id.includes('/')) return { read, id: tryDecodeURIComponent(id) };
  }
  return null;
}

/** An address's path, decoded as the app's router decodes it, and its query without `?` or `#`. */
export function splitAddress(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  const raw = mark === -1 ? url : url.slice(0, mark);
  const path = raw.includes('%') ? tryDecodeURI(raw) : raw;
  const hash = url.indexOf('#');
  const query = mark === -1 ? '' : url.slice(mark + 1, hash === -1 ? undefined : hash);
  return { path, query };
}

/** The first value of a request header. */
const headerOf = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The read door of the server's reads. */
export function createReadDoor(options: ReadDoorOptions): ReadDoor {
  const { store, logger, clock, apiHeaders } = options;

  const failed = (error: unknown, req: ReadRequest, path: string): Sent => {
    logger.error({
      msg: 'unhandled error',
      method: req.method,
      path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    const body = errorBody('internal', 'Something went wrong on the server.');
    return errorSent(500, body, path.startsWith(`${API_PREFIX}/`) ? apiHeaders : {});
  };

  const serve = (read: Read, at: ReadAt): Sent | Promise<Sent | null> => {
    try {
      const answer = read(at);
      return answer instanceof Promise
        ? answer.catch((error: unknown) => failed(error, at.req, at.path))
        : answer;
    } catch (error) {
      return failed(error, at.req, at.path);
    }
  };

  return {
    serves: (path) => matchRead(path, options) !== null,
    open(req) {
      const { method, url = '/' } = req;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const started = clock();
      const { path, query } = splitAddress(url);
      const found = matchRead(path, options);
      if (!found) return null;
      const asked = {
        acceptEncoding: headerOf(req.headers['accept-encoding']),
        ifNoneMatch: headerOf(req.headers['if-none-match']),
      };
      const log = (answer: Sent | null) => {
        if (answer) {
          const ms = Math.round((clock() - started) * 100) / 100;
          logger.info({ msg: 'request', method, path, status: answer.status, ms });
        }
        return answer;
      };
      const at = (version: number): ReadAt => ({
        req,
        path,
        id: found.id,
        address: url,
        query,
        version,
        asked,
      });
      // The version known now keeps a hit synchronous; else it is read once, here.
      const known = store.freshVersion?.() ?? null;
      const answer =
        known === null
          ? store.version().then((version) => serve(found.read, at(version)))
          : serve(found.read, at(known));
      return answer instanceof Promise ? answer.then(log) : log(answer);
    },
  };
}

/** What node's writeHead and end take of an answer. */
function write(res: ServerResponse, { status, wire, body }: Sent | Reply): void {
  res.writeHead(status, wire as (string | number)[]);
  res.end(body);
}

/**
 * The door in node's request event: a read is answered here; anything else, or a read that gives
 * way (a page not drawn), goes to `app` (the Hono app's listener).
 */
export function listenThrough(
  door: ReadDoor,
): (req: IncomingMessage, res: ServerResponse, app: () => void) => void {
  return (req, res, app) => {
    const answer = door.open(req);
    if (answer === null) return app();
    if (!(answer instanceof Promise)) return write(res, answer);
    answer.then(
      (sentAnswer) => (sentAnswer ? write(res, sentAnswer) : app()),
      () => res.destroy(),
    );
  };
}

/**
 * The same door for the app's own fetch (`app.request` in tests, tools): the Request read as
 * node's request is, the answer made a Response. The node server never gets here: its door
 * answered first.
 */
export function doorOnApp(door: ReadDoor): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const headers: IncomingHttpHeaders = Object.fromEntries(c.req.raw.headers);
    const req = {
      method: c.req.method,
      url: url.slice(url.indexOf('/', url.indexOf('//') + 2)),
      headers,
    };
    const answer = await door.open(req);
    if (!answer) return next();
    const pairs: [string, string][] = [];
    for (let i = 0; i < answer.wire.length; i += 2) {
      const name = String(answer.wire[i]);
      // The Response's own length is its body's.
      if (name !== 'Content-Length') pairs.push([name, String(answer.wire[i + 1])]);
    }
    return new Response(answer.body && new Uint8Array(answer.body), {
      status: answer.status,
      headers: pairs,
    });
  };
}
