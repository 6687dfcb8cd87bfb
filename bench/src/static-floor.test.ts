import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { linkedIcons, linkedStylesheets, serveStaticFloor, staticFloor } from './static-floor';

const PAGE = [
  '<!doctype html><html><head>',
  '<script>theme()</script>',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/chunk-b2.js">',
  '<link rel="preload" href="/api/x" as="fetch" crossorigin="anonymous" />',
  '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
  '</head><body><div id="root"><p>Rows</p></div>',
  '<script type="application/json" id="ark-answers">{"a":1}</script>',
  '<script>(()=>{load()})()</script>',
  '</body></html>',
].join('\n');
const CSS = new Map([['/assets/index-d4.css', 'p{color:red}']]);

describe('staticFloor', () => {
  it('removes every script, inline, data or loaded, and every preload', () => {
    const floor = staticFloor(PAGE, CSS);
    expect(floor).not.toMatch(/<script|preload|theme\(\)|load\(\)/);
    expect(floor).toContain('<div id="root"><p>Rows</p></div>');
  });

  it('inlines each linked stylesheet in its place, and keeps the icon', () => {
    const floor = staticFloor(PAGE, CSS);
    expect(floor).toContain('<style>p{color:red}</style>\n</head>');
    expect(floor).not.toContain('rel="stylesheet"');
    expect(floor).toContain('href="/favicon.svg"');
  });

  it('refuses a stylesheet it has no text for', () => {
    expect(() => staticFloor(PAGE, new Map())).toThrow(/index-d4\.css/);
  });
});

describe('linkedStylesheets', () => {
  it('lists the hrefs of the linked stylesheets', () => {
    expect(linkedStylesheets(PAGE)).toEqual(['/assets/index-d4.css']);
  });
});

describe('linkedIcons', () => {
  it('lists the hrefs of the icons', () => {
    expect(linkedIcons(PAGE)).toEqual(['/favicon.svg']);
  });
});

describe('serveStaticFloor', () => {
  it('serves the page gzip at its path whatever the query, its files, and 404 elsewhere', async () => {
    const icon = { type: 'image/svg+xml', body: Buffer.from('<svg/>') };
    const floor = await serveStaticFloor({
      html: '<p>floor</p>',
      path: '/?view=players',
      files: new Map([['/favicon.svg', icon]]),
    });
    try {
      expect(floor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?view=players$/);
      const origin = new URL(floor.url).origin;
      // fetch() would decode it: read the bytes as they travel.
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
        request(`${origin}/?view=tribes`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).end();
      });
      expect(raw.encoding).toBe('gzip');
      expect(gunzipSync(raw.body).toString()).toBe('<p>floor</p>');
      const svg = await fetch(`${origin}/favicon.svg`);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await svg.text()).toBe('<svg/>');
      expect((await fetch(`${origin}/assets/index-a1.js`)).status).toBe(404);
    } finally {
      await floor.close();
    }
  });
});
