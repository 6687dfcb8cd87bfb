// The default cluster is the same on every surface (docs/adr/0076-default-cluster.md): with no
// cluster named, the calls, the page, /embed, /og.png, Discord's /top and a Discord post all show
// the one core's defaultCluster picks, SOLO when no setting names another, never "the first".
import { type BoardSummary, siteRules } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import { composeApp } from '../compose-app';
import type { Db } from '../db/db';
import { discordConfigSchema } from '../discord/discord-config';
import { postNow } from '../discord/post-now';
import { interaction, makeTestApplication, signedHeaders } from '../discord/test/sign-interaction';
import { NEVER_TIMES_OUT_MS } from '../draw/preview/testing';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { silentLogger } from '../lib/logger';
import { defaultClusterWarning, type ServedSite, servedSite } from '../site/site-config';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { createPreviewDrawer, type PreviewDrawer } from './preview/preview-drawer';

const NOW = new Date('2026-05-13T12:00:00Z');
const APPLICATION_ID = '112233445566778899';
const application = makeTestApplication();
/** Listed in this order: SOLO is not first. */
const KEYS = ['DUO', 'SOLO', 'PVE'] as const;

/** A cluster whose player and tribe name it, so any surface's text tells which it shows. */
function namedCluster(key: string, order: number): ClusterImport {
  return {
    cluster: { key, display: `${key} display`, order },
    players: [makePlayer(`Rex of ${key}`, { id: `7656${order}`, kills: 3 })],
    tribes: [makeTribe(`Tribe of ${key}`, { damageScore: 5 })],
  };
}

/** The clusters whose rows `text` shows (its names; the cluster list alone names none). */
const shownIn = (text: string): string[] =>
  KEYS.filter((key) => new RegExp(`(Rex|Tribe) of ${key}\\b`).test(text));

/** A real drawer that keeps what it was asked to draw. */
function recordingDrawer(): PreviewDrawer & { drawn: BoardSummary[] } {
  const drawer = createPreviewDrawer({ idleMs: 1000, timeoutMs: NEVER_TIMES_OUT_MS });
  const drawn: BoardSummary[] = [];
  return {
    drawn,
    draw: (summary, options) => {
      drawn.push(summary);
      return drawer.draw(summary, options);
    },
    drawHall: (summary, options) => drawer.drawHall(summary, options),
    drawCompare: (summary, options) => drawer.drawCompare(summary, options),
    capacity: drawer.capacity,
    get running() {
      return drawer.running;
    },
    close: () => drawer.close(),
  };
}

/** Which cluster each surface shows when none is named, for a site. */
async function surfaces(store: RankingStore, db: Db, site: ServedSite) {
  const drawer = recordingDrawer();
  const app = composeApp({
    store,
    site,
    now: () => NOW,
    drawer,
    ...(await builtPage()),
    discord: {
      commands: { applicationId: APPLICATION_ID, publicKey: application.publicKeyHex },
      transport: { timer: () => new Promise<void>(() => {}) },
    },
  }).app;
  const text = async (path: string) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  try {
    const og = await app.request('/og.png');
    expect(og.status).toBe(200);
    const body = interaction(2, 'top', []);
    const top = await app.request('/discord/interactions', {
      method: 'POST',
      body,
      headers: signedHeaders(application, body, NOW),
    });
    const [post] = discordConfigSchema().parse({
      posts: [{ webhook: 'https://discord.com/api/webhooks/1/t', every: 'day', view: 'tribes' }],
    }).posts;
    const posted = await postNow({
      db,
      store,
      site,
      rules: siteRules(site.defaultCluster),
      posts: post ? [post] : [],
      dryRun: true,
      logger: silentLogger,
      now: () => NOW,
    });
    return {
      players: shownIn(await text('/api/ark/player_rankings')),
      tribes: shownIn(await text('/api/ark/tribe_rankings')),
      page: shownIn(await text('/')),
      embed: shownIn(await text('/embed')),
      og: shownIn(JSON.stringify(drawer.drawn)),
      top: shownIn(await top.text()),
      post: shownIn(JSON.stringify(posted.messages.map((message) => message.body))),
    };
  } finally {
    await drawer.close();
  }
}

/** Every surface showing `key` and no other. */
const everywhere = (key: string) =>
  Object.fromEntries(
    ['players', 'tribes', 'page', 'embed', 'og', 'top', 'post'].map((surface) => [surface, [key]]),
  );

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the default cluster on ${engine.name}`, () => {
    let db: Db;
    let store: RankingStore;

    beforeAll(async () => {
      db = await engine.open();
      for (const [order, key] of KEYS.entries()) await importCluster(db, namedCluster(key, order));
      store = createRankingStore(db, { versionTtlMs: 0, now: () => NOW });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('is SOLO on every surface when SOLO is listed but not first and no setting names one', async () => {
      expect(await surfaces(store, db, servedSite())).toEqual(everywhere('SOLO'));
    });

    it('is the cluster site.defaultCluster names on every surface', async () => {
      const site = servedSite({ look: { defaultCluster: 'PVE' } });
      expect(await surfaces(store, db, site)).toEqual(everywhere('PVE'));
    });

    it("links a command's panel on SOLO with cluster=SOLO when the site's default is another", async () => {
      const site = servedSite({
        look: { defaultCluster: 'PVE', publicUrl: 'https://ark.example' },
      });
      const app = composeApp({
        store,
        site,
        now: () => NOW,
        discord: {
          commands: { applicationId: APPLICATION_ID, publicKey: application.publicKeyHex },
          transport: { timer: () => new Promise<void>(() => {}) },
        },
      }).app;
      const options = [
        { name: 'player', value: '76561' },
        { name: 'cluster', value: 'SOLO' },
      ];
      const body = interaction(2, 'rank', options);
      const res = await app.request('/discord/interactions', {
        method: 'POST',
        body,
        headers: signedHeaders(application, body, NOW),
      });
      const answer = (await res.json()) as { data: { embeds?: { url?: string }[] } };
      expect(answer.data.embeds?.[0]?.url).toBe(
        'https://ark.example/?view=players&cluster=SOLO&player=76561',
      );
    });

    it('falls back to SOLO everywhere for a setting not imported, with one warning line', async () => {
      const site = servedSite({ look: { defaultCluster: 'ARENA' } });
      expect(await surfaces(store, db, site)).toEqual(everywhere('SOLO'));
      const keys = (await store.clusters()).map((cluster) => cluster.key);
      expect(defaultClusterWarning(site, keys)).toBe(
        'site.defaultCluster: ARENA is not an imported cluster (DUO, SOLO, PVE); showing SOLO instead',
      );
    });
  });
}
