// The slash commands' endpoint as the app mounts it (docs/adr/0071-discord-commands.md): its reads
// are the app's own answers, answer cache and board model, so a command and the page agree.
import type { Hono } from 'hono';
import type { Boards } from '../http/board-address';
import type { AnswerRoutes } from '../http/reads';
import type { Logger } from '../lib/logger';
import type { ServedSite } from '../site/site-config';
import { createCommandAnswers } from './command-answers';
import { createCommandReads } from './command-reads';
import type { DiscordCommandsConfig } from './commands-config';
import { type InteractionTransport, interactionRoutes } from './interaction-routes';

/** What the app says of its Discord application: `discord.commands`, and a transport for tests. */
export interface AppDiscord {
  commands: DiscordCommandsConfig;
  transport?: InteractionTransport;
}

export interface CommandEndpointOptions {
  discord: AppDiscord;
  routes: AnswerRoutes;
  boards: Boards;
  site: ServedSite;
  logger: Logger;
}

/** POST /discord/interactions, answering from the app's own reads. */
export function commandEndpoint({
  discord,
  routes,
  boards,
  site,
  logger,
}: CommandEndpointOptions): Hono {
  const reads = createCommandReads(routes);
  const answers = createCommandAnswers({ reads, boards, site });
  const { applicationId, publicKey } = discord.commands;
  return interactionRoutes({
    ...discord.transport,
    applicationId,
    publicKey,
    answers,
    siteLanguage: site.language,
    logger,
    now: routes.now,
  });
}
