// `pnpm docs:screenshots`: the README's screenshots, taken from a real run (the seeded server the
// e2e setup starts, in Chromium) and written to docs/screenshots/. A task, not a test: it checks
// nothing, so `npm test` does not run it.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '@ark/core';
import { CLUSTERS } from '../fixtures/seed';
import { startArkServer } from '../support/ark-server';
import { settled, tab, test } from '../support/test';

const docs = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SHOTS = [
  { name: 'desktop-tribes', width: 1280, height: 800, view: 'Tribe Leaderboard', theme: 'dark' },
  { name: 'phone-players', width: 375, height: 812, view: 'Player Leaderboard', theme: 'dark' },
  {
    name: 'desktop-tribes-light',
    width: 1280,
    height: 800,
    view: 'Tribe Leaderboard',
    theme: 'light',
  },
] as const;

for (const shot of SHOTS) {
  test(`docs/screenshots/${shot.name}.png`, async ({ page }) => {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.emulateMedia({ colorScheme: shot.theme });
    await page.goto('/');
    await settled(page);
    if (shot.view !== 'Tribe Leaderboard') {
      await tab(page, shot.view).click();
      await settled(page);
    }
    mkdirSync(docs, { recursive: true });
    await page.screenshot({ path: `${docs}${shot.name}.png` });
  });
}

/** The page's link-preview tags, as a crawler reads them. */
async function previewOf(html: string): Promise<Record<string, string>> {
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of html.matchAll(
    /<meta property="(og:[^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return tags;
}

/** The community the link preview is of, and where its board is public. */
const SITE = { name: 'Rex Valley', publicUrl: 'https://ark.example' };

// A board's address pasted into a chat, unfurled from the server's real tags and /og.png (of a
// server with a `site` section), drawn as a mock of Discord's dark theme.
test.describe('the unfurl', () => {
  test.use({ deviceScaleFactor: 2 });
  test('docs/screenshots/link-preview.png', async ({ page, request }) => {
    test.slow(); // a server of its own, its imports first
    const server = await startArkServer({ clusters: CLUSTERS, site: SITE });
    let tags: Record<string, string>;
    let src: string;
    try {
      tags = await previewOf(await (await request.get(`${server.baseURL}/?view=players`)).text());
      // The image's public address, asked of this server.
      const image = new URL(tags['og:image'] ?? '');
      const png = await request.get(`${server.baseURL}${image.pathname}${image.search}`);
      src = `data:image/png;base64,${(await png.body()).toString('base64')}`;
    } finally {
      await server.close();
    }
    const address = tags['og:url'] ?? '';
    const text = (key: string) => escapeHtml(tags[key] ?? '');
    await page.setViewportSize({ width: 640, height: 600 });
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #313338; font: 16px/1.375 "Liberation Sans", "DejaVu Sans", sans-serif; color: #dbdee1; }
    .message { display: flex; gap: 16px; padding: 16px 24px 20px 16px; width: 560px; }
    .avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #5865f2; color: #fff; font-weight: 700; display: grid; place-items: center; }
    .name { color: #f2f3f5; font-weight: 600; } .when { color: #949ba4; font-size: 12px; margin-left: 6px; }
    .link { color: #00a8fc; }
    .embed { margin-top: 6px; max-width: 432px; background: #2b2d31; border-left: 4px solid #f2a541; border-radius: 4px; padding: 8px 16px 16px 12px; }
    .site { margin-top: 8px; font-size: 12px; color: #b5bac1; }
    .title { margin-top: 8px; color: #00a8fc; font-weight: 600; }
    .description { margin-top: 8px; font-size: 14px; line-height: 1.45; }
    img { display: block; margin-top: 16px; width: 400px; border-radius: 4px; }
  </style></head><body><div class="message"><div class="avatar">K</div><div>
    <div><span class="name">Kiri</span><span class="when">Today at 20:14</span></div>
    <div>look who is on top of the board <span class="link">${escapeHtml(address)}</span></div>
    <div class="embed"><div class="site">${text('og:site_name')}</div>
      <div class="title">${text('og:title')}</div>
      <div class="description">${text('og:description')}</div>
      <img src="${src}" alt="${text('og:image:alt')}"></div>
  </div></div></body></html>`);
    mkdirSync(docs, { recursive: true });
    await page.locator('.message').screenshot({ path: `${docs}link-preview.png` });
  });
});
