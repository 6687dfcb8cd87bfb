// The ceiling (`bench.js --role bare BODY_FILE`): a bare node:http server answering one fixed JSON
// body, in its own process like the server under test. Prints `{"port":N}` once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves the bytes of `bodyFile` to every request on a free port of 127.0.0.1. */
export function bareServer(bodyFile: string): void {
  const body = readFileSync(bodyFile);
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
