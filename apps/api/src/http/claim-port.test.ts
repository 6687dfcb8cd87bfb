import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { composeApp } from '../compose-app';
import { INTERACTION_MAX_BYTES } from '../discord/interaction-routes';
import { makeTestApplication, signedHeaders } from '../discord/test/sign-interaction';
import { ConfigError } from '../lib/config-file';
import { type ClaimedPort, claimPort, listenRefusal, STARTING_RETRY_AFTER_S } from './claim-port';

describe('claimPort', () => {
  it('answers 503 with Retry-After until the app is handed over, then the app', async () => {
    const claimed = await claimPort({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${claimed.port}/healthz`;
      const early = await fetch(url);
      expect(early.status).toBe(503);
      expect(early.headers.get('Retry-After')).toBe(String(STARTING_RETRY_AFTER_S));
      expect(await early.text()).toContain('starting');
      claimed.serve(new Hono().get('/healthz', (c) => c.json({ ok: true })).fetch);
      const ready = await fetch(url);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true });
    } finally {
      claimed.server.close();
    }
  });

  it('refuses a port in use with a ConfigError of one line naming it', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      const refused = claimPort({ port, host: '127.0.0.1' });
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(`PORT ${port} on 127.0.0.1 is already in use`);
    } finally {
      holder.close();
    }
  });
});

describe('listenRefusal', () => {
  it('names the variable to change for each reason a port cannot be had', () => {
    expect(listenRefusal({ code: 'EACCES' } as NodeJS.ErrnoException, '0.0.0.0', 80)).toMatch(
      /^PORT 80 on 0\.0\.0\.0 needs privileges/,
    );
    expect(
      listenRefusal({ code: 'EADDRNOTAVAIL' } as NodeJS.ErrnoException, '10.9.9.9', 8080),
    ).toMatch(/^HOST 10\.9\.9\.9 is not an address of this machine/);
    const other = listenRefusal({ code: 'EMFILE' } as NodeJS.ErrnoException, '::1', 8080);
    expect(other).toBe('cannot listen on ::1 port 8080: EMFILE');
  });
});

const NOW = new Date('2026-05-13T12:00:00Z');
const application = makeTestApplication();
const PING = JSON.stringify({ type: 1 });
/** A body far past any route's limit: 300 KB, as the client sent. */
const HUGE = JSON.stringify({ type: 2, padding: 'x'.repeat(300 * 1024) });

/** What one request got back. */
interface Got {
  status: number;
  connection: string | undefined;
  body: string;
}

/** POSTs `body` to `path` through `agent`, as one client of the server. */
function post(
  agent: Agent,
  port: number,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every way a body is refused before it is read, and the route a refusal comes from. */
const REFUSALS: {
  name: string;
  path: string;
  headers: () => Record<string, string>;
  status: number;
}[] = [
  {
    name: 'an interaction past its size limit (413)',
    path: '/discord/interactions',
    headers: () => signedHeaders(application, HUGE, NOW),
    status: 413,
  },
  {
    name: 'an unsigned interaction (401, refused before its body is read)',
    path: '/discord/interactions',
    headers: () => ({ 'content-type': 'application/json' }),
    status: 401,
  },
  {
    name: 'a POST to a read (405)',
    path: '/api/ark/player_rankings',
    headers: () => ({ 'content-type': 'application/json' }),
    status: 405,
  },
  {
    name: 'a POST to a path nothing serves',
    path: '/nowhere',
    headers: () => ({ 'content-type': 'application/json' }),
    status: 404,
  },
];

describe('a body refused before it is read', () => {
  let claimed: ClaimedPort;

  beforeAll(async () => {
    claimed = await claimPort({ port: 0, host: '127.0.0.1' });
    const app = composeApp({
      store: fakeStore(),
      now: () => NOW,
      discord: {
        commands: { applicationId: '112233445566778899', publicKey: application.publicKeyHex },
        transport: { timer: () => new Promise<void>(() => {}) },
      },
    }).app;
    claimed.serve(app.fetch);
  });
  afterAll(() => {
    claimed?.server.close();
  });

  const ping = (agent: Agent) =>
    post(agent, claimed.port, '/discord/interactions', PING, signedHeaders(application, PING, NOW));

  it.each(REFUSALS)(
    'leaves a keep-alive client able to send its next request: $name',
    async ({ path, headers, status }) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // The connection is open and kept before the refusal.
        expect((await ping(agent)).status).toBe(200);
        const refused = await post(agent, claimed.port, path, HUGE, headers());
        expect(refused.status).toBe(status);
        expect(refused.connection).toBe('close');
        const next = await ping(agent);
        expect([next.status, JSON.parse(next.body)]).toEqual([200, { type: 1 }]);
        expect(next.connection).not.toBe('close');
      } finally {
        agent.destroy();
      }
    },
  );

  it("leaves Node's fetch (undici, keep-alive) able to send its next request after a 413", async () => {
    const url = `http://127.0.0.1:${claimed.port}/discord/interactions`;
    const send = (body: string) =>
      fetch(url, { method: 'POST', body, headers: signedHeaders(application, body, NOW) });
    expect((await send(PING)).status).toBe(200);
    const refused = await send(HUGE);
    expect(refused.status).toBe(413);
    expect((await refused.json()) as object).toMatchObject({ error: { code: 'too_large' } });
    const next = await send(PING);
    expect([next.status, await next.json()]).toEqual([200, { type: 1 }]);
  });

  it('keeps the connection of a body read whole', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await ping(agent);
      expect([first.status, first.connection]).toEqual([200, 'keep-alive']);
    } finally {
      agent.destroy();
    }
  });

  it('refuses nothing within the limit', () => {
    expect(Buffer.byteLength(PING)).toBeLessThan(INTERACTION_MAX_BYTES);
    expect(Buffer.byteLength(HUGE)).toBeGreaterThan(INTERACTION_MAX_BYTES);
  });
});
