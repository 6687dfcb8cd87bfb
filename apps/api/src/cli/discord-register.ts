// `ark discord register [--guild ID] [--dry-run]`: PUTs the slash commands (/rank, /top, /tribe,
// named in the board's nine languages, the site's clusters as choices) to Discord as the whole
// command set of the application, or of one guild. The bot token is sent to Discord only, never
// printed or logged (docs/adr/0071-discord-commands.md).
import type { LanguageCode } from '@ark/core';
import { type DiscordCluster, discordCommands } from '@ark/core/discord';
import { loadArkConfig, periodsOf, readSyncConfig } from '../config';
import { StoreBusyError } from '../db/store-lock';
import type { DiscordCommandsConfig } from '../discord/commands-config';
import { DISCORD_API } from '../discord/deferred-answer';
import { catalogOf } from '../lib/catalogs';
import { clip } from '../lib/clip';
import { ConfigError } from '../lib/config-file';
import { redactText } from '../lib/redact';
import { createRankingStore } from '../store/ranking-store';
import { UsageError } from './command';
import { withStore } from './command-store';

/** A guild's id. */
const SNOWFLAKE = /^\d{17,20}$/;
/** The test stand-in's address: only Discord itself, or a receiver on this machine. */
const LOCAL_API = /^http:\/\/127\.0\.0\.1:\d{1,5}\/[\w/.-]*$/;

/**
 * Discord's API base: ARK_DISCORD_API_URL when it names a receiver on 127.0.0.1 (tests), else
 * Discord's own. The bot token goes to no other host.
 */
export function discordApi(env: NodeJS.ProcessEnv = process.env): string {
  const asked = env.ARK_DISCORD_API_URL?.trim();
  if (!asked || asked === DISCORD_API) return DISCORD_API;
  if (!LOCAL_API.test(asked)) {
    throw new ConfigError(
      `ARK_DISCORD_API_URL: expected ${DISCORD_API} or http://127.0.0.1:PORT/…`,
    );
  }
  return asked.replace(/\/+$/, '');
}

/** Where the command set goes: the application's, or one guild's (shown at once there). */
export function commandsUrl(api: string, applicationId: string, guild?: string): string {
  const scope = guild === undefined ? '' : `/guilds/${guild}`;
  return `${api}/applications/${applicationId}${scope}/commands`;
}

/** The site's clusters for the `cluster` choices: the store's; none (typed) when it is busy or empty. */
async function siteClusters(): Promise<{ clusters: DiscordCluster[]; note?: string }> {
  try {
    const config = await loadArkConfig(readSyncConfig());
    const periods = periodsOf(config);
    const clusters = await withStore((db) => createRankingStore(db, { periods }).clusters());
    return { clusters: clusters.map(({ key, display }) => ({ key, display })) };
  } catch (error) {
    if (!(error instanceof StoreBusyError)) throw error;
    return { clusters: [], note: 'the store is open in the server: clusters are offered as typed' };
  }
}

export interface RegisterOptions {
  commands: DiscordCommandsConfig;
  guild?: string;
  dryRun: boolean;
  fetch?: typeof globalThis.fetch;
  env?: NodeJS.ProcessEnv;
}

/** Registers (or on a dry run prints) the command set; resolves to the exit code. */
export async function registerCommands({
  commands,
  guild,
  dryRun,
  fetch = globalThis.fetch,
  env = process.env,
}: RegisterOptions): Promise<number> {
  if (guild !== undefined && !SNOWFLAKE.test(guild)) {
    throw new UsageError('--guild takes a guild ID (17 to 20 digits)');
  }
  const url = commandsUrl(discordApi(env), commands.applicationId, guild);
  const { clusters, note } = await siteClusters();
  if (note) console.error(note);
  const body = discordCommands({ catalogOf: (code: LanguageCode) => catalogOf(code), clusters });
  if (dryRun) {
    console.log(JSON.stringify({ method: 'PUT', url, body }, null, 2));
    return 0;
  }
  const token = commands.botToken;
  if (!token) {
    console.error(
      'discord.commands.botToken is not set in ark.config.json: it is needed to register',
    );
    return 1;
  }
  const safe = (text: string) => redactText(text, [token]);
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { Authorization: `Bot ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await response.text();
    if (response.ok) {
      console.log(`registered ${body.map((c) => `/${c.name}`).join(', ')} at ${url}`);
      return 0;
    }
    console.error(
      safe(`not registered: Discord answered ${response.status}: ${clip(answer, 300)}`),
    );
  } catch (error) {
    console.error(safe(`not registered: ${(error as Error).message}`));
  }
  return 1;
}
