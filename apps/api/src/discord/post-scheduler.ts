// The server's Discord posts: each day, week or month post goes out at the start of its period
// (in site.timezone, weeks from site.weekStart), once per period, kept in the store across
// restarts; after downtime it catches up once (docs/adr/0051-discord-posts.md).
import { lastPostPeriods, markPostPeriod } from '../store/discord-posts';
import {
  nextPeriodStart,
  type PeriodKind,
  type PeriodSettings,
  periodStart,
} from '../store/periods';
import { type DiscordPost, discordPostKey } from './discord-config';
import { createPostBoards } from './post-board';
import {
  composeMessages,
  type Delivery,
  type DuePost,
  deliverMessages,
  type PostSending,
  type UnreadPost,
} from './post-delivery';

/** Timers, injected so tests drive the clock themselves. */
export interface SchedulerTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Season posts are the CLI's (`ark season close`), not the timer's. */
export interface PostSchedulerOptions extends PostSending {
  /** Where periods start; the store's by default. */
  periods?: PeriodSettings;
  timers?: SchedulerTimers;
  /** After a failed send or an unreadable store, the wait before trying again in the period. */
  retryMs?: number;
  /** The longest timer set: the clock is looked at again at least this often. */
  maxWaitMs?: number;
}

/** What one look at the clock did. */
export interface TickReport {
  /** Posts first seen: their current period is passed over, they start at the next. */
  passedOver: string[];
  deliveries: Delivery[];
  unread: UnreadPost[];
  /** When the clock is looked at next (null once stopped). */
  nextAt: Date | null;
}

/** The running scheduler. */
export interface PostScheduler {
  /** The first tick, run at start. */
  first: Promise<TickReport>;
  /** Posts what is due now and sets the next timer; ticks never overlap. */
  tick(): Promise<TickReport>;
  /** Clears the timer and waits for a tick under way. */
  stop(): Promise<void>;
}

const realTimers: SchedulerTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const isPeriodPost = (post: DiscordPost): post is DiscordPost & { every: PeriodKind } =>
  post.every !== 'season';

/**
 * Starts posting `posts` at their periods' starts: a first tick at once (a post kept for an
 * earlier period and not this one catches up, once), then a timer to the next period start.
 * A failed send keeps nothing and is tried again `retryMs` later within the period; a refusal
 * (a 4xx, a webhook Discord does not know) or a board the store lacks waits for the next period.
 */
export function startPostScheduler({
  posts,
  db,
  store,
  site,
  rules,
  logger,
  periods = store.periods,
  now = () => new Date(),
  timers = realTimers,
  retryMs = 10 * 60_000,
  maxWaitMs = 60 * 60_000,
  fetch,
  sleep,
}: PostSchedulerOptions): PostScheduler {
  const scheduled = posts.filter(isPeriodPost);
  const boards = createPostBoards({ store, site, rules });
  /**
   * Posts not to try again before a time, by key: the period they failed in, and until when (a
   * failed send: `retryMs` on; a refusal or a board the store lacks: the period's end).
   */
  const waiting = new Map<string, { period: number; until: number }>();
  /** When the store failed: the time to look again. */
  let storeRetryAt: number | null = null;
  let timer: unknown = null;
  let stopped = false;
  let running: Promise<TickReport> = Promise.resolve(emptyReport());

  const once = async (): Promise<TickReport> => {
    const at = now();
    const report = emptyReport();
    const last = await lastPostPeriods(db, scheduled.map(discordPostKey));
    const due: DuePost[] = [];
    for (const post of scheduled) {
      const key = discordPostKey(post);
      const start = periodStart(post.every, at, periods);
      const kept = last.get(key);
      if (kept === undefined) {
        await markPostPeriod(db, { postId: key, periodStart: start, postedAt: null });
        report.passedOver.push(key);
      } else if (kept < start) {
        const wait = waiting.get(key);
        const waits = wait?.period === start.getTime() && at.getTime() < wait.until;
        if (!waits) due.push({ post, periodStart: start });
      }
    }
    if (due.length > 0) {
      const { messages, unread } = await composeMessages({ due, boards, site });
      for (const { due: one, reason } of unread) {
        logger.error({ msg: 'discord post not read', post: discordPostKey(one.post), reason });
      }
      report.unread = unread;
      report.deliveries = await deliverMessages({ db, messages, logger, now, fetch, sleep });
      const retry = at.getTime() + retryMs;
      const wait = (one: DuePost, again: boolean) => {
        const until = again ? retry : Number.POSITIVE_INFINITY;
        waiting.set(discordPostKey(one.post), { period: one.periodStart.getTime(), until });
      };
      for (const { due: one, missing } of unread) wait(one, !missing);
      for (const { message, result } of report.deliveries) {
        if (result.ok) continue;
        const refused = result.reason === 'refused' || result.reason === 'bad_webhook';
        for (const one of message.due) wait(one, !refused);
      }
    }
    storeRetryAt = null;
    return report;
  };

  const arm = (report: TickReport): TickReport => {
    if (stopped) return { ...report, nextAt: null };
    const at = now();
    const starts = scheduled.map((post) => nextPeriodStart(post.every, at, periods).getTime());
    // Retries due later in their period; past ones were tried by the tick just run.
    const retries = [...waiting.values()]
      .map(({ until }) => until)
      .filter((until) => Number.isFinite(until) && until > at.getTime());
    const next = Math.min(
      at.getTime() + maxWaitMs,
      storeRetryAt ?? Number.POSITIVE_INFINITY,
      ...retries,
      ...starts,
    );
    timer = timers.set(
      () => {
        void tick();
      },
      Math.max(0, next - at.getTime()),
    );
    return { ...report, nextAt: new Date(next) };
  };

  const tick = (): Promise<TickReport> => {
    running = running.then(async () => {
      if (stopped) return { ...emptyReport(), nextAt: null };
      if (timer !== null) timers.clear(timer);
      timer = null;
      try {
        return arm(await once());
      } catch (error) {
        // The store could not be read or written: one line, and a look again later.
        logger.error({
          msg: 'discord posts failed',
          error: (error as Error)?.message ?? String(error),
        });
        storeRetryAt = now().getTime() + retryMs;
        return arm(emptyReport());
      }
    });
    return running;
  };

  return {
    first: tick(),
    tick,
    async stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await running;
    },
  };
}

function emptyReport(): TickReport {
  return { passedOver: [], deliveries: [], unread: [], nextAt: null };
}
