// The `discord` section of ark.config.json: which boards are posted to which webhook, how often,
// where suspicious-activity alerts go, and the application whose slash commands the server answers
// (commands-config.ts). A webhook URL and a bot token are secrets: no message shows them.
import {
  defaultFilter,
  FILTER_TABLE,
  type FilterWire,
  filterOptions,
  findFilter,
  RANGE_KEYS,
  type RangeKey,
  VIEWS,
} from '@ark/core';
import { z } from 'zod';
import { listWithin } from '../lib/config-file';
import { ClusterConfigSchema } from '../sources/sources-config';
import { DiscordCommandsConfigSchema } from './commands-config';

/** How often a post goes out: at the start of each day, week or month, or when a season closes. */
export const POST_PERIODS = ['day', 'week', 'month', 'season'] as const;
export type PostPeriod = (typeof POST_PERIODS)[number];

/** Most rows a post shows: one a line, and what Discord's limits hold with long names. */
export const MAX_POST_TOP = 25;
export const DEFAULT_POST_TOP = 10;

/** The most posts a config lists (each webhook takes 30 messages a minute). */
export const POSTS_MAX = 50;

/**
 * The range each period posts unless told otherwise: the period that has just ended where the
 * contract has one (last_week, last_month); there is no "yesterday" range, and today's board is
 * empty at 00:00, so a daily post shows the all-time standings; a season post shows the closed
 * season's final board, which is its all-time board.
 */
export const DEFAULT_POST_RANGE: Readonly<Record<PostPeriod, RangeKey>> = {
  day: 'all',
  week: 'last_week',
  month: 'last_month',
  season: 'all',
};

/**
 * Ranges a post of each period would always find empty: it runs at 00:00 as its period starts,
 * before any import of the new period has come in.
 */
const ALWAYS_EMPTY: Readonly<Record<PostPeriod, readonly RangeKey[]>> = {
  day: ['day'],
  week: ['day', 'week'],
  month: ['day', 'month'],
  season: [],
};

const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'canary.discord.com',
  'ptb.discord.com',
  'canary.discordapp.com',
  'ptb.discordapp.com',
]);
/** `/api[/v10]/webhooks/<id>/<token>` */
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{1,25})\/([A-Za-z0-9_-]{1,200})\/?$/;
const WEBHOOK_SHAPE = 'https://discord.com/api/webhooks/<id>/<token>';
/** A post into a forum or thread names it; nothing else may follow the path. */
const THREAD_QUERY = /^\?thread_id=\d{1,25}$/;

export interface WebhookUrlOptions {
  /** Accepts `http://127.0.0.1:<port>/api/webhooks/<id>/<token>` too: tests' local receiver. */
  allowLocalWebhooks?: boolean;
}

/** A webhook URL's parts; `token` is a secret. */
export interface WebhookParts {
  id: string;
  token: string;
}

/**
 * A webhook URL with its token masked, safe for a log line, an error or CLI output; anything that
 * is not recognisably a webhook URL is masked past its host.
 * @example redactWebhook('https://discord.com/api/webhooks/123/abc') // "https://discord.com/api/webhooks/123/***"
 */
export function redactWebhook(url: string): string {
  if (!URL.canParse(url)) return '***';
  const { origin, pathname } = new URL(url);
  const webhook = /^(.*?\/webhooks\/)(\d{1,25})(?:\/|$)/.exec(pathname);
  return webhook ? `${origin}${webhook[1]}${webhook[2]}/***` : `${origin}/***`;
}

/** The id and token of a webhook URL of the accepted shape, else undefined. */
export function parseWebhookUrl(
  url: string,
  { allowLocalWebhooks = false }: WebhookUrlOptions = {},
): WebhookParts | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const discord = parsed.protocol === 'https:' && DISCORD_HOSTS.has(parsed.host);
  const local =
    allowLocalWebhooks && parsed.protocol === 'http:' && /^127\.0\.0\.1:\d+$/.test(parsed.host);
  if (!(discord || local) || parsed.username || parsed.password || parsed.hash) return undefined;
  if (parsed.search && !THREAD_QUERY.test(parsed.search)) return undefined;
  const path = WEBHOOK_PATH.exec(parsed.pathname);
  return path?.[1] && path[2] ? { id: path[1], token: path[2] } : undefined;
}

/** One line naming a refused value and every value allowed in its place. */
function unknownValue(what: string, value: unknown, allowed: readonly string[]): string {
  const list = `(allowed: ${allowed.join(', ')})`;
  if (value === undefined) return `${what} is missing ${list}`;
  const shown = typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value);
  return `unknown ${what} ${shown} ${list}`;
}

/** Why a post of this period cannot show this range, if it cannot. */
function rangeProblem(every: PostPeriod, range: RangeKey): string | undefined {
  if (every === 'season' && range !== 'all') {
    return `a season post shows the closed season's final board: range must be "all", not "${range}"`;
  }
  if (ALWAYS_EMPTY[every].includes(range)) {
    return `a ${every} post runs as its ${every} starts, when the "${range}" board is always empty (use "${DEFAULT_POST_RANGE[every]}")`;
  }
  return undefined;
}

function webhookSchema(options: WebhookUrlOptions) {
  return z.string().superRefine((url, ctx) => {
    if (parseWebhookUrl(url, options)) return;
    ctx.addIssue({
      code: 'custom',
      message: `not a Discord webhook URL: ${redactWebhook(url)} (expected ${WEBHOOK_SHAPE})`,
    });
  });
}

function postSchema(options: WebhookUrlOptions) {
  const allFilters: FilterWire[] = [
    ...new Set(VIEWS.flatMap((view) => FILTER_TABLE[view].map((option) => option.wire))),
  ];
  return z
    .strictObject({
      webhook: webhookSchema(options),
      every: z.enum(POST_PERIODS, {
        error: (issue) => unknownValue('period', issue.input, POST_PERIODS),
      }),
      // None = the site's default cluster when the post is read (docs/adr/0076-default-cluster.md).
      cluster: ClusterConfigSchema.shape.key.optional(),
      view: z
        .enum(VIEWS, { error: (issue) => unknownValue('view', issue.input, VIEWS) })
        .default('players'),
      filter: z
        .enum(allFilters, { error: (issue) => unknownValue('filter', issue.input, allFilters) })
        .optional(),
      range: z
        .enum(RANGE_KEYS, { error: (issue) => unknownValue('range', issue.input, RANGE_KEYS) })
        .optional(),
      top: z.number().int().min(1).max(MAX_POST_TOP).default(DEFAULT_POST_TOP),
    })
    .superRefine((post, ctx) => {
      if (post.filter !== undefined && !findFilter(post.view, post.filter)) {
        const allowed = filterOptions(post.view).map((option) => option.wire);
        ctx.addIssue({
          code: 'custom',
          path: ['filter'],
          message: unknownValue(`filter for ${post.view}`, post.filter, allowed),
        });
      }
      const problem = post.range && rangeProblem(post.every, post.range);
      if (problem) ctx.addIssue({ code: 'custom', path: ['range'], message: problem });
    })
    .transform((post) => ({
      ...post,
      filter: post.filter ?? defaultFilter(post.view),
      range: post.range ?? DEFAULT_POST_RANGE[post.every],
    }));
}

/**
 * The schema of the `discord` section: `posts` (each with its defaults filled in) and optional
 * `alerts`. Webhook URLs must be Discord's; its messages never hold a webhook token.
 */
export function discordConfigSchema(options: WebhookUrlOptions = {}) {
  return z
    .strictObject({
      posts: listWithin(postSchema(options), POSTS_MAX, 'posts').default([]),
      alerts: z.strictObject({ webhook: webhookSchema(options) }).optional(),
      commands: DiscordCommandsConfigSchema.optional(),
    })
    .superRefine((config, ctx) => {
      const seen = new Set<string>();
      config.posts.forEach((post, index) => {
        const key = discordPostKey(post);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['posts', index],
            message: 'the same board to the same webhook twice: it would be posted twice',
          });
        }
        seen.add(key);
      });
    });
}

/** The `discord` section as ark.config.json holds it (production: Discord's webhooks only). */
export const DiscordConfigSchema = discordConfigSchema();
export type DiscordConfig = z.output<typeof DiscordConfigSchema>;
export type DiscordPost = DiscordConfig['posts'][number];

/**
 * What names a post across restarts (the store keeps which periods it was sent for): its board and
 * its webhook's id, never the token.
 * @example discordPostKey(post) // "week:SOLO:players:kills:last_week:10:123"
 */
export function discordPostKey(post: DiscordPost): string {
  const id = parseWebhookUrl(post.webhook, { allowLocalWebhooks: true })?.id ?? '?';
  return [post.every, post.cluster, post.view, post.filter, post.range, post.top, id].join(':');
}

/** The webhook tokens and the bot token a config carries, for masking them in anything logged. */
export function discordSecrets({ posts, alerts, commands }: DiscordConfig): string[] {
  const tokens = [...posts.map((post) => post.webhook), ...(alerts ? [alerts.webhook] : [])];
  return [
    ...tokens.flatMap((url) => parseWebhookUrl(url, { allowLocalWebhooks: true })?.token ?? []),
    ...(commands?.botToken ? [commands.botToken] : []),
  ];
}
