// The server as it is composed at the top (main.ts, and the tests and benchmarks that run it
// whole): the HTTP app (http/app.ts) with the route groups of the layers above it, the Discord
// commands' endpoint, handed in. http/ knows nothing of discord/, so imports run one way down
// (docs/adr/0078-store-returns-data.md).
import { siteRules } from '@ark/core';
import { type AppDiscord, commandEndpoint } from './discord/command-endpoint';
import { createAnswerCache } from './http/answer-cache';
import { type AppDeps, type ServedApp, serveApp } from './http/app';
import { createCacheBudget } from './lib/cache-budget';
import { silentLogger } from './lib/logger';
import { servedSite } from './site/site-config';

export interface ComposedAppDeps extends Omit<AppDeps, 'routes' | 'answerCache'> {
  /**
   * `discord.commands`: the Discord application whose slash commands POST /discord/interactions
   * answers (docs/adr/0071-discord-commands.md); none = no such route. Its transport for tests.
   */
  discord?: AppDiscord;
}

/** The reference server's app and its early door, with the Discord endpoint when configured. */
export function composeApp({ discord, ...deps }: ComposedAppDeps): ServedApp {
  const site = deps.site ?? servedSite();
  // The site's rules bound once, for the app's readers and the commands alike.
  const rules = deps.rules ?? siteRules(site.defaultCluster);
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? silentLogger;
  const cache = deps.cache ?? createCacheBudget();
  // Every reader's answers in one cache, the commands' too (docs/adr/0081-one-answer-cache.md).
  const answerCache = createAnswerCache({ budget: cache, periods: deps.store.periods, now });
  const routes = discord
    ? [
        commandEndpoint({
          discord,
          store: deps.store,
          site,
          rules,
          logger,
          now,
          cache: answerCache,
        }),
      ]
    : [];
  return serveApp({ ...deps, site, rules, now, logger, cache, answerCache, routes });
}
