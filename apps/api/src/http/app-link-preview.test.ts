import { PREVIEW_IMAGE_SIZE, RANGES_PATH, RANKINGS_PATHS } from '@ark/core';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { engines } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import { hostileFixture, QUOTE_NAME, RTL_NAME, SCRIPT_NAME } from '../../test/hostile-fixture';
import type { Db } from '../db/db';
import { NEVER_TIMES_OUT_MS } from '../draw/preview/testing';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';
import { createPreviewDrawer, type PreviewDrawer } from './preview/preview-drawer';

const PUBLIC = 'https://ark.example/boards';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The Open Graph and Twitter tags of a page, their contents unescaped as a crawler reads them. */
function previewTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of head.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return tags;
}

/** A real drawer that counts its draws (their time never runs out: a loaded machine draws slowly). */
function countingDrawer(): PreviewDrawer & { draws: number } {
  const drawer = createPreviewDrawer({ idleMs: 1000, timeoutMs: NEVER_TIMES_OUT_MS });
  const counting = {
    draws: 0,
    draw: (...args: Parameters<PreviewDrawer['draw']>) => {
      counting.draws += 1;
      return drawer.draw(...args);
    },
    drawHall: (...args: Parameters<PreviewDrawer['drawHall']>) => {
      counting.draws += 1;
      return drawer.drawHall(...args);
    },
    drawCompare: (...args: Parameters<PreviewDrawer['drawCompare']>) => {
      counting.draws += 1;
      return drawer.drawCompare(...args);
    },
    capacity: drawer.capacity,
    get running() {
      return drawer.running;
    },
    close: () => drawer.close(),
  };
  return counting;
}

/** How many distinct colours a decoded image holds (a blank one has one). */
function colours(png: ReturnType<typeof decode>): number {
  const seen = new Set<number>();
  const { data, channels } = png;
  for (let i = 0; i < data.length; i += channels * 97) {
    seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  }
  return seen.size;
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`link previews on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    let season: number;
    const drawer = countingDrawer();

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      await importCluster(db, hostileFixture());
      season = (await closeSeason(db, { name: 'Season <1>', by: 'test' })).id;
      app = createApp({
        store: createRankingStore(db, { versionTtlMs: 0 }),
        ...(await builtPage()),
        site: servedSite({ look: { name: 'The Island', publicUrl: `${PUBLIC}/` } }),
        drawer,
      });
    });
    afterAll(async () => {
      await drawer.close();
      await db?.close();
    });

    const tagsOf = async (address: string) => {
      const res = await app.request(address);
      expect(res.status).toBe(200);
      const html = await res.text();
      return { html, tags: previewTags(html) };
    };

    it('gives the default board its title, top 3, address, image and card', async () => {
      const { tags } = await tagsOf('/');
      expect(tags).toEqual({
        'og:type': 'website',
        'og:site_name': 'The Island',
        'og:title': 'Top tribes by score · Solos',
        'og:description': '1. blue — 100 score · 1. Red — 100 score · 3. Green — 50 score',
        'og:url': `${PUBLIC}/`,
        'og:image': `${PUBLIC}/og.png`,
        'og:image:type': 'image/png',
        'og:image:width': String(PREVIEW_IMAGE_SIZE.width),
        'og:image:height': String(PREVIEW_IMAGE_SIZE.height),
        'og:image:alt': 'Top tribes by score · Solos',
        'og:locale': 'en_US',
        // Each other language is an alternate; the last one listed is kept here.
        'og:locale:alternate': 'ja_JP',
        'twitter:card': 'summary_large_image',
      });
    });

    it("names a range in the title, and reads the board's top 3 from the rankings call for it", async () => {
      const { tags } = await tagsOf('/?view=players&range=week&page=2&search=e');
      // A server without the ranges call drops range=, as the page does.
      const ranged = (await app.request(RANGES_PATH)).status === 200;
      expect(tags['og:title']).toBe(`Top players by kills · Solos${ranged ? ' · This week' : ''}`);
      // The address as shared; the image is the board's, whatever its page or search.
      expect(tags['og:url']).toBe(`${PUBLIC}/?view=players&range=week&page=2&search=e`);
      expect(tags['og:image']).toBe(`${PUBLIC}/og.png?view=players${ranged ? '&range=week' : ''}`);
      const board = (await (
        await app.request(`${RANKINGS_PATHS.players}?cluster=SOLO${ranged ? '&range=week' : ''}`)
      ).json()) as { ranking_data: { rank: number; PlayerName: string; PlayerKills: number }[] };
      const top3 = board.ranking_data
        .slice(0, 3)
        .map((row) => `${row.rank}. ${row.PlayerName} — ${row.PlayerKills} kills`);
      expect(tags['og:description']).toBe(top3.join(' · ') || 'No rankings yet.');
    });

    it("names an archived season's board by its cluster and season", async () => {
      const { tags } = await tagsOf(`/?view=players&cluster=HOST&season=${season}`);
      expect(tags['og:title']).toBe('Top players by kills · Hostile <i>Cluster</i> · Season <1>');
      expect(tags['og:image']).toBe(`${PUBLIC}/og.png?view=players&cluster=HOST&season=${season}`);
    });

    it('escapes hostile names in the tags: they stay text', async () => {
      const { html, tags } = await tagsOf('/?view=players&cluster=HOST');
      expect(tags['og:description']).toBe(
        // A description cuts a name at 32 characters.
        `1. ${SCRIPT_NAME.slice(0, 31)}… — 30 kills · 2. ${QUOTE_NAME} — 29 kills · 3. \u2068${RTL_NAME}\u2069 — 28 kills`,
      );
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('<script>alert');
      expect(head).not.toContain('" onmouseover');
      expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/scrip…');
    });

    it('answers /og.png with a 1200x630 PNG of the board, not blank', async () => {
      const res = await app.request(`/og.png?view=players&cluster=HOST`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=30');
      const png = decode(new Uint8Array(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([
        PREVIEW_IMAGE_SIZE.width,
        PREVIEW_IMAGE_SIZE.height,
      ]);
      expect(colours(png)).toBeGreaterThan(20);
    });

    it('keeps a drawn image: a second request draws nothing, and a revalidation is a 304', async () => {
      const address = `/og.png?cluster=SOLO&season=${season}`;
      const first = await app.request(address);
      expect(first.status).toBe(200);
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      const draws = drawer.draws;
      const second = await app.request(address);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(
        Buffer.from(await first.arrayBuffer()),
      );
      expect(second.headers.get('ETag')).toBe(etag);
      const revalidated = await app.request(address, { headers: { 'If-None-Match': etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('ETag')).toBe(etag);
      expect(drawer.draws).toBe(draws);
    });

    it('draws one image for requests that ask at once', async () => {
      const draws = drawer.draws;
      const answers = await Promise.all(
        [1, 2, 3].map(() => app.request('/og.png?view=players&filter=deaths')),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(drawer.draws).toBe(draws + 1);
    });

    it('answers a bad query with a 400 and a short text, drawing nothing', async () => {
      const draws = drawer.draws;
      for (const query of [
        'view=monsters',
        'cluster=MOON',
        'filter=charm',
        'season=99',
        'view=players&view=tribes',
      ]) {
        const res = await app.request(`/og.png?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
        expect(await res.text()).toMatch(/^No preview for this address: /);
      }
      expect(drawer.draws).toBe(draws);
    });
  });
}
