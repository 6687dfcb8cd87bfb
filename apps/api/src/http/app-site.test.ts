import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CspSources, INLINE_HASHES_FILE, RANKINGS_PATHS } from '@ark/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltPage, builtPage } from '../../test/built-page';
import { fakeStore } from '../../test/fake-store';
import { type SiteLogo, servedSite } from '../site/site-config';
import { createApp } from './app';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const png: SiteLogo = { bytes: PNG_BYTES, type: 'image/png', path: '/site/logo.0123456789ab.png' };
const svg: SiteLogo = {
  bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  type: 'image/svg+xml',
  path: '/site/logo.ba9876543210.svg',
};
const LOOK = { name: 'The Island', accent: '#1B2A4A' };

/** The policy of every page answer: the default with `sources` added to script-src and style-src. */
function pagePolicyWith({ 'script-src': scripts, 'style-src': styles }: CspSources): string {
  return CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
  ).replace("style-src 'self'", ["style-src 'self'", ...styles].join(' '));
}

describe('the community logo', () => {
  it('is served under its hashed address for a year, with its type and an ETag', async () => {
    const app = createApp({ store: fakeStore(), site: servedSite({ logo: png }) });
    const res = await app.request(png.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const etag = res.headers.get('ETag') ?? '';
    const again = await app.request(png.path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers /favicon.ico, revalidated, since a new logo keeps that address', async () => {
    const app = createApp({ store: fakeStore(), site: servedSite({ logo: png }) });
    const res = await app.request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const without = createApp({ store: fakeStore() });
    expect((await without.request('/favicon.ico')).status).toBe(404);
    expect((await without.request(png.path)).status).toBe(404);
  });

  it('serves an SVG with a policy that runs no script, opened on its own or as an image', async () => {
    const app = createApp({ store: fakeStore(), site: servedSite({ logo: svg }) });
    for (const path of [svg.path, '/favicon.ico']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(res.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});

describe('the page in a community look', () => {
  let renderer: BuiltPage['renderer'];
  let webDir: string;
  let inline: CspSources;
  beforeAll(async () => {
    ({ renderer, staticDir: webDir } = await builtPage());
    inline = JSON.parse(readFileSync(join(webDir, INLINE_HASHES_FILE), 'utf8'));
  });

  it('draws the name in the header and the title, and the logo as the icon', async () => {
    const app = createApp({
      store: fakeStore(),
      renderer,
      staticDir: webDir,
      site: servedSite({ look: LOOK, logo: png }),
    });
    const html = await (await app.request('/')).text();
    expect(html).toContain('<title>The Island · ARK Leaderboards</title>');
    expect(html).toContain(`<link rel="icon" href="${png.path}" type="image/png" />`);
    expect(html).toMatch(/<header[\s\S]*The Island[\s\S]*LEADERBOARDS[\s\S]*<\/header>/);
  });

  it("sends a policy allowing the page's inline scripts, stylesheet and accent style by their hashes", async () => {
    const site = servedSite({ look: LOOK });
    const app = createApp({ store: fakeStore(), renderer, staticDir: webDir, site });
    const sources = renderer?.cspSources?.(site.branding);
    expect(sources?.['script-src']).toEqual(inline['script-src']);
    // The inlined stylesheet, as the build lists it, then the accent's own style.
    expect(sources?.['style-src']).toHaveLength(2);
    expect(sources?.['style-src']?.[0]).toBe(inline['style-src'][0]);
    const res = await app.request('/');
    const policy = res.headers.get('Content-Security-Policy');
    expect(policy).toBe(pagePolicyWith(sources as CspSources));
    expect(policy).toContain("frame-ancestors 'none'");
    const again = await app.request('/', {
      headers: { 'If-None-Match': res.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBe(policy);
  });

  it("sends the static build's listed hashes with the built index.html when nothing draws the page", async () => {
    const app = createApp({ store: fakeStore(), staticDir: webDir });
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toBe(pagePolicyWith(inline));
    const again = await app.request('/', {
      headers: { 'If-None-Match': res.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBe(pagePolicyWith(inline));
  });

  it("keeps today's policy on every other answer", async () => {
    const app = createApp({ store: fakeStore(), renderer, staticDir: webDir });
    for (const path of [RANKINGS_PATHS.tribes, '/robots.txt', '/nope', '/og.png?view=x']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('draws the page as it is without a site', async () => {
    const app = createApp({ store: fakeStore(), renderer, staticDir: webDir });
    const html = await (await app.request('/')).text();
    expect(html).toContain('<title>ARK Leaderboards</title>');
    // The inlined stylesheet only: no accent style after it.
    expect(html.match(/<style>/g)).toHaveLength(1);
    // The link preview names the board on our own name and the local address.
    expect(html).toContain('<meta property="og:site_name" content="ARK Leaderboards">');
    expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:8080/">');
  });
});
