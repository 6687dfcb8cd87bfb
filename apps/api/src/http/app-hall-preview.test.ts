import { PREVIEW_IMAGE_SIZE } from '@ark/core';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { fame, importFame } from '../../test/hall-fixture';
import type { Db } from '../db/db';
import type { HallSummary } from '../draw/preview/hall-summary';
import { NEVER_TIMES_OUT_MS } from '../draw/preview/testing';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';
import { createPreviewDrawer, type PreviewDrawer } from './preview/preview-drawer';

const PUBLIC = 'https://ark.example/boards';
const UTC: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
const now = () => new Date('2026-12-09T00:00:00Z');

/** A real drawer that keeps the halls it was asked to draw (their time never runs out). */
function recordingDrawer(): PreviewDrawer & { halls: HallSummary[] } {
  const drawer = createPreviewDrawer({ idleMs: 1000, timeoutMs: NEVER_TIMES_OUT_MS });
  const halls: HallSummary[] = [];
  return {
    halls,
    draw: (summary, options) => drawer.draw(summary, options),
    drawHall: (summary, options) => {
      halls.push(summary);
      return drawer.drawHall(summary, options);
    },
    drawCompare: (summary, options) => drawer.drawCompare(summary, options),
    capacity: drawer.capacity,
    get running() {
      return drawer.running;
    },
    close: () => drawer.close(),
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/** A page's Open Graph tags by property, unescaped as a crawler reads them. */
function ogTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of head.matchAll(
    /<meta property="(og:[^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = value.replace(/&(amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return tags;
}

// The hall of fame where the community talks (docs/adr/0084-the-hall-on-the-page.md): its preview
// image and its page's link preview, from the hall fixture's hand-worked figures.
describe('the hall of fame’s link preview', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const drawer = recordingDrawer();

  beforeAll(async () => {
    db = await freshPglite();
    await importFame(db, now);
    // A cluster imported once: no period of it has closed.
    await importCluster(db, fame([1, 2, 3, 4], 'EMPTY'), {
      asOf: new Date('2026-12-08T12:00:00Z'),
      now,
      periods: UTC,
    });
    app = createApp({
      store: createRankingStore(db, { versionTtlMs: 0, now, periods: UTC }),
      now,
      site: servedSite({ look: { name: 'The Island', publicUrl: `${PUBLIC}/` } }),
      drawer,
      ...(await builtPage()),
    });
  });
  afterAll(async () => {
    await drawer.close();
    await db?.close();
  });

  it('answers /og.png?view=hall with a 1200x630 PNG of the records and the newest week’s champions', async () => {
    const res = await app.request('/og.png?view=hall&cluster=FAME');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    const png = decode(new Uint8Array(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height]);
    const drawn = drawer.halls.at(-1);
    expect(drawn?.title).toBe('Hall of fame · FAME');
    // A week's records first, then a month's, then a day's: Bob's 12 in the week of 11-09 was
    // reached before Cy's 12; the tribe's best week is 11-16's 30; Bob's November is 30.
    expect(drawn?.records.slice(0, 3)).toEqual([
      { label: 'Players · Kills · Best week', name: 'Bob', value: '12' },
      { label: 'Tribes · Kills · Best week', name: 'Keepers', value: '30' },
      { label: 'Players · Kills · Best month', name: 'Bob', value: '30' },
    ]);
    // The week of 11-30, closed by the import of 12-08: Cy's 12, the tribe's 22.
    expect(drawn?.championsHeading).toBe('Champions · Week of Nov 30, 2026');
    expect(drawn?.champions).toEqual([
      { label: 'Players · Kills', name: 'Cy', value: '12' },
      { label: 'Tribes · Kills', name: 'Keepers', value: '22' },
    ]);
    expect(drawn?.empty).toBeNull();
  });

  it('keeps the drawn image: a second identical request draws nothing', async () => {
    const before = drawer.halls.length;
    const first = await app.request('/og.png?view=hall&cluster=FAME&lang=fr');
    expect(first.status).toBe(200);
    expect(drawer.halls.length).toBe(before + 1);
    const second = await app.request('/og.png?view=hall&cluster=FAME&lang=fr');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    // The same hall under another address (a page and an unknown param ignored) is the same image.
    expect((await app.request('/og.png?view=hall&lang=fr&cluster=FAME&page=3&x=1')).status).toBe(
      200,
    );
    expect(drawer.halls.length).toBe(before + 1);
  });

  it('draws a hall with nothing closed as its empty sentence', async () => {
    const res = await app.request('/og.png?view=hall&cluster=EMPTY');
    expect(res.status).toBe(200);
    const drawn = drawer.halls.at(-1);
    expect(drawn).toMatchObject({
      title: 'Hall of fame · EMPTY',
      records: [],
      champions: [],
      empty: 'No week has closed yet.',
    });
  });

  it('draws the hall in the language its address names', async () => {
    const res = await app.request('/og.png?view=hall&cluster=FAME&lang=de');
    expect(res.status).toBe(200);
    expect(drawer.halls.at(-1)?.title).toBe('Ruhmeshalle · FAME');
  });

  it('answers an unknown cluster or season, or a repeated view, with a 400 and draws nothing', async () => {
    const draws = drawer.halls.length;
    for (const query of ['view=hall&cluster=MOON', 'view=hall&season=9', 'view=hall&view=hall']) {
      const res = await app.request(`/og.png?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toMatch(/^No preview for this address: /);
    }
    expect(drawer.halls.length).toBe(draws);
  });

  it('names the hall’s image, title and records in the hall page’s link preview', async () => {
    const html = await (await app.request('/?view=hall&cluster=FAME')).text();
    expect(ogTags(html)).toMatchObject({
      'og:title': 'Hall of fame · FAME',
      'og:description':
        'Players · Kills · Best week: Bob — 12 · Tribes · Kills · Best week: Keepers — 30 · Players · Kills · Best month: Bob — 30',
      'og:url': `${PUBLIC}/?view=hall&cluster=FAME`,
      'og:image': `${PUBLIC}/og.png?view=hall&cluster=FAME`,
      'og:site_name': 'The Island',
    });
    const german = ogTags(await (await app.request('/?view=hall&cluster=FAME&lang=de')).text());
    expect(german['og:title']).toBe('Ruhmeshalle · FAME');
    expect(german['og:image']).toBe(`${PUBLIC}/og.png?view=hall&cluster=FAME&lang=de`);
    const empty = ogTags(await (await app.request('/?view=hall&cluster=EMPTY')).text());
    expect(empty['og:description']).toBe('No week has closed yet.');
  });
});
