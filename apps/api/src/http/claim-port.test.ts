import { createServer } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../lib/config-file';
import { claimPort, listenRefusal, STARTING_RETRY_AFTER_S } from './claim-port';

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
