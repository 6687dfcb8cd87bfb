// docs/adr/0064-languages-wired.md: which language the server answers in, by each rule, and that no
// cache ever gives one language's answer to a request for another.
import type { BoardSummary } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import type { BoardImageOptions } from '../draw/preview/board-image';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';
import type { PreviewDrawer } from './preview/preview-drawer';

const PUBLIC = 'https://ark.example';

/** The `lang` of a page's `<html>`. */
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

/** A drawer that writes what it was asked to draw instead of a PNG: its title and language. */
function wordDrawer(): PreviewDrawer & { drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    draw: async (summary: BoardSummary, options: BoardImageOptions = {}) => {
      const words = `${options.catalog?.code ?? 'en'} ${summary.title}`;
      drawn.push(words);
      return Buffer.from(words);
    },
    drawHall: async (summary, options = {}) => {
      const words = `${options.catalog?.code ?? 'en'} ${summary.title}`;
      drawn.push(words);
      return Buffer.from(words);
    },
    drawCompare: async (summary, options = {}) => {
      const words = `${options.catalog?.code ?? 'en'} ${summary.title}`;
      drawn.push(words);
      return Buffer.from(words);
    },
    capacity: 4,
    running: false,
    close: async () => {},
  };
}

/** The app on one store, for a site with `look` (English when it names no language). */
async function appOn(db: Db, look: NonNullable<Parameters<typeof servedSite>[0]>['look'] = {}) {
  const drawer = wordDrawer();
  const app = createApp({
    store: createRankingStore(db, { versionTtlMs: 0 }),
    ...(await builtPage()),
    site: servedSite({ look: { publicUrl: PUBLIC, ...look } }),
    drawer,
  });
  return { app, drawer };
}

describe('the language the server answers in', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  let drawer: ReturnType<typeof wordDrawer>;

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    ({ app, drawer } = await appOn(db));
  });
  afterAll(async () => {
    await db?.close();
  });

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const res = await app.request(address, { headers });
    expect(res.status, address).toBe(200);
    return { res, html: await res.text() };
  };

  describe('the page', () => {
    it('speaks the language the address names, before the cookie and the browser', async () => {
      const { html } = await page('/?lang=de', {
        Cookie: 'ark-lang=fr',
        'Accept-Language': 'ja',
      });
      expect(htmlLang(html)).toBe('de');
      expect(html).toContain('<title>ARK-Bestenlisten</title>');
      expect(html).toContain('Stammes-Bestenliste');
    });

    it("then the visitor's remembered choice, before the browser's", async () => {
      const { html } = await page('/', {
        Cookie: 'ark-theme=dark; ark-lang=fr',
        'Accept-Language': 'ja',
      });
      expect(htmlLang(html)).toBe('fr');
      expect(html).toContain('Classement des tribus');
    });

    it("then the browser's most wanted language the board has, by q then order", async () => {
      const header = 'xx-YY, ru;q=0.5, zh-TW;q=0.95, ja;q=0.9, en;q=0.1';
      expect(htmlLang((await page('/', { 'Accept-Language': header })).html)).toBe('ja');
      expect(htmlLang((await page('/', { 'Accept-Language': 'pt-PT,pt;q=0.8' })).html)).toBe(
        'pt-BR',
      );
    });

    it('falls back quietly past a language it does not know, and to English at last', async () => {
      const unknown = await page('/?lang=klingon', {
        Cookie: 'ark-lang=xx',
        'Accept-Language': 'pl',
      });
      expect(htmlLang(unknown.html)).toBe('pl');
      const plain = await page('/?lang=klingon');
      expect(htmlLang(plain.html)).toBe('en');
      expect(plain.html).toContain('Tribe Leaderboard');
    });

    it('names the headers its language came from in Vary, and none when the address chose', async () => {
      const chosen = await page('/?lang=de');
      expect(chosen.res.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
      const plain = await page('/');
      expect(plain.res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(plain.res.headers.get('Cache-Control')).toBe('no-cache');
      expect(plain.res.headers.get('ETag')).toMatch(/^"/);
    });

    it("never gives one language's kept page to a request for another", async () => {
      const german = await page('/?view=players', { 'Accept-Language': 'de' });
      const english = await page('/?view=players');
      const russian = await page('/?view=players', { Cookie: 'ark-lang=ru' });
      expect([german, english, russian].map(({ html }) => htmlLang(html))).toEqual([
        'de',
        'en',
        'ru',
      ]);
      const etags = [german, english, russian].map(({ res }) => res.headers.get('ETag'));
      expect(new Set(etags).size).toBe(3);
      // A client (or a CDN revalidating) holding the German page, asking as an English visitor.
      const again = await app.request('/?view=players', {
        headers: { 'If-None-Match': etags[0] as string },
      });
      expect(again.status).toBe(200);
      expect(htmlLang(await again.text())).toBe('en');
      // The same visitor again: their kept page, a 304.
      const same = await app.request('/?view=players', {
        headers: { 'If-None-Match': etags[0] as string, 'Accept-Language': 'de' },
      });
      expect(same.status).toBe(304);
    });

    it("tells link previews the page's language, and names the image's language when it is not the site's", async () => {
      const { html } = await page('/?view=players', { Cookie: 'ark-lang=de' });
      expect(html).toContain('<meta property="og:locale" content="de_DE">');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
      expect(html).toContain(
        `<meta property="og:image" content="${PUBLIC}/og.png?view=players&amp;lang=de">`,
      );
      expect(html).toContain('<meta property="og:title" content="Top-Spieler nach Kills · Solos">');
      const english = await page('/?view=players');
      expect(english.html).toContain(
        `<meta property="og:image" content="${PUBLIC}/og.png?view=players">`,
      );
    });
  });

  describe('GET /prefs with a language', () => {
    it('keeps the language in its cookie for a year and sends the visitor back', async () => {
      const res = await app.request('/prefs?lang=zh-Hans&back=%2F%3Fview%3Dplayers');
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe('/?view=players');
      expect(res.headers.get('Set-Cookie')).toBe(
        'ark-lang=zh-Hans; Path=/; Max-Age=31536000; SameSite=Lax',
      );
      const back = await page('/?view=players', { Cookie: 'ark-lang=zh-Hans' });
      expect(htmlLang(back.html)).toBe('zh-Hans');
    });

    it('refuses a language the board does not speak, keeping nothing', async () => {
      const res = await app.request('/prefs?lang=klingon&back=/');
      expect(res.status).toBe(400);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    });
  });

  describe('GET /embed', () => {
    it('speaks the language its address names, whatever the visitor asks for', async () => {
      const res = await app.request('/embed?lang=ja', {
        headers: { Cookie: 'ark-lang=de', 'Accept-Language': 'ru' },
      });
      const html = await res.text();
      expect(htmlLang(html)).toBe('ja');
      expect(html).toContain('<h1>スコア上位のトライブ · Solos</h1>');
      expect(html).toContain('>順位</th>');
      expect(html).toContain('ランキング全体 ↗');
      // Its names link to the full board in the embed's language.
      expect(html).toContain(`href="${PUBLIC}/?lang=ja"`);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    });

    it("is the site's language without one, never the visitor's: one copy serves everyone", async () => {
      const first = await app.request('/embed', { headers: { 'Accept-Language': 'de' } });
      const html = await first.text();
      expect(htmlLang(html)).toBe('en');
      expect(html).toContain('<th scope="col" class="r">Rank</th>');
      expect(html).toContain('Full board ↗');
      const other = await app.request('/embed', { headers: { Cookie: 'ark-lang=fr' } });
      expect(other.headers.get('ETag')).toBe(first.headers.get('ETag'));
    });

    it('says a bad address cannot be shown in its language, the reason for the admin', async () => {
      const res = await app.request('/embed?lang=de&cluster=NOPE');
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('<h1>Diese Bestenliste kann nicht angezeigt werden</h1>');
      expect(html).toMatch(/<p>cluster must be one of .*\.<\/p>/);
    });
  });

  describe('GET /og.png', () => {
    it('draws the board in the language its address names, and keeps one image a language', async () => {
      const before = drawer.drawn.length;
      const german = await app.request('/og.png?view=players&lang=de');
      const english = await app.request('/og.png?view=players', {
        headers: { Cookie: 'ark-lang=de', 'Accept-Language': 'de' },
      });
      const germanAgain = await app.request('/og.png?view=players&page=2&lang=de');
      expect(await german.text()).toBe('de Top-Spieler nach Kills · Solos');
      expect(await english.text()).toBe('en Top players by kills · Solos');
      expect(await germanAgain.text()).toBe('de Top-Spieler nach Kills · Solos');
      expect(drawn(drawer, before)).toEqual([
        'de Top-Spieler nach Kills · Solos',
        'en Top players by kills · Solos',
      ]);
      expect(german.headers.get('ETag')).not.toBe(english.headers.get('ETag'));
      expect(english.headers.get('Vary')).toBeNull();
    });

    it('refuses a bad address in its language, the reason as the API says it', async () => {
      const res = await app.request('/og.png?lang=fr&filter=nope');
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/^Aucun aperçu pour cette adresse\u00a0: filter must be/);
    });
  });

  describe('a page that is not there', () => {
    it("says so in the visitor's language", async () => {
      const res = await app.request('/nothing-here', { headers: { 'Accept-Language': 'de-CH' } });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(htmlLang(html)).toBe('de');
      expect(html).toContain('<title>Nicht gefunden · ARK-Bestenlisten</title>');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    });
  });
});

/** The drawings made since `before`. */
const drawn = (drawer: { drawn: string[] }, before: number) => drawer.drawn.slice(before);

describe('a site with a language of its own (site.language)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    ({ app } = await appOn(db, { language: 'pl' }));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('draws its page in it when the visitor asks for none the board has', async () => {
    const res = await app.request('/', { headers: { 'Accept-Language': 'xx, it;q=0.8' } });
    const html = await res.text();
    expect(htmlLang(html)).toBe('pl');
    expect(html).toContain('Ranking plemion');
    const asked = await app.request('/', { headers: { 'Accept-Language': 'en-GB' } });
    expect(htmlLang(await asked.text())).toBe('en');
  });

  it('draws its embeds and preview images in it, their addresses naming only another', async () => {
    const embed = await (await app.request('/embed')).text();
    expect(htmlLang(embed)).toBe('pl');
    expect(embed).toContain(`href="${PUBLIC}/"`);
    const image = await (await app.request('/og.png')).text();
    expect(image).toBe('pl Najlepsze plemiona według wyniku · Solos');
    const page = await (await app.request('/', { headers: { 'Accept-Language': 'de' } })).text();
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC}/og.png?lang=de">`);
  });
});
