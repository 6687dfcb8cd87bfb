import { siteRules } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { BERLIN, importRace, RACE_TIMES } from '../../test/race';
import type { Db } from '../db/db';
import { silentLogger } from '../lib/logger';
import { servedSite } from '../site/site-config';
import { postPeriods } from '../store/discord-posts';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { type DiscordPost, discordConfigSchema, discordPostKey } from './discord-config';
import { postNow } from './post-now';
import { startPostScheduler } from './post-scheduler';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';

const parsePosts = (posts: unknown[]): DiscordPost[] =>
  discordConfigSchema({ allowLocalWebhooks: true }).parse({ posts }).posts;

const site = servedSite({ look: { name: 'Rex Valley' } });

describe('postNow', () => {
  let db: Db;
  let store: RankingStore;
  let receiver: WebhookReceiver;
  let posts: DiscordPost[];
  const now = () => RACE_TIMES.now;
  /** postNow on this file's store, posts and clock. */
  const post = (options: Partial<Parameters<typeof postNow>[0]> = {}) =>
    postNow({
      db,
      store,
      site,
      rules: siteRules(site.defaultCluster),
      logger: silentLogger,
      posts,
      now,
      ...options,
    });

  beforeAll(async () => {
    db = await freshPglite();
    await importRace(db);
    store = createRankingStore(db, { versionTtlMs: 0, now, periods: BERLIN });
    receiver = await startWebhookReceiver();
    posts = parsePosts([
      { webhook: receiver.url, every: 'week', cluster: 'RACE', view: 'players' },
      { webhook: receiver.url, every: 'season', cluster: 'RACE', view: 'players' },
    ]);
  });
  afterAll(async () => {
    await receiver?.close();
    await db?.close();
  });

  it('builds the messages on a dry run and sends and keeps nothing', async () => {
    const report = await post({ dryRun: true });
    expect(report.deliveries).toBeNull();
    expect(report.noSeason).toEqual([posts[1]]);
    expect(report.messages.map((m) => m.body.embeds.map((e) => e.title))).toEqual([
      ['Top players by kills · Race · Last week'],
    ]);
    expect(receiver.statuses).toEqual([]);
    expect(await postPeriods(db, discordPostKey(posts[0] as DiscordPost))).toEqual([]);
  });

  it("builds the messages in the site's language: title, values, footer (site.language)", async () => {
    const russian = servedSite({ look: { language: 'ru' } });
    const report = await post({ dryRun: true, site: russian });
    const [embed] = report.messages[0]?.body.embeds ?? [];
    expect(embed?.title).toBe('Лучшие игроки по убийствам · Race · Прошлая неделя');
    expect(embed?.footer?.text).toBe('Рейтинги ARK · Критерий: убийства · Данные обновлены');
    expect(report.messages[0]?.body.username).toBe('Рейтинги ARK');
  });

  it('posts a week post now, so the server does not post that week again', async () => {
    const report = await post({ every: 'week' });
    expect(report.deliveries?.map((d) => d.result.ok)).toEqual([true]);
    const scheduler = startPostScheduler({
      posts,
      db,
      store,
      site,
      rules: siteRules(site.defaultCluster),
      logger: silentLogger,
      now,
      timers: { set: () => null, clear: () => {} },
    });
    const first = await scheduler.first;
    await scheduler.stop();
    expect(first.deliveries).toEqual([]);
    expect(receiver.messages).toHaveLength(1);
    const kept = await postPeriods(db, discordPostKey(posts[0] as DiscordPost));
    expect(kept.map((p) => p.periodStart.toISOString())).toEqual([RACE_TIMES.weekStart]);
  });

  it("posts a closed season's final board for its season posts, kept under the close", async () => {
    const closed = await closeSeason(db, { name: 'Season 4', by: 'admin' });
    const report = await post({ every: 'season', season: closed });
    expect(report.deliveries?.map((d) => d.result.ok)).toEqual([true]);
    const embed = receiver.messages.at(-1)?.embeds[0];
    expect(embed?.title).toBe('Top players by kills · Race · Season 4');
    expect(embed?.url).toContain(`season=${closed.id}`);
    // The all-time board as it was archived: Dan's 100 kills lead.
    expect(embed?.description?.split('\n')[0]).toBe('🥇 1. Dan — **100**');
    const kept = await postPeriods(db, discordPostKey(posts[1] as DiscordPost));
    expect(kept.map((p) => p.periodStart.toISOString())).toEqual([closed.closedAt]);
  });
});
