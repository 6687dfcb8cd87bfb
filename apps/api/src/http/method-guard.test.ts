import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_PATH, HEALTH_PATH, PREVIEW_IMAGE_PATH, RANKINGS_PATHS } from '@ark/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { type SiteLogo, servedSite } from '../site/site-config';
import { createApp } from './app';
import { servedMethods } from './method-guard';
import type { PreviewDrawer } from './preview/preview-drawer';

/** A drawer that answers at once with the same few bytes. */
const instantDrawer: PreviewDrawer = {
  draw: async () => Buffer.from('png'),
  drawHall: async () => Buffer.from('png'),
  drawCompare: async () => Buffer.from('png'),
  capacity: 9,
  running: false,
  close: async () => {},
};

const logo: SiteLogo = {
  bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  type: 'image/svg+xml',
  path: '/site/logo.0123456789ab.svg',
};

describe('servedMethods', () => {
  it("lists the methods of every route on a path, a parameter's included, GET with HEAD", () => {
    const app = new Hono()
      .get('/theme', (c) => c.text('form'))
      .post('/theme', (c) => c.text('set'))
      .get('/things/:id', (c) => c.text('thing'))
      .get('*', (c) => c.text('anything'));
    const methodsOf = servedMethods(app);
    expect(methodsOf('/theme')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/things/42')).toEqual(['GET', 'HEAD']);
    // A wildcard serves no path of its own.
    expect(methodsOf('/nothing')).toEqual([]);
  });

  it('reads routes added after it was made', () => {
    const app = new Hono();
    const methodsOf = servedMethods(app, (path) => path === '/robots.txt');
    app.delete('/late', (c) => c.text('gone'));
    expect(methodsOf('/late')).toEqual(['DELETE']);
    expect(methodsOf('/robots.txt')).toEqual(['GET', 'HEAD']);
  });
});

describe('a method a route does not serve', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-methods-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>ARK</title>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
    app = createApp({
      store: fakeStore(),
      staticDir: dir,
      drawer: instantDrawer,
      site: servedSite({ logo }),
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is a 405 with Allow on every path something serves', async () => {
    for (const path of [
      EMBED_PATH,
      `${EMBED_PATH}?view=players`,
      PREVIEW_IMAGE_PATH,
      `${PREVIEW_IMAGE_PATH}?cb=1`,
      '/assets/index-abc123.js',
      '/robots.txt',
      '/index.html',
      logo.path,
      '/favicon.ico',
      HEALTH_PATH,
      '/',
    ]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('Allow'), `${method} ${path}`).toBe('GET, HEAD');
        const body = (await res.json()) as { error: { code: string; allowed: string[] } };
        expect(body.error).toMatchObject({ code: 'method_not_allowed', allowed: ['GET', 'HEAD'] });
      }
    }
  });

  it('lists OPTIONS too under the API, for the CORS preflight', async () => {
    for (const path of [RANKINGS_PATHS.players, '/api/ark/players/76561198000000001']) {
      const res = await app.request(path, { method: 'PUT' });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
  });

  it('stays a 404 where nothing is served: an asset the build lacks, an unknown path', async () => {
    for (const path of ['/assets/missing.js', '/nope', '/server/entry-server.js', '/api/ark/x']) {
      expect((await app.request(path, { method: 'POST' })).status, path).toBe(404);
    }
  });

  it('answers HEAD wherever GET is served, with no body', async () => {
    for (const path of [
      `${PREVIEW_IMAGE_PATH}?view=players`,
      `${EMBED_PATH}?view=players`,
      HEALTH_PATH,
      '/assets/index-abc123.js',
      RANKINGS_PATHS.tribes,
    ]) {
      const res = await app.request(path, { method: 'HEAD' });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('');
    }
  });
});
