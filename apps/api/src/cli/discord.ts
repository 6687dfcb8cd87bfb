// `ark discord post [--dry-run] [--every PERIOD]`: the configured Discord posts sent now, or their
// payloads printed. No webhook token is ever printed (docs/adr/0051-discord-posts.md).
// `ark discord register [--guild ID] [--dry-run]`: the slash commands registered
// (discord-register.ts, docs/adr/0071-discord-commands.md).
import { dirname } from 'node:path';
import { siteRules } from '@ark/core';
import { loadArkConfig, periodsOf, readConfig, readSyncConfig } from '../config';
import type { Db } from '../db/db';
import {
  type DiscordPost,
  discordPostKey,
  discordSecrets,
  POST_PERIODS,
  type PostPeriod,
} from '../discord/discord-config';
import { describeMessage } from '../discord/post-delivery';
import { type PostNowReport, postNow } from '../discord/post-now';
import { silentLogger } from '../lib/logger';
import { redactText } from '../lib/redact';
import { loadSite, localUrl, type ServedSite } from '../site/site-config';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { listSeasons, type SeasonMeta } from '../store/seasons';
import { type ArgValues, type CommandRun, text, UsageError } from './command';
import { withStore } from './command-store';
import { registerCommands } from './discord-register';

/** What posting from the CLI takes from ark.config.json. */
export interface CliPosts {
  posts: DiscordPost[];
  /** The community's name and public address, as the server serves them. */
  site: ServedSite;
  periods: PeriodSettings;
  /** The webhook tokens, masked in anything printed. */
  secrets: string[];
}

/**
 * The `discord.posts` of ark.config.json with the site they link to; undefined when there are none.
 * Throws ConfigError (one line, no token) for a file it cannot use.
 */
export async function loadCliPosts(): Promise<CliPosts | undefined> {
  const config = await loadArkConfig(readSyncConfig());
  const discord = config?.discord;
  if (!config || !discord || discord.posts.length === 0) return undefined;
  const periods = periodsOf(config);
  const { host, port } = readConfig();
  const site = await loadSite({
    look: config.site,
    configDir: dirname(config.path),
    source: config.path,
    localUrl: localUrl(host, port),
    timeZone: periods.timezone,
  });
  return { posts: discord.posts, site, periods, secrets: discordSecrets(discord) };
}

export interface PostFromCliOptions {
  every?: PostPeriod;
  /** The season a season post shows; the latest closed one by default. */
  season?: SeasonMeta;
  dryRun?: boolean;
}

/** Posts (or on a dry run, builds) the configured posts on the store `db`. */
export async function postFromCli(
  db: Db,
  { posts, site, periods }: CliPosts,
  { every, season, dryRun = false }: PostFromCliOptions = {},
): Promise<PostNowReport> {
  const store = createRankingStore(db, { periods });
  const shown = season ?? (await listSeasons(db))[0];
  // The command's own composition: the site's rules bound once, as main.ts binds the server's.
  const told = { site, rules: siteRules(site.defaultCluster), posts, every, dryRun };
  return postNow({ db, store, ...told, season: shown, logger: silentLogger });
}

/**
 * What a post run prints: on a dry run the payloads as JSON, else a line a message; the posts left
 * out on stderr. Every line has the webhook tokens masked. Resolves to the exit code.
 */
export function printPostReport(report: PostNowReport, secrets: readonly string[]): number {
  const safe = (line: string) => redactText(line, secrets);
  const skipped = [
    ...report.unread.map(({ due, reason }) => `not posted: ${discordPostKey(due.post)}: ${reason}`),
    ...report.noSeason.map((post) => `not posted: ${discordPostKey(post)}: no season closed yet`),
  ];
  for (const line of skipped) console.error(safe(line));
  if (report.deliveries === null) {
    const payloads = report.messages.map((message) => ({
      ...describeMessage(message),
      body: message.body,
    }));
    console.log(safe(JSON.stringify({ messages: payloads }, null, 2)));
    return skipped.length > 0 ? 1 : 0;
  }
  let failed = skipped.length > 0;
  for (const { message, result } of report.deliveries) {
    const { webhook, posts } = describeMessage(message);
    if (result.ok) {
      console.log(safe(`posted ${posts.length} boards to ${webhook}: ${posts.join(', ')}`));
    } else {
      failed = true;
      console.error(safe(`not posted: ${posts.join(', ')}: ${result.message}`));
    }
  }
  if (report.messages.length === 0 && !failed) console.log('nothing to post');
  return failed ? 1 : 0;
}

/** The period option, checked. */
function readEvery(value: string | undefined): PostPeriod | undefined {
  if (value === undefined) return undefined;
  const every = POST_PERIODS.find((period) => period === value);
  if (!every) throw new UsageError(`--every must be one of ${POST_PERIODS.join(', ')}`);
  return every;
}

/** `ark discord register`: the command set of `discord.commands` registered (or printed). */
async function register(values: ArgValues): Promise<number> {
  if (values.every !== undefined) throw new UsageError('--every is for post');
  const config = await loadArkConfig(readSyncConfig());
  const commands = config?.discord?.commands;
  if (!commands) {
    console.error('no discord.commands in ark.config.json: nothing to register');
    return 1;
  }
  const guild = text(values, 'guild');
  return registerCommands({
    commands,
    dryRun: values['dry-run'] === true,
    ...(guild ? { guild } : {}),
  });
}

/**
 * `ark discord post [--dry-run] [--every PERIOD]` posts every configured post now;
 * `ark discord register [--guild ID] [--dry-run]` registers the slash commands.
 */
export const run: CommandRun = async ({ values, positionals }) => {
  const [action, ...extra] = positionals;
  if (action !== 'post' && action !== 'register') throw new UsageError('say post or register');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (action === 'register') return register(values);
  if (values.guild !== undefined) throw new UsageError('--guild is for register');
  const every = readEvery(text(values, 'every'));
  // A file it cannot use stops it with its one line (ConfigError: no token in it).
  const posts = await loadCliPosts();
  if (!posts) {
    console.error('no discord.posts in ark.config.json: nothing to post');
    return 1;
  }
  const dryRun = values['dry-run'] === true;
  const report = await withStore((db) => postFromCli(db, posts, { every, dryRun }));
  return printPostReport(report, posts.secrets);
};
