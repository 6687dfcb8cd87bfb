// Configured posts turned into webhook messages and sent: the posts due to one webhook go as one
// message (one embed a board, 10 at most), and each post's period is kept as sent only once
// Discord has stored the message (docs/adr/0051-discord-posts.md).
import type { SiteRules } from '@ark/core';
import type { Db } from '../db/db';
import { catalogOf } from '../lib/catalogs';
import type { Logger } from '../lib/logger';
import { redactText } from '../lib/redact';
import { type ServedSite, siteNameIn } from '../site/site-config';
import { markPostPeriod } from '../store/discord-posts';
import type { RankingStore } from '../store/ranking-store';
import { buildBoardPost, DEFAULT_EMBED_COLOR, type PostedBoard } from './board-embed';
import { type DiscordPost, discordPostKey, discordSecrets, redactWebhook } from './discord-config';
import { DISCORD_LIMITS, type DiscordWebhookBody } from './discord-limits';
import { BoardMissing, type PostBoards, postBoardQuery } from './post-board';
import { type SendWebhookResult, sendWebhook } from './send-webhook';

/** A post due for one period: a day, week or month's start, or a closed season's close. */
export interface DuePost {
  post: DiscordPost;
  /** Kept as the period it went out for. */
  periodStart: Date;
  /** A season post's archived season: its final board is shown. */
  season?: number;
}

/** One webhook message: the posts it carries, in config order, and its body. */
export interface PostMessage {
  webhook: string;
  due: DuePost[];
  body: DiscordWebhookBody;
}

/** A post whose board could not be read, and the one line saying why (no secret in it). */
export interface UnreadPost {
  due: DuePost;
  reason: string;
  /** The store has no such board (a cluster not imported yet): trying again soon will not help. */
  missing: boolean;
}

export interface ComposeOptions {
  due: readonly DuePost[];
  boards: PostBoards;
  site: ServedSite;
}

/**
 * The messages the due posts make: one per webhook (more past 10 boards), each board read now.
 * A post whose board cannot be read is left out and returned in `unread`.
 */
export async function composeMessages({
  due,
  boards,
  site,
}: ComposeOptions): Promise<{ messages: PostMessage[]; unread: UnreadPost[] }> {
  const read: { due: DuePost; board: PostedBoard }[] = [];
  const unread: UnreadPost[] = [];
  for (const one of due) {
    try {
      const board = await boards.read(one.post, one.season);
      // A post says its period's record that fell on its board (docs/adr/0091).
      const recordFell =
        one.season === undefined ? await boards.recordFell(one.post, one.periodStart) : null;
      read.push({ due: one, board: { ...board, recordFell } });
    } catch (error) {
      const secrets = discordSecrets({ posts: [one.post] });
      const why = redactText(error instanceof Error ? error.message : String(error), secrets);
      const reason = `${postBoardQuery(one.post, one.season)}: ${why}`;
      unread.push({ due: one, reason, missing: error instanceof BoardMissing });
    }
  }
  const byWebhook = new Map<string, { due: DuePost; board: PostedBoard }[]>();
  for (const entry of read) {
    const group = byWebhook.get(entry.due.post.webhook) ?? [];
    group.push(entry);
    byWebhook.set(entry.due.post.webhook, group);
  }
  const color = accentColor(site);
  const catalog = catalogOf(site.language);
  const messages: PostMessage[] = [];
  for (const [webhook, group] of byWebhook) {
    for (let at = 0; at < group.length; at += DISCORD_LIMITS.embeds) {
      const chunk = group.slice(at, at + DISCORD_LIMITS.embeds);
      const body = buildBoardPost({
        boards: chunk.map((entry) => entry.board),
        username: siteNameIn(site, catalog),
        color,
        catalog,
      });
      messages.push({ webhook, due: chunk.map((entry) => entry.due), body });
    }
  }
  return { messages, unread };
}

/** The site's accent as an embed colour, else the page's own. */
function accentColor(site: ServedSite): number {
  const accent = site.branding?.accent;
  return accent ? Number.parseInt(accent.slice(1), 16) : DEFAULT_EMBED_COLOR;
}

/** How one message went. */
export interface Delivery {
  message: PostMessage;
  result: SendWebhookResult;
}

/** What sending configured posts takes: the store, the site they link to, the log and clock. */
export interface PostSending {
  posts: readonly DiscordPost[];
  db: Db;
  /** Reads the boards; its clock should be `now` (a range is resolved by the store's clock). */
  store: RankingStore;
  site: ServedSite;
  /**
   * The site's rules (the cluster a post naming none shows, what its link leaves out), bound once
   * where the server or the command is composed (docs/adr/0076-default-cluster.md).
   */
  rules: SiteRules;
  logger: Logger;
  /** The clock: which period is current, and each post's posted_at. */
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliverOptions
  extends Pick<PostSending, 'db' | 'logger' | 'now' | 'fetch' | 'sleep'> {
  messages: readonly PostMessage[];
}

/**
 * Sends each message and, once Discord has stored it, keeps each of its posts' periods as sent.
 * A failed send keeps nothing (so it is tried again) and is logged once by sendWebhook, with the
 * posts and periods it carried; the webhook's token never appears.
 */
export async function deliverMessages({
  db,
  messages,
  logger,
  now = () => new Date(),
  fetch,
  sleep,
}: DeliverOptions): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const message of messages) {
    const context = describeMessage(message);
    const result = await sendWebhook({
      webhook: message.webhook,
      body: message.body,
      logger: {
        info: (fields) => logger.info({ ...fields, ...context }),
        error: (fields) => logger.error({ ...fields, ...context }),
      },
      ...(fetch ? { fetch } : {}),
      ...(sleep ? { sleep } : {}),
    });
    if (result.ok) {
      const postedAt = now();
      for (const { post, periodStart } of message.due) {
        await markPostPeriod(db, {
          postId: discordPostKey(post),
          periodStart,
          postedAt,
          messageId: result.messageId,
        });
      }
      logger.info({ msg: 'discord posted', ...context, messageId: result.messageId });
    }
    deliveries.push({ message, result });
  }
  return deliveries;
}

/** What a log line or the CLI says of a message: its webhook (token masked), posts and periods. */
export function describeMessage({ webhook, due }: PostMessage): {
  webhook: string;
  posts: string[];
  periods: string[];
} {
  return {
    webhook: redactWebhook(webhook),
    posts: due.map(({ post }) => discordPostKey(post)),
    periods: due.map(({ periodStart }) => periodStart.toISOString()),
  };
}
