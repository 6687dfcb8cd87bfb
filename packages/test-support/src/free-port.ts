import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/** A port on 127.0.0.1 that the OS says is free right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
