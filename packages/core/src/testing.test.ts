import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, makeState } from './testing';

describe('makeState', () => {
  it('is the initial state with the given fields set', () => {
    expect(makeState({ page: 3, cluster: 'DUO' })).toMatchObject({ page: 3, cluster: 'DUO' });
    expect(makeState()).toMatchObject({ page: 0, cluster: 'SOLO', view: 'tribes' });
  });
});

describe('freePort', () => {
  it('gives a port a server on 127.0.0.1 can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer().listen(port, '127.0.0.1');
    await once(server, 'listening');
    await new Promise((resolve) => server.close(resolve));
  });
});
