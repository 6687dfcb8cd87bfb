import { gzipSync } from 'node:zlib';
import { EMBED_TOP_DEFAULT, EMBED_TOP_MAX, RANGES_PATH, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { fakeStore } from '../../test/fake-store';
import { soloFixture } from '../../test/fixture';
import { hostileFixture, QUOTE_NAME, RTL_NAME, SCRIPT_NAME } from '../../test/hostile-fixture';
import type { Db } from '../db/db';
import { embedStyles } from '../draw/embed-page';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';
import { hashSource } from './embed-read';
import { countedStore } from './test/counted-store';

const PUBLIC = 'https://ark.example';
const ACCENT = '#1b2a4a';

/** The body rows of an embed's table. */
const rowsOf = (html: string) => [...html.matchAll(/<tr><td class="r">/g)].length;

/** Every link of an embed: its whole start tag. */
const linksOf = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => tag);

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`GET /embed on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const site = servedSite({
      look: { name: 'The <Island>', accent: ACCENT, publicUrl: PUBLIC },
    });

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      await importCluster(db, hostileFixture());
      app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }), site });
    });
    afterAll(async () => {
      await db?.close();
    });

    const embed = async (query: string, status = 200) => {
      const res = await app.request(`/embed${query}`);
      expect(res.status, query).toBe(status);
      return { res, html: await res.text() };
    };

    it("draws the board's top rows with no script at all, in the community's look", async () => {
      const { res, html } = await embed('?view=players&cluster=HOST');
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(rowsOf(html)).toBe(EMBED_TOP_DEFAULT);
      expect(html).toContain('<h1>Top players by kills · Hostile &lt;i&gt;Cluster&lt;/i&gt;</h1>');
      expect(html).toContain('The &lt;Island&gt;');
      expect(html).toContain(`<style>${embedStyles(ACCENT)}</style>`);
      expect(html).toMatch(/Data as of [A-Z][a-z]{2} \d+, \d{4}/);
    });

    it('shows top= rows, over two pages of the rankings answer when it asks for more than one', async () => {
      expect(rowsOf((await embed('?view=players&cluster=HOST&top=3')).html)).toBe(3);
      const { html } = await embed(`?view=players&cluster=HOST&top=${EMBED_TOP_MAX}`);
      expect(rowsOf(html)).toBe(EMBED_TOP_MAX);
      expect(html).toContain('Filler 22');
      expect(html).not.toContain('Filler 23');
    });

    it('stays within 10 KB gzip with its most rows and longest names', async () => {
      const { html } = await embed(`?view=players&cluster=HOST&top=${EMBED_TOP_MAX}`);
      expect(gzipSync(html).length).toBeLessThanOrEqual(10 * 1024);
    });

    it('links every name to the full board, absolute, in a new tab', async () => {
      const { html } = await embed('?view=players&cluster=HOST&top=5&filter=kills');
      const links = linksOf(html);
      // Five names and the footer's "Full board".
      expect(links).toHaveLength(6);
      for (const tag of links) {
        expect(tag).toBe(
          `<a href="${PUBLIC}/?view=players&amp;cluster=HOST" target="_blank" rel="noopener">`,
        );
      }
    });

    it('draws hostile names as text, each in its own direction', async () => {
      const { html } = await embed('?view=players&cluster=HOST&top=3');
      expect(html).not.toContain(SCRIPT_NAME);
      expect(html).toContain(
        '<bdi dir="ltr">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</bdi>',
      );
      expect(html).not.toContain(QUOTE_NAME);
      expect(html).toContain('&quot;&#39; onmouseover=&quot;alert(2)');
      expect(html).toContain(`<bdi dir="rtl">${RTL_NAME}</bdi>`);
      expect(html).toContain('<small><bdi dir="ltr">&lt;b&gt;Tribe&lt;/b&gt;</bdi></small>');
    });

    it('is framed by any origin by default, allows only its own style, and runs nothing', async () => {
      const { res, html } = await embed('');
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(res.headers.get('Content-Security-Policy')).toBe(
        `default-src 'none'; style-src ${hashSource(style)}; img-src 'self' data:; ` +
          "frame-ancestors *; base-uri 'none'; form-action 'none'",
      );
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // The tribes board by default.
      expect(html).toContain('Top tribes by score · Solos');
    });

    it('is kept per address and data version: an ETag, a 304, compressed for who asks', async () => {
      const first = await app.request('/embed?cluster=SOLO');
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=30');
      const again = await app.request('/embed?cluster=SOLO', {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('Content-Security-Policy')).toBe(
        first.headers.get('Content-Security-Policy'),
      );
      const gzip = await app.request('/embed?view=players&cluster=HOST&top=25', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    });

    it('answers a bad query with a small HTML page and a 400, not a 500', async () => {
      for (const query of [
        '?top=0',
        `?top=${EMBED_TOP_MAX + 1}`,
        '?top=ten',
        '?top=1&top=2',
        '?view=monsters',
        '?cluster=MOON',
        '?filter=charm',
        '?season=7',
      ]) {
        const { res, html } = await embed(query, 400);
        expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(res.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
        expect(html).toContain('<h1>This board cannot be shown</h1>');
        expect(html).not.toMatch(/<script/i);
        expect(html.length).toBeLessThan(4096);
      }
    });

    it("passes range= to the rankings call: a period's board shows that call's rows", async () => {
      const { html } = await embed('?view=players&range=week&top=5');
      // A server without the ranges call drops range=, as the page does.
      const ranged = (await app.request(RANGES_PATH)).status === 200;
      expect(html).toContain(
        `<h1>Top players by kills · Solos${ranged ? ' · This week' : ''}</h1>`,
      );
      const answer = (await (
        await app.request(`${RANKINGS_PATHS.players}${ranged ? '?range=week' : ''}`)
      ).json()) as { ranking_data: { PlayerName: string }[] };
      const names = answer.ranking_data.slice(0, 5).map((row) => row.PlayerName);
      expect(rowsOf(html)).toBe(names.length);
      for (const name of names) expect(html).toContain(`>${name}</bdi>`);
    });

    it('refuses an unknown range with a 400 page', async () => {
      await embed('?range=year', 400);
    });
  });
}

describe('GET /embed kept', () => {
  it('answers an embed asked again from the one answer cache, reading nothing of the store', async () => {
    const counted = countedStore(fakeStore());
    const app = createApp({ store: counted.store });
    const first = await app.request('/embed?view=players&top=5');
    expect(first.status).toBe(200);
    const read = counted.reads.length;
    expect(read).toBeGreaterThan(0);
    const again = await app.request('/embed?view=players&top=5');
    expect(await again.text()).toBe(await first.text());
    expect(counted.reads.length).toBe(read);
  });
});

describe('GET /embed framed', () => {
  it('may be framed by the origins site.embedOrigins lists, and no other page may', async () => {
    const app = createApp({
      store: fakeStore(),
      site: servedSite({ look: { embedOrigins: ['https://island.example', "'self'"] } }),
    });
    const framed = await app.request('/embed');
    expect(framed.headers.get('Content-Security-Policy')).toContain(
      "frame-ancestors https://island.example 'self';",
    );
    const api = await app.request(RANKINGS_PATHS.tribes);
    expect(api.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});
