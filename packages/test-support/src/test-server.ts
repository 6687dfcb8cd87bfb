import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 that a test talks to. */
export interface TestServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  baseUrl: string;
  /** Stops the server, ending requests still open (a test may leave one hanging on purpose). */
  close: () => Promise<void>;
}

/**
 * Starts an HTTP server on a free port of 127.0.0.1 that answers with `handler`.
 * @example const server = await startTestServer((req, res) => sendJson(res, { ok: true }));
 */
export async function startTestServer(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
