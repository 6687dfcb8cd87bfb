import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { createApp } from './app';

describe('serveStatic', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>ARK</title>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(join(dir, 'assets', 'index-abc123.js.br'), 'BROTLI');
    await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), 'GZIP');
    await writeFile(join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'server', 'entry-server.js'), 'export function render() {}');
    app = createApp({ store: fakeStore(), staticDir: dir });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves index.html at / with no-cache', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>ARK</title>');
  });

  it('revalidates the page by its ETag with a 304 that keeps its headers', async () => {
    const first = await app.request('/');
    const tag = first.headers.get('ETag') as string;
    expect(tag).toMatch(/^"/);
    const again = await app.request('/?view=players', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('does not serve the server-render bundle', async () => {
    const res = await app.request('/server/entry-server.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('render');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed copy the client accepts, with Vary', async () => {
    const as = async (accept?: string) => {
      const res = await app.request('/assets/index-abc123.js', {
        headers: accept ? { 'Accept-Encoding': accept } : {},
      });
      return [res.headers.get('Content-Encoding'), res.headers.get('Vary'), await res.text()];
    };
    expect(await as('gzip, deflate, br')).toEqual(['br', 'Accept-Encoding', 'BROTLI']);
    expect(await as('gzip')).toEqual(['gzip', 'Accept-Encoding', 'GZIP']);
    expect(await as()).toEqual([null, 'Accept-Encoding', 'console.log(1)']);
  });

  it('does not serve source maps unless asked to', async () => {
    expect((await app.request('/assets/index-abc123.js.map')).status).toBe(404);
    const open = createApp({ store: fakeStore(), staticDir: dir, serveSourceMaps: true });
    expect((await open.request('/assets/index-abc123.js.map')).status).toBe(200);
  });

  it('serves other files with no-cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves the page at / with any query string, for GET and HEAD', async () => {
    const res = await app.request('/?view=players&page=2');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>ARK</title>');
    const head = await app.request('/?view=players', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('redirects /index.html to /, keeping the query', async () => {
    const res = await app.request('/index.html?view=players');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/?view=players');
  });

  it('serves robots.txt as text when the build has one', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain('User-agent: *');
  });

  it('answers a favicon.ico the build lacks with 404', async () => {
    expect((await app.request('/favicon.ico')).status).toBe(404);
  });

  it('answers unknown paths with a small HTML 404 linking back to the page, for GET and HEAD', async () => {
    for (const path of [
      '/sitemap.xml',
      '/.env',
      '/wp-login.php',
      '/some/where?x=1',
      '//evil.example/',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toContain('text/html');
      const text = await res.text();
      expect(text, path).toContain('<a href="/">');
      expect(text, path).not.toContain('<title>ARK</title>');
    }
    expect((await app.request('/.env', { method: 'HEAD' })).status).toBe(404);
  });

  it('answers unknown paths under /api with the JSON error body', async () => {
    const res = await app.request('/api/.env');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd']) {
      const text = await (await app.request(path)).text();
      expect(text, path).not.toContain('root:');
      expect(text, path).not.toContain('"name"');
    }
  });

  it('answers a hint, not a crash, when the page is not built', async () => {
    const bare = createApp({ store: fakeStore(), staticDir: null });
    const res = await bare.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('not built');
  });

  it('answers a protocol-relative request line over real HTTP with a 404, never another host', async () => {
    const server: ServerType = await new Promise((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    try {
      const { port } = server.address() as { port: number };
      const head = await new Promise<string>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'GET //evil.example/?view=players HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
          );
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => done(text));
        socket.on('error', fail);
      });
      expect(head).toMatch(/^HTTP\/1\.1 404 /);
      expect(head).not.toMatch(/^location:/im);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
