import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { createApp } from '../app';

describe('serveStatic', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>ARK</title>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
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

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with no-cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers unknown page paths with index.html, for GET and HEAD', async () => {
    const res = await app.request('/some/where?x=1');
    expect(await res.text()).toContain('<title>ARK</title>');
    const head = await app.request('/other', { method: 'HEAD' });
    expect(head.status).toBe(200);
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
});
