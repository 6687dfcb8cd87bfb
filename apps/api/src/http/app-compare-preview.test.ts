import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { freshPglite } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import type { CompareSummary } from '../draw/preview/compare-summary';
import { NEVER_TIMES_OUT_MS } from '../draw/preview/testing';
import { importCluster } from '../ingest/import-cluster';
import { servedSite } from '../site/site-config';
import { hideEntry } from '../store/moderation';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { createApp } from './app';
import { createPreviewDrawer, type PreviewDrawer } from './preview/preview-drawer';

const PUBLIC = 'https://ark.example/boards';

/** A real drawer that keeps what it was asked to draw (its time never runs out). */
function recordingDrawer(): PreviewDrawer & { compares: CompareSummary[]; boards: BoardSummary[] } {
  const drawer = createPreviewDrawer({ idleMs: 1000, timeoutMs: NEVER_TIMES_OUT_MS });
  const compares: CompareSummary[] = [];
  const boards: BoardSummary[] = [];
  return {
    compares,
    boards,
    draw: (summary, options) => {
      boards.push(summary);
      return drawer.draw(summary, options);
    },
    drawHall: (summary, options) => drawer.drawHall(summary, options),
    drawCompare: (summary, options) => {
      compares.push(summary);
      return drawer.drawCompare(summary, options);
    },
    capacity: drawer.capacity,
    get running() {
      return drawer.running;
    },
    close: () => drawer.close(),
  };
}

/** A store that counts its reads of details: a comparison the cache answers reads none. */
function counted(store: RankingStore) {
  const reads = { details: 0 };
  const spied: RankingStore = {
    ...store,
    player: (...args) => {
      reads.details += 1;
      return store.player(...args);
    },
    tribe: (...args) => {
      reads.details += 1;
      return store.tribe(...args);
    },
  };
  return { spied, reads };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** A page's Open Graph tags by property, unescaped as a crawler reads them. */
function ogTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of head.matchAll(
    /<meta property="(og:[^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return tags;
}

const HOSTILE = '</title><script>alert(1)</script>';

// A comparison where the community talks (docs/adr/0083-compare.md, 2026-12-04: the preview): its
// image and its page's link preview, both drawn from the compare call's answer.
describe('the comparison’s link preview', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  let reads: { details: number };
  const drawer = recordingDrawer();
  const image = async (query: string) => {
    const res = await app.request(`/og.png?${query}`);
    expect(res.status, query).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    return res;
  };

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, {
      cluster: { key: 'RIVAL', display: 'Rivals', order: 0 },
      players: [
        makePlayer('Ann', { id: 'p1', kills: 9, deaths: 4 }),
        makePlayer('Bob', { id: 'p2', kills: 12, deaths: 1 }),
        makePlayer('Cy', { id: 'p3', kills: 2, deaths: 6 }),
        makePlayer('Dee', { id: 'p4', kills: 12, deaths: 2 }),
        makePlayer('Eve', { id: 'p5', kills: 0, deaths: 0 }),
        makePlayer('<b>Hid</b>', { id: 'p6', kills: 50 }),
        makePlayer(`${HOSTILE}\u202e\u0000`, { id: 'p7', kills: 1 }),
      ],
      tribes: [
        makeTribe('Red', { id: 't1', damageScore: 100, kills: 10 }),
        makeTribe('Blue', { id: 't2', damageScore: 50, kills: 12 }),
      ],
    });
    await hideEntry(db, { kind: 'player', cluster: 'RIVAL', id: 'p6', reason: 'cheat', by: 't' });
    const store = counted(createRankingStore(db, { versionTtlMs: 0 }));
    reads = store.reads;
    app = createApp({
      store: store.spied,
      site: servedSite({ look: { name: 'The Island', publicUrl: `${PUBLIC}/` } }),
      drawer,
      ...(await builtPage()),
    });
  });
  afterAll(async () => {
    await drawer.close();
    await db?.close();
  });

  it('answers /og.png?view=compare with a 1200x630 PNG of the rows side by side, the best marked', async () => {
    const res = await image('view=compare&cluster=RIVAL&players=p1,p2');
    const png = decode(new Uint8Array(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height]);
    const drawn = drawer.compares.at(-1);
    expect(drawn?.title).toBe('Ann vs Bob · Rivals');
    expect(drawn?.heading).toBe('Compare players · Rivals');
    expect(drawn?.statLabel).toBe('Kills');
    expect(drawn?.columns).toEqual([
      { name: 'Ann', value: '9', rank: '#3', best: false },
      { name: 'Bob', value: '12', rank: '#1', best: true },
    ]);
    expect(drawn?.leftOut).toBeNull();
  });

  it('keeps the drawn image: a second identical request computes nothing', async () => {
    const [draws, read] = [drawer.compares.length, reads.details];
    const first = await image('view=compare&cluster=RIVAL&tribes=t1,t2&lang=fr');
    expect(drawer.compares.length).toBe(draws + 1);
    const second = await image('view=compare&cluster=RIVAL&tribes=t1,t2&lang=fr');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(drawer.compares.length).toBe(draws + 1);
    expect(reads.details).toBe(read + 2);
    // The same rows under another address (an id repeated, a page and an unknown param) too.
    await image('view=compare&lang=fr&tribes=t1,t2,t1&cluster=RIVAL&page=3&x=1');
    expect(drawer.compares.length).toBe(draws + 1);
    expect(reads.details).toBe(read + 2);
  });

  it('draws what it can of unknown, hidden, repeated and too many ids, and says what it left out', async () => {
    await image('view=compare&cluster=RIVAL&players=p1,nobody,p6,p1,p2');
    expect(drawer.compares.at(-1)?.columns.map((column) => column.name)).toEqual(['Ann', 'Bob']);
    expect(drawer.compares.at(-1)?.leftOut).toBe('Left out: 2 ids not found or hidden.');
    await image('view=compare&cluster=RIVAL&players=p1,p2,p3,p4,p5');
    const four = drawer.compares.at(-1);
    expect(four?.title).toBe('Ann vs Bob vs Cy vs Dee · Rivals');
    // Bob and Dee tie on 12 kills: both are the best.
    expect(four?.columns.map((column) => column.best)).toEqual([false, true, false, true]);
  });

  it('draws a hostile name as text, cleaned', async () => {
    await image('view=compare&cluster=RIVAL&players=p7,p1');
    const drawn = drawer.compares.at(-1);
    expect(drawn?.title).toBe(`${HOSTILE.slice(0, 31)}… vs Ann · Rivals`);
  });

  it('draws the board’s image when fewer than two of its rows are found, never a 500', async () => {
    const [compares, boards] = [drawer.compares.length, drawer.boards.length];
    for (const query of [
      'view=compare&cluster=RIVAL&players=p1,nobody',
      'view=compare&cluster=RIVAL&players=p6,nobody',
    ]) {
      const png = decode(new Uint8Array(await (await image(query)).arrayBuffer()));
      expect(png.width).toBe(PREVIEW_IMAGE_SIZE.width);
      expect(drawer.boards.at(-1)?.title).toBe('Top players by kills · Rivals');
    }
    expect(drawer.compares.length).toBe(compares);
    expect(drawer.boards.length).toBe(boards + 2);
  });

  it('answers a malformed list, an unknown cluster or a repeated view with a 400 and draws nothing', async () => {
    const draws = drawer.compares.length + drawer.boards.length;
    for (const query of [
      'view=compare&players=<b>,p1',
      'view=compare&players=p1,p2&tribes=t1,t2',
      'view=compare',
      'view=compare&cluster=MOON&players=p1,p2',
      'view=compare&view=compare&players=p1,p2',
    ]) {
      const res = await app.request(`/og.png?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toMatch(/^No preview for this address: /);
    }
    expect(drawer.compares.length + drawer.boards.length).toBe(draws);
  });

  it('draws the comparison in the language its address names', async () => {
    await image('view=compare&cluster=RIVAL&players=p2,p3&lang=de');
    expect(drawer.compares.at(-1)).toMatchObject({
      title: 'Bob vs. Cy · Rivals',
      heading: 'Spieler vergleichen · Rivals',
    });
  });

  it('names the rows, their values and the image in the page’s link preview', async () => {
    const html = await (await app.request('/?view=compare&cluster=RIVAL&players=p3,p4')).text();
    expect(ogTags(html)).toMatchObject({
      'og:title': 'Cy vs Dee · Rivals',
      'og:description': 'Kills: Cy — 2 (#4) · Dee — 12 (#1) ✓ best',
      'og:url': `${PUBLIC}/?view=compare&cluster=RIVAL&players=p3,p4`,
      'og:image': `${PUBLIC}/og.png?view=compare&cluster=RIVAL&players=p3,p4`,
      'og:image:alt': 'Cy vs Dee · Rivals',
      'og:site_name': 'The Island',
    });
    // The page read the rows once; its image draws from the same answer, reading none.
    const read = reads.details;
    await image('view=compare&cluster=RIVAL&players=p3,p4');
    expect(drawer.compares.at(-1)?.title).toBe('Cy vs Dee · Rivals');
    expect(reads.details).toBe(read);
  });

  it('escapes a hostile name in the page’s tags and names the page’s language', async () => {
    const html = await (
      await app.request('/?view=compare&cluster=RIVAL&players=p7,p1&lang=de')
    ).text();
    expect(html).not.toContain(HOSTILE);
    const tags = ogTags(html);
    expect(tags['og:title']).toBe(`${HOSTILE.slice(0, 31)}… vs. Ann · Rivals`);
    expect(tags['og:image']).toBe(
      `${PUBLIC}/og.png?view=compare&cluster=RIVAL&players=p7,p1&lang=de`,
    );
  });

  it('previews the board of a comparison with fewer than two rows found', async () => {
    for (const query of [
      'view=compare&cluster=RIVAL&players=p1,nobody',
      'view=compare&cluster=RIVAL&players=<b>,p1',
    ]) {
      const tags = ogTags(await (await app.request(`/?${query}`)).text());
      expect(tags['og:title'], query).toBe('Top players by kills · Rivals');
      expect(tags['og:image'], query).toBe(`${PUBLIC}/og.png?view=players&cluster=RIVAL`);
    }
  });
});
