// The read door (docs/adr/0075-one-read-door.md, docs/adr/0081-one-answer-cache.md): every GET
// read, met in node's request event as a function of (req, res), goes to its row of the table
// (http/reads.ts): key → one lookup → on a miss parse, compute (plan, SQL, model), draw → one
// answerTo. Hit or miss is decided here, once; what is not a read goes on to the app (Hono).
import { tryDecodeURI, tryDecodeURIComponent } from 'hono/utils/url';
import type { Logger } from '../lib/logger';
import { logRequest } from '../lib/logger';
import type { RankingStore } from '../store/ranking-store';
import type { AnswerUse } from './answer-cache';
import { errorAnswer } from './api-error';
import { corsOf } from './public-read';
import type { Miss, ReadAt, ReadRequest, ReadRow } from './read-row';
import { errorSent, type Sent } from './representation';

export interface ReadDoorOptions {
  store: Pick<RankingStore, 'version' | 'freshVersion'>;
  /** The reads (http/reads.ts), each by its path. */
  rows: readonly ReadRow[];
  logger: Logger;
  /** Milliseconds, for the request log's `ms`. */
  clock: () => number;
}

/** The door: what a request gets, or null when it is no read (the app's). */
export interface ReadDoor {
  /** A read's answer, at once or later; null: not a read. A later null: the app answers. */
  open(req: ReadRequest): Sent | Promise<Sent | null> | null;
  /** Whether a path is a read's (for the 405's Allow). */
  serves(path: string): boolean;
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

/** The reads by exact path, and those with an id between a prefix and a suffix, in table order. */
function routesOf(rows: readonly ReadRow[]) {
  const exact = new Map<string, ReadRow>();
  const withId: { prefix: string; suffix: string; row: ReadRow }[] = [];
  for (const row of rows) {
    if (typeof row.path === 'string') exact.set(row.path, row);
    else withId.push({ ...row.path, row });
  }
  /** Which read a path is, and the id it names. */
  return (path: string): { row: ReadRow; id: string } | null => {
    const row = exact.get(path);
    if (row) return { row, id: '' };
    for (const { prefix, suffix, row } of withId) {
      if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
      const id = path.slice(prefix.length, path.length - suffix.length);
      if (id !== '' && !id.includes('/')) return { row, id: tryDecodeURIComponent(id) };
    }
    return null;
  };
}

/** The first value of a request header. */
const headerOf = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** What a read asked from inside the server (a page's JSON answers) sends and holds. */
const INSIDE: Pick<ReadAt, 'req' | 'asked'> = {
  req: { headers: {} },
  asked: { acceptEncoding: undefined, ifNoneMatch: undefined },
};

/** The read door of the server's reads. */
export function createReadDoor({ store, rows, logger, clock }: ReadDoorOptions): ReadDoor {
  const match = routesOf(rows);

  /** The read at `address` with what it was asked: its row, where it goes, its key. */
  const readAt = (address: string, { req, asked }: Pick<ReadAt, 'req' | 'asked'>) => {
    const { path, query } = splitAddress(address);
    const found = match(path);
    if (!found) return null;
    // Written out, not spread: a spread here cost a cached page 3 µs (docs/benchmarks.md).
    const at: ReadAt = { req, asked, path, id: found.id, address, query };
    const { row } = found;
    return { row, at, key: row.draw.keyOf(address, row.drawnIn?.(at)) };
  };

  /** A miss: the request parsed, then computed at the version it read. */
  const computed =
    (row: ReadRow, at: ReadAt, version: number, key: string, use: AnswerUse) => async () => {
      const miss: Miss = { version, key, use, valueAt: (address) => valueAt(address, version) };
      return row.compute(row.parse(at), miss);
    };

  /** Another read's answer as a value, through the same cache (a page's JSON answers). */
  const valueAt = (address: string, version: number): Promise<unknown> => {
    const found = readAt(address, INSIDE);
    if (!found) return Promise.reject(new Error(`no read at ${address}`));
    const { row, at, key } = found;
    return row.draw.value(version, key, computed(row, at, version, key, 'value'));
  };

  /** What an error answers: the read's own refusal, the app, or the API's one error path. */
  const refused = (error: unknown, row: ReadRow | null, at: ReadAt): Sent | null => {
    const own = row?.refuse?.(error, at) ?? null;
    if (own === 'app') return null;
    if (own) return own;
    const { status, body } = errorAnswer(error, { method: at.req.method, path: at.path }, logger);
    return errorSent(status, body, corsOf(at.path));
  };

  return {
    serves: (path) => match(path) !== null,
    open(req) {
      const { method, url = '/' } = req;
      if (method !== 'GET' && method !== 'HEAD') return null;
      const started = clock();
      const asked = {
        acceptEncoding: headerOf(req.headers['accept-encoding']),
        ifNoneMatch: headerOf(req.headers['if-none-match']),
      };
      const found = readAt(url, { req, asked });
      if (!found) return null;
      const { row, at, key } = found;
      const log = (answer: Sent | null) => {
        if (answer)
          logRequest(logger, clock, { method, path: at.path, status: answer.status, started });
        return answer;
      };
      const answer = (version: number): Sent | Promise<Sent | null> => {
        try {
          const hit = row.draw.hit(version, key, asked);
          if (hit) return hit;
          return row.draw
            .answer(version, key, asked, computed(row, at, version, key, 'sent'))
            .catch((error: unknown) => refused(error, row, at));
        } catch (error) {
          return refused(error, null, at) as Sent;
        }
      };
      // The version known now keeps a hit synchronous; else it is read once, here.
      const known = store.freshVersion?.() ?? null;
      const sent =
        known === null
          ? store.version().then(answer, (error: unknown) => refused(error, null, at))
          : answer(known);
      return sent instanceof Promise ? sent.then(log) : log(sent);
    },
  };
}

/**
 * What the entry writes an answer to: node's ServerResponse, or the Response a fetch is made
 * (fetchThrough).
 */
export interface AnswerSink {
  writeHead(status: number, wire: (string | number)[]): unknown;
  end(body: Buffer | null): unknown;
  destroy(): unknown;
}

/** What node's writeHead and end take of an answer. */
function write(res: AnswerSink, { status, wire, body }: Sent): void {
  res.writeHead(status, wire as (string | number)[]);
  res.end(body);
}

/**
 * The one entry into the door, in node's request event: a read is answered here; anything else,
 * or a read that gives way (a page not drawn), goes to `app` (the Hono app). The app's own fetch
 * enters here too (fetchThrough).
 */
export function listenThrough(
  door: ReadDoor,
): (req: ReadRequest, res: AnswerSink, app: () => void) => void {
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

/** The server as one fetch: what tests and tools call, as they would call the Hono app. */
export interface AppFetch {
  fetch(request: Request): Promise<Response>;
  /** A path (on http://localhost, as Hono's `app.request` takes it), a URL or a Request. */
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/**
 * The server as one fetch (`app.request` in tests, tools): the Request enters by the same entry
 * as node's request event (listenThrough), read as node's request is, its answer made a Response;
 * what is no read goes to `app` (the Hono app's fetch). A failed read fails the fetch, as node's
 * entry closes the connection.
 */
export function fetchThrough(
  door: ReadDoor,
  app: (request: Request) => Response | Promise<Response>,
): AppFetch {
  const enter = listenThrough(door);
  const fetch = (request: Request): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const url = request.url;
      const req: ReadRequest = {
        method: request.method,
        url: url.slice(url.indexOf('/', url.indexOf('//') + 2)),
        headers: Object.fromEntries(request.headers),
      };
      let head: Pick<Sent, 'status' | 'wire'> = { status: 200, wire: [] };
      const sink: AnswerSink = {
        writeHead: (status, wire) => {
          head = { status, wire };
        },
        // A HEAD's answer carries no body, as node sends none (nor did Hono's fetch).
        end: (body) => resolve(responseOf({ ...head, body: req.method === 'HEAD' ? null : body })),
        destroy: () => reject(new Error(`the read at ${req.url} failed`)),
      };
      enter(req, sink, () => resolve(app(request)));
    });
  return {
    fetch,
    request: (input, init) =>
      fetch(
        input instanceof Request
          ? new Request(input, init)
          : new Request(
              typeof input === 'string' && !/^https?:\/\//.test(input)
                ? `http://localhost${input.startsWith('/') ? '' : '/'}${input}`
                : input,
              init,
            ),
      ),
  };
}

/** A sent answer as a Response. */
function responseOf(answer: Sent): Response {
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
}
