import { formatCount, RANKINGS_PATHS, siteRules } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { BERLIN, importRace, RACE_TIMES } from '../../test/race';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { type LogFields, type Logger, silentLogger } from '../lib/logger';
import { servedSite } from '../site/site-config';
import { postPeriods } from '../store/discord-posts';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { type DiscordPost, discordConfigSchema, discordPostKey } from './discord-config';
import { type PostScheduler, type SchedulerTimers, startPostScheduler } from './post-scheduler';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';

/** Timers the test fires by hand: each set one is kept with its delay until cleared or run. */
function handTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  const timers: SchedulerTimers = {
    set: (run, ms) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clear: (handle) => {
      const at = pending.indexOf(handle as (typeof pending)[number]);
      if (at >= 0) pending.splice(at, 1);
    },
  };
  /** Runs the one timer set, as its delay passing would. */
  const fire = () => {
    expect(pending).toHaveLength(1);
    pending.shift()?.run();
  };
  return { pending, timers, fire };
}

/** A logger that keeps every line. */
function keptLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = [];
  return { lines, info: (f) => lines.push(f), error: (f) => lines.push({ level: 'error', ...f }) };
}

const parsePosts = (posts: unknown[]): DiscordPost[] =>
  discordConfigSchema({ allowLocalWebhooks: true }).parse({ posts }).posts;

const site = servedSite({ look: { name: 'Rex Valley', publicUrl: 'https://ark.example' } });
const WEEK_START = new Date(RACE_TIMES.nextWeekStart);

describe('startPostScheduler', () => {
  let db: Db;
  let store: RankingStore;
  const clock = { now: RACE_TIMES.now };
  const now = () => clock.now;
  const receivers: WebhookReceiver[] = [];
  const receiver = async (id: string) => {
    const made = await startWebhookReceiver({ id, token: `token-${id}-secret` });
    receivers.push(made);
    return made;
  };
  const running: PostScheduler[] = [];
  const start = (
    posts: DiscordPost[],
    {
      timers = handTimers().timers,
      logger = silentLogger as Logger,
      maxWaitMs = 30 * 86_400_000,
    } = {},
  ) => {
    const scheduler = startPostScheduler({
      posts,
      db,
      store,
      site,
      rules: siteRules(site.defaultCluster),
      logger,
      now,
      timers,
      maxWaitMs,
      retryMs: 600_000,
      sleep: async () => {},
    });
    running.push(scheduler);
    return scheduler;
  };

  beforeAll(async () => {
    db = await freshPglite();
    await importRace(db);
    store = createRankingStore(db, { versionTtlMs: 0, now, periods: BERLIN });
  });
  afterAll(async () => {
    for (const scheduler of running) await scheduler.stop();
    for (const made of receivers) await made.close();
    await db?.close();
  });

  describe('a week boundary, a restart and downtime', () => {
    let a: WebhookReceiver;
    let b: WebhookReceiver;
    let posts: DiscordPost[];

    beforeAll(async () => {
      a = await receiver('1001');
      b = await receiver('1002');
      posts = parsePosts([
        { webhook: a.url, every: 'week', cluster: 'RACE', view: 'players', filter: 'kills' },
        { webhook: a.url, every: 'week', cluster: 'RACE', view: 'tribes', filter: 'tribe_score' },
        { webhook: b.url, every: 'week', cluster: 'RACE', view: 'players', filter: 'kills' },
      ]);
    });

    it('passes over the week a post is first seen in and sets its timer to the next week start', async () => {
      clock.now = RACE_TIMES.now;
      const { timers, pending } = handTimers();
      const scheduler = start(posts, { timers });
      const first = await scheduler.first;
      expect(first.passedOver).toEqual(posts.map(discordPostKey));
      expect(first.deliveries).toEqual([]);
      expect(first.nextAt).toEqual(WEEK_START);
      expect(pending.map((timer) => timer.ms)).toEqual([
        WEEK_START.getTime() - RACE_TIMES.now.getTime(),
      ]);
      await scheduler.stop();
      expect(pending).toEqual([]);
      expect([a.messages, b.messages]).toEqual([[], []]);
    });

    it('posts exactly one message per webhook when the week starts, holding last week’s board', async () => {
      clock.now = RACE_TIMES.now;
      const { timers, fire } = handTimers();
      const scheduler = start(posts, { timers });
      await scheduler.first;
      clock.now = RACE_TIMES.nextMonday;
      fire();
      // A tick after the timer's waits for it, and finds nothing left to post.
      const after = await scheduler.tick();
      expect(after.deliveries).toEqual([]);
      expect(a.messages).toHaveLength(1);
      expect(b.messages).toHaveLength(1);
      expect(a.messages[0]?.embeds.map((embed) => embed.title)).toEqual([
        'Top players by kills · Race · Last week',
        'Top tribes by score · Race · Last week',
      ]);
      expect(a.messages[0]?.allowed_mentions).toEqual({ parse: [] });
      expect(b.messages[0]?.username).toBe('Rex Valley');
      const periods = await postPeriods(db, discordPostKey(posts[2] as DiscordPost));
      expect(periods.map((p) => [p.periodStart.toISOString(), p.postedAt !== null])).toEqual([
        [RACE_TIMES.weekStart, false],
        [RACE_TIMES.nextWeekStart, true],
      ]);
      await scheduler.stop();
    });

    it('shows the values the rankings call answers for range=last_week', async () => {
      const app = createApp({ store, now });
      const res = await app.request(
        `${RANKINGS_PATHS.players}?cluster=RACE&filter=kills&range=last_week`,
      );
      const body = (await res.json()) as {
        ranking_data: { PlayerName: string; PlayerKills: number; rank: number }[];
        updated_at: string;
      };
      expect(body.ranking_data.length).toBeGreaterThan(0);
      const embed = b.messages[0]?.embeds[0];
      const [rows = '', record] = embed?.description?.split('\n\n') ?? [];
      const lines = rows.split('\n');
      expect(lines).toHaveLength(body.ranking_data.length);
      // The week's #1 beat the week before's, read before the week's closing import (ADR 0095).
      expect(record).toBe(
        '🏆 New weekly record for kills: **Bob** with **40**, 20 more than Ann (20). [Hall of fame](https://ark.example/?view=hall&cluster=RACE)',
      );
      body.ranking_data.forEach((row, i) => {
        // Ranks past the trophies escape their dot: Discord would renumber a list.
        expect(lines[i]).toMatch(new RegExp(`^(\\S+ )?${row.rank}\\\\?\\. `));
        expect(lines[i]).toContain(row.PlayerName);
        expect(lines[i]).toMatch(new RegExp(`— \\*\\*${formatCount(row.PlayerKills)}\\*\\*$`));
      });
      expect(embed?.url).toBe(
        // kills is the players' default filter: the page's address leaves it out.
        'https://ark.example/?view=players&cluster=RACE&range=last_week',
      );
      expect(embed?.timestamp).toBe(new Date(body.updated_at).toISOString());
    });

    it('does not post again when a new scheduler starts on the same store in the same week', async () => {
      clock.now = new Date(RACE_TIMES.nextMonday.getTime() + 3_600_000);
      const scheduler = start(posts);
      const first = await scheduler.first;
      expect(first.deliveries).toEqual([]);
      expect(first.passedOver).toEqual([]);
      await scheduler.tick();
      await scheduler.stop();
      expect([a.messages.length, b.messages.length]).toEqual([1, 1]);
    });

    it('catches up once after weeks of downtime, not once per missed week', async () => {
      // Tuesday Dec 15: the weeks of Nov 30, Dec 7 and Dec 14 started while it was down.
      clock.now = new Date('2026-12-15T09:00:00Z');
      const scheduler = start(posts);
      const first = await scheduler.first;
      expect(first.deliveries.map((d) => d.result.ok)).toEqual([true, true]);
      await scheduler.tick();
      const again = start(posts);
      await again.first;
      await scheduler.stop();
      await again.stop();
      expect([a.messages.length, b.messages.length]).toEqual([2, 2]);
      const periods = await postPeriods(db, discordPostKey(posts[0] as DiscordPost));
      expect(periods.map((p) => p.periodStart.toISOString())).toEqual([
        RACE_TIMES.weekStart,
        RACE_TIMES.nextWeekStart,
        '2026-12-13T23:00:00.000Z',
      ]);
    });
  });

  describe('a failed send', () => {
    it('keeps nothing for a failed send, logs it once, and sends it on the retry', async () => {
      const c = await receiver('1003');
      const posts = parsePosts([
        { webhook: c.url, every: 'week', cluster: 'RACE', view: 'players' },
      ]);
      const key = discordPostKey(posts[0] as DiscordPost);
      clock.now = RACE_TIMES.now;
      const logger = keptLogger();
      const { timers, fire, pending } = handTimers();
      const scheduler = start(posts, { timers, logger });
      await scheduler.first;
      c.failNext(3, 503);
      clock.now = RACE_TIMES.nextMonday;
      fire();
      await scheduler.tick();
      expect(c.statuses).toEqual([503, 503, 503]);
      expect(c.messages).toEqual([]);
      expect((await postPeriods(db, key)).map((p) => p.postedAt)).toEqual([null]);
      const failures = logger.lines.filter((line) => line.level === 'error');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ msg: 'discord post failed', posts: [key] });
      expect(JSON.stringify(logger.lines)).not.toContain(c.token);
      // The retry is set within the period, ten minutes on.
      expect(pending.map((timer) => timer.ms)).toEqual([600_000]);
      clock.now = new Date(RACE_TIMES.nextMonday.getTime() + 600_000);
      fire();
      await scheduler.tick();
      await scheduler.stop();
      expect(c.messages).toHaveLength(1);
      expect((await postPeriods(db, key)).map((p) => p.postedAt !== null)).toEqual([false, true]);
    });

    it('holds a refused post until the next period instead of retrying it', async () => {
      const d = await receiver('1004');
      const unknown = d.url.replace(d.token, 'not-the-token');
      const posts = parsePosts([
        { webhook: unknown, every: 'day', cluster: 'RACE', view: 'players' },
      ]);
      clock.now = RACE_TIMES.now;
      const scheduler = start(posts, { maxWaitMs: 3_600_000 });
      await scheduler.first;
      clock.now = new Date(RACE_TIMES.now.getTime() + 86_400_000);
      await scheduler.tick();
      clock.now = new Date(clock.now.getTime() + 3_600_000);
      const later = await scheduler.tick();
      await scheduler.stop();
      expect(d.statuses).toEqual([404]);
      expect(later.deliveries).toEqual([]);
    });

    it('leaves season posts to the season close', async () => {
      const e = await receiver('1005');
      const posts = parsePosts([
        { webhook: e.url, every: 'season', cluster: 'RACE', view: 'players' },
      ]);
      clock.now = RACE_TIMES.nextMonday;
      const scheduler = start(posts);
      const first = await scheduler.first;
      await scheduler.stop();
      expect(first.passedOver).toEqual([]);
      expect(e.statuses).toEqual([]);
    });
  });
});
