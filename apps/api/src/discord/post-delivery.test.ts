import { siteRules } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { PlayerInput } from '../ingest/import-types';
import { type LogFields, type Logger, silentLogger } from '../lib/logger';
import { servedSite } from '../site/site-config';
import { postPeriods } from '../store/discord-posts';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { type DiscordPost, discordConfigSchema, discordPostKey } from './discord-config';
import { createPostBoards } from './post-board';
import { composeMessages, type DuePost, deliverMessages, describeMessage } from './post-delivery';
import { shownByDiscord } from './test/discord-text';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';

const HOSTILE = '@everyone **x**';
const PERIOD = new Date('2026-11-22T23:00:00Z');

const player = (id: string, name: string, kills: number): PlayerInput => ({
  id,
  name,
  tribeName: '',
  tribeId: null,
  playTime: 0,
  kills,
  dinoKills: 0,
  deaths: 0,
});

const parsePosts = (posts: unknown[]): DiscordPost[] =>
  discordConfigSchema({ allowLocalWebhooks: true }).parse({ posts }).posts;

const site = servedSite({ look: { name: 'Rex Valley', accent: '#3366cc' } });

describe('post delivery', () => {
  let db: Db;
  let store: RankingStore;
  let receiver: WebhookReceiver;
  const due = (posts: DiscordPost[]): DuePost[] =>
    posts.map((post) => ({ post, periodStart: PERIOD }));

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, {
      cluster: { key: 'HOST', display: 'Hostiles', order: 0 },
      players: [
        player('1', HOSTILE, 50),
        player('2', '<@123> `x` ||y||', 40),
        player('3', 'Rex', 7),
      ],
      tribes: [],
    });
    store = createRankingStore(db, { versionTtlMs: 0 });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.close();
  });

  describe('composeMessages', () => {
    it('makes one message per webhook, a board an embed, in the site’s accent', async () => {
      const posts = parsePosts([
        { webhook: receiver.url, every: 'day', cluster: 'HOST', view: 'players' },
        { webhook: receiver.url, every: 'day', cluster: 'HOST', view: 'players', filter: 'deaths' },
      ]);
      const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
      const { messages, unread } = await composeMessages({ due: due(posts), boards, site });
      expect(unread).toEqual([]);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.body.embeds.map((embed) => [embed.title, embed.color])).toEqual([
        ['Top players by kills · Hostiles', 0x3366cc],
        ['Top players by deaths · Hostiles', 0x3366cc],
      ]);
    });

    it('splits past 10 boards to one webhook into more messages', async () => {
      const posts = parsePosts(
        Array.from({ length: 12 }, (_, i) => ({
          webhook: receiver.url,
          every: 'day',
          cluster: 'HOST',
          view: 'players',
          top: i + 1,
        })),
      );
      const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
      const { messages } = await composeMessages({ due: due(posts), boards, site });
      expect(messages.map((m) => m.body.embeds.length)).toEqual([10, 2]);
    });

    it('leaves out a post whose cluster the store lacks, saying why', async () => {
      const posts = parsePosts([
        { webhook: receiver.url, every: 'day', cluster: 'NOPE', view: 'players' },
      ]);
      const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
      const { messages, unread } = await composeMessages({ due: due(posts), boards, site });
      expect(messages).toEqual([]);
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ missing: true });
      expect(unread[0]?.reason).toContain('NOPE');
    });
  });

  describe('deliverMessages', () => {
    it('sends a hostile name escaped, pinging nobody, and keeps the period as sent', async () => {
      const posts = parsePosts([
        { webhook: receiver.url, every: 'week', cluster: 'HOST', view: 'players', range: 'all' },
      ]);
      const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
      const { messages } = await composeMessages({ due: due(posts), boards, site });
      const sent = () => new Date('2026-11-22T23:00:05Z');
      const [delivery] = await deliverMessages({
        db,
        messages,
        logger: silentLogger,
        now: sent,
      });
      expect(delivery?.result.ok).toBe(true);
      const body = receiver.messages.at(-1);
      expect(body?.allowed_mentions).toEqual({ parse: [] });
      const [first, second] = body?.embeds[0]?.description?.split('\n') ?? [];
      expect(first).toContain('\\*\\*x\\*\\*');
      expect(first).not.toMatch(/(^|[^\u200b])@everyone/);
      // Shown literally: the escapes show the characters, only the value is bold.
      expect(shownByDiscord(first ?? '')).toBe(`🥇 1. ${HOSTILE} — **50**`);
      expect(shownByDiscord(second ?? '')).toContain('<@123> `x` ||y||');
      expect(second).not.toContain('<@123>');
      const kept = await postPeriods(db, discordPostKey(posts[0] as DiscordPost));
      expect(kept).toEqual([
        {
          postId: discordPostKey(posts[0] as DiscordPost),
          periodStart: PERIOD,
          postedAt: sent(),
          messageId: expect.stringMatching(/^\d+$/),
        },
      ]);
    });

    it('keeps nothing for a failed send and logs one line without the token', async () => {
      const posts = parsePosts([
        { webhook: receiver.url, every: 'month', cluster: 'HOST', view: 'players', range: 'all' },
      ]);
      const boards = createPostBoards({ store, site, rules: siteRules(site.defaultCluster) });
      const { messages } = await composeMessages({ due: due(posts), boards, site });
      const lines: LogFields[] = [];
      const logger: Logger = {
        info: (f) => lines.push(f),
        error: (f) => lines.push({ level: 'error', ...f }),
      };
      receiver.failNext(3, 502);
      const [delivery] = await deliverMessages({ db, messages, logger, sleep: async () => {} });
      expect(delivery?.result).toMatchObject({ ok: false, reason: 'server_error', tries: 3 });
      expect(await postPeriods(db, discordPostKey(posts[0] as DiscordPost))).toEqual([]);
      expect(lines.filter((line) => line.level === 'error')).toEqual([
        expect.objectContaining({
          msg: 'discord post failed',
          webhook: `${new URL(receiver.url).origin}/api/webhooks/${receiver.id}/***`,
          posts: [discordPostKey(posts[0] as DiscordPost)],
          periods: [PERIOD.toISOString()],
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(receiver.token);
    });
  });

  describe('describeMessage', () => {
    it('names the webhook with its token masked', () => {
      const [post] = parsePosts([{ webhook: receiver.url, every: 'day', cluster: 'HOST' }]);
      const described = describeMessage({
        webhook: receiver.url,
        due: [{ post: post as DiscordPost, periodStart: PERIOD }],
        body: { embeds: [], allowed_mentions: { parse: [] } },
      });
      expect(JSON.stringify(described)).not.toContain(receiver.token);
      expect(described.webhook).toMatch(/\/webhooks\/\d+\/\*\*\*$/);
    });
  });
});
