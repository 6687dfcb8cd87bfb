// A response sent before its request's body was read (a 413 past a size limit, a 401, 404 or 405
// answered from the headers) closes its connection and says so: the rest of the body is still on
// the socket, and the adapter drops the socket rather than read an unbounded body
// (docs/adr/0077-exact-names-refused-bodies-lru.md). Told `Connection: close`, a keep-alive client
// (undici, node:http's Agent) sends its next request on a new connection instead of a dead one.
import type { IncomingMessage, ServerResponse } from 'node:http';

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
