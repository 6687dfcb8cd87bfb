// The slash commands' endpoint (docs/adr/0071-discord-commands.md), a route group the server's
// composition (compose-app.ts) hands the app: its reads are the store's models and the board model,
// read as the JSON calls read them, so a command and the page agree.
import type { SiteRules } from '@ark/core';
import type { Hono } from 'hono';
import type { AnswerCache } from '../http/answer-cache';
import { createBoards } from '../http/board-address';
import type { Logger } from '../lib/logger';
import type { ServedSite } from '../site/site-config';
import type { RankingStore } from '../store/ranking-store';
import { createCommandAnswers } from './command-answers';
import { createCommandReads } from './command-reads';
import type { DiscordCommandsConfig } from './commands-config';
import { type InteractionTransport, interactionRoutes } from './interaction-routes';

/** What the server says of its Discord application: `discord.commands`, and a transport for tests. */
export interface AppDiscord {
  commands: DiscordCommandsConfig;
  transport?: InteractionTransport;
}

export interface CommandEndpointOptions {
  discord: AppDiscord;
  store: RankingStore;
  site: ServedSite;
  /** The site's rules, bound once where the app is composed (compose-app.ts). */
  rules: SiteRules;
  logger: Logger;
  /** The clock: which period a range answer is of. */
  now: () => Date;
  /** The server's one answer cache, where a drawn `/top` is kept. */
  cache: AnswerCache;
}

/** POST /discord/interactions, answering from the store's own reads. */
export function commandEndpoint({
  discord,
  store,
  site,
  rules,
  logger,
  now,
  cache,
}: CommandEndpointOptions): Hono {
  const reads = createCommandReads({ store, cache });
  const boards = createBoards({ store, site, rules });
  const answers = createCommandAnswers({ reads, boards, site, rules });
  const { applicationId, publicKey } = discord.commands;
  return interactionRoutes({
    ...discord.transport,
    applicationId,
    publicKey,
    answers,
    siteLanguage: site.language,
    logger,
    now,
  });
}
