// The server's port, claimed before anything else of the start
// (docs/adr/0058-hostile-traffic-and-hard-restarts.md): a port in use stops the start in one line
// before the store is opened, migrated or seeded. Until the app is ready, every request is told
// to come back shortly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { ConfigError } from '../lib/config-file';

type Fetch = Hono['fetch'];

/**
 * What meets a request first in node's request event: the read door (http/read-door.ts), which
 * answers a read itself and calls `app` for anything else.
 */
export type Door = (req: IncomingMessage, res: ServerResponse, app: () => void) => void;

/** Seconds a client is asked to wait while the server starts. */
export const STARTING_RETRY_AFTER_S = 5;

/** What every request gets while the server starts. */
const starting: Fetch = () =>
  new Response('ARK Leaderboards is starting; try again in a few seconds.\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(STARTING_RETRY_AFTER_S),
    },
  });

/** A listening port, answering 503 until `serve` hands it the app. */
export interface ClaimedPort {
  server: ServerType;
  /** The port listened on (the one the system chose when 0 was asked for). */
  port: number;
  /**
   * Every request from now on meets `door` first, which hands what it does not answer to `fetch`
   * (docs/adr/0075-one-read-door.md).
   */
  serve(fetch: Fetch, door?: Door): void;
}

/**
 * Why the server cannot listen on `host`:`port`, in one line naming the variable to change.
 * @example listenRefusal({ code: 'EADDRINUSE' }, '127.0.0.1', 8080) // "PORT 8080 on 127.0.0.1 is already in use: ..."
 */
export function listenRefusal(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `PORT ${port} on ${host} is already in use: stop what listens there (another copy of this server?) or set PORT to a free port`;
    case 'EACCES':
      return `PORT ${port} on ${host} needs privileges this user lacks: use a port from 1024 up (a reverse proxy can serve 80 and 443)`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} is not an address of this machine (${error.code}): use 127.0.0.1, 0.0.0.0 or one of its own addresses`;
    default:
      return `cannot listen on ${host} port ${port}: ${error.code ?? error.message}`;
  }
}

/**
 * Listens on `host`:`port` now, before the app exists; a port that cannot be had is a
 * ConfigError of one line (listenRefusal).
 */
export async function claimPort({
  port,
  host,
}: {
  port: number;
  host: string;
}): Promise<ClaimedPort> {
  let handler = starting;
  let first: Door = (_req, _res, app) => app();
  const listener = getRequestListener((request, env) => handler(request, env));
  const server = createServer((req, res) => {
    closeUnlessBodyRead(req, res);
    first(req, res, () => void listener(req, res));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    throw new ConfigError(listenRefusal(error as NodeJS.ErrnoException, host, port));
  }
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(fetch, door) {
      handler = fetch;
      if (door) first = door;
    },
  };
}

// A response sent before its request's body was read (a 413 past a size limit, a 401, 404 or 405
// answered from the headers) closes its connection and says so: the rest of the body is still on
// the socket, and the adapter drops the socket rather than read an unbounded body
// (docs/adr/0077-exact-names-refused-bodies-lru.md). Told `Connection: close`, a keep-alive client
// (undici, node:http's Agent) sends its next request on a new connection instead of a dead one.
/** Whether a request carries a body: a length above zero, or chunks. */
const carriesBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Makes `res` say `Connection: close` (and close) when its headers go out before `req`'s body was
 * read whole; otherwise Node decides the connection as always. Called first for every request.
 */
export function closeUnlessBodyRead(req: IncomingMessage, res: ServerResponse): void {
  if (!carriesBody(req)) return;
  let read = false;
  req.once('end', () => {
    read = true;
  });
  // Every response's headers pass writeHead (an implicit head included): the one moment to decide.
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!read && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
