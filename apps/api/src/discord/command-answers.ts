// What each slash command answers (docs/adr/0071-discord-commands.md): /rank, /top and /tribe as
// one embed each in the asker's language, autocomplete as the board's search; anything it cannot
// answer (an unknown name or command, a choice no longer offered) a sentence only the asker sees.
import {
  type Cluster,
  clampSearch,
  cleanName,
  type DetailKind,
  defaultFilter,
  filterLabel,
  findFilter,
  isRowId,
  type LanguageCode,
  type ListedClusters,
  NO_VALUE,
  nameKey,
  pickCluster,
  type SiteRules,
  type View,
} from '@ark/core';
import {
  DISCORD_CHOICE_NAME_MAX,
  DISCORD_CHOICES_MAX,
  type DiscordMessageKey,
  discordText,
  interactionLanguage,
  isDiscordBoard,
  isDiscordPeriod,
  isDiscordStat,
} from '@ark/core/discord';
import type { PlayerAnswer, TribeAnswer } from '@ark/core/panel';
import type { Boards } from '../http/board-address';
import { catalogOf } from '../lib/catalogs';
import type { ServedSite } from '../site/site-config';
import type { CommandReads } from './command-reads';
import { type Compared, compareEmbed } from './compare-embed';
import { type AnswerContext, playerEmbed, tribeEmbed } from './detail-embeds';
import { DISCORD_LIMITS, type DiscordEmbed } from './discord-limits';
import { escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';
import {
  type Choice,
  EPHEMERAL,
  focusedOption,
  type Interaction,
  type MessageData,
  optionValue,
} from './interaction';
import { type Named, namedRow, type Resolved, resolveNamed } from './resolve-named';
import { topEmbed } from './top-answer';

/** The answers of the board's commands. */
export interface CommandAnswers {
  /** A command's message: its embed, or a refusal only the asker sees. */
  command(interaction: Interaction): Promise<MessageData>;
  /** What an autocomplete offers: at most 25 choices, names shown, ids as values. */
  autocomplete(interaction: Interaction): Promise<Choice[]>;
}

export interface CommandAnswersOptions {
  reads: CommandReads;
  boards: Boards;
  site: ServedSite;
  /** The site's rules, bound once where the app is composed (compose-app.ts). */
  rules: SiteRules;
}

const NO_MENTIONS = { parse: [] as [] };
/** User text quoted in a refusal. */
const QUOTED_CAP = 64;

/** A sentence only the asker sees. */
function refusal(
  language: LanguageCode,
  key: DiscordMessageKey,
  params: Record<string, string> = {},
  more: readonly string[] = [],
): MessageData {
  const content = [discordText(language, key, params), ...more].join('\n');
  return {
    content: fitText(content, DISCORD_LIMITS.content, (t) => t),
    allowed_mentions: NO_MENTIONS,
    flags: EPHEMERAL,
  };
}

const message = (embed: DiscordEmbed): MessageData => ({
  embeds: [embed],
  allowed_mentions: NO_MENTIONS,
});

/**
 * The cluster core's one rule picks (`pickCluster`, as the API's `checkedCluster` does:
 * docs/adr/0076-default-cluster.md), or undefined when the store has the asked one no longer (the
 * choice is stale); null when the store has none, whatever was asked.
 */
function offeredCluster<C extends Pick<Cluster, 'key' | 'display'>>(
  clusters: readonly C[],
  asked: string | undefined,
  listed: (keys: readonly string[]) => ListedClusters,
): C | null | undefined {
  if (clusters.length === 0) return null;
  const key = pickCluster(asked, listed(clusters.map((cluster) => cluster.key)));
  return clusters.find((cluster) => cluster.key === key);
}

/** The cluster a command shows, from the store's list and the one asked (offeredCluster). */
type ClusterOf = <C extends Pick<Cluster, 'key' | 'display'>>(
  clusters: readonly C[],
  asked: string | undefined,
) => C | null | undefined;

/** What a command is answered from, and who asks about which cluster. */
interface Asked extends CommandAnswersOptions {
  interaction: Interaction;
  ctx: AnswerContext;
  version: number;
}

/** The refusal of a typed name that names none or several. */
function unresolved(
  kind: DetailKind,
  resolved: Exclude<Resolved<unknown>, { kind: 'found' }>,
  typed: string,
  ctx: AnswerContext,
): MessageData {
  const quoted = {
    name: fitMarkdown(typed, QUOTED_CAP) || NO_VALUE,
    cluster: fitMarkdown(ctx.cluster.display, QUOTED_CAP),
  };
  if (resolved.kind === 'unknown') {
    const key = kind === 'player' ? 'error.unknownPlayer' : 'error.unknownTribe';
    return refusal(ctx.language, key, quoted);
  }
  const key = kind === 'player' ? 'error.severalPlayers' : 'error.severalTribes';
  return refusal(ctx.language, key, quoted, resolved.matches.map(matchLine));
}

/** What a typed value names on the asked cluster, with its all-time detail. */
const resolvedIn = (
  reads: CommandReads,
  kind: DetailKind,
  typed: string,
  where: { cluster: string; version: number },
) =>
  kind === 'player'
    ? resolveNamed(reads, 'player', typed, where)
    : resolveNamed(reads, 'tribe', typed, where);

/** A player's or tribe's answer (`/rank`, `/tribe`), or why there is none. */
async function entryAnswer(kind: 'player' | 'tribe', { reads, interaction, ctx, version }: Asked) {
  const typed = optionValue(interaction, kind) ?? '';
  const where = { cluster: ctx.cluster.key, version };
  // This week's ranks are a line of the answer: a cluster without them (or a failed read) leaves
  // the line out rather than the answer.
  const weekOf = (id: string) =>
    reads.detail(kind, id, { cluster: ctx.cluster.key, range: 'week' }, version).catch(() => null);
  // An id (what autocomplete sends) is read this week at once, beside its all-time read.
  const early = isRowId(typed) ? weekOf(typed) : null;
  const resolved = await resolvedIn(reads, kind, typed, where);
  if (resolved.kind !== 'found') return unresolved(kind, resolved, typed, ctx);
  const { id, answer } = resolved;
  const week = early && id === typed ? await early : await weekOf(id);
  return message(
    kind === 'player'
      ? playerEmbed(id, answer as PlayerAnswer, week as PlayerAnswer | null, ctx)
      : tribeEmbed(id, answer as TribeAnswer, week as TribeAnswer | null, ctx),
  );
}

/** The `/compare` answer: two of one board (players unless `board` says tribes), each resolved as `/rank` resolves its player. */
async function compareAnswer({ reads, interaction, ctx, version }: Asked) {
  const board = optionValue(interaction, 'board');
  if (board !== undefined && !isDiscordBoard(board)) {
    return refusal(ctx.language, 'error.staleOption', { value: fitMarkdown(board, QUOTED_CAP) });
  }
  const kind: DetailKind = board === 'tribes' ? 'tribe' : 'player';
  const where = { cluster: ctx.cluster.key, version };
  const typed = ['first', 'second'].map((name) => optionValue(interaction, name) ?? '');
  const compared: Compared[] = [];
  for (const value of typed) {
    const resolved = await resolvedIn(reads, kind, value, where);
    if (resolved.kind !== 'found') return unresolved(kind, resolved, value, ctx);
    compared.push({ id: resolved.id, answer: resolved.answer });
  }
  if (compared[0]?.id === compared[1]?.id) return refusal(ctx.language, 'error.sameTwice');
  return message(compareEmbed(compared, ctx));
}

/** The `/top` answer; a choice no longer offered, or a statistic the board lacks, refused. */
async function topAnswer({ reads, boards, site, interaction, ctx, version }: Asked) {
  const [board, stat, period] = ['board', 'stat', 'period'].map((name) =>
    optionValue(interaction, name),
  );
  const checks = [
    [board, isDiscordBoard],
    [stat, isDiscordStat],
    [period, isDiscordPeriod],
  ] as const;
  for (const [value, valid] of checks) {
    if (value !== undefined && !valid(value)) {
      return refusal(ctx.language, 'error.staleOption', { value: fitMarkdown(value, QUOTED_CAP) });
    }
  }
  // The site's default view, bound where the app is composed (SiteRules.start), as the page's.
  const view = isDiscordBoard(board) ? board : ctx.start.view;
  const filter = isDiscordStat(stat) ? stat : defaultFilter(view);
  if (!findFilter(view, filter)) {
    return refusal(ctx.language, 'error.wrongStat', { stat: filterLabel(ctx.catalog, filter) });
  }
  const range = isDiscordPeriod(period) ? period : 'all';
  const pick = { view, filter, range, cluster: ctx.cluster.key, language: ctx.language };
  return message(await topEmbed({ reads, boards, site }, pick, version));
}

/** The board an autocompleted option searches: `/compare`'s two follow its `board` option. */
function viewOfOption(name: string, board: string | undefined): View | null {
  if (name === 'player') return 'players';
  if (name === 'tribe') return 'tribes';
  if (name !== 'first' && name !== 'second') return null;
  return board === 'tribes' ? 'tribes' : 'players';
}

/** The autocomplete of a player, a tribe (the board's search) or a cluster. */
async function choices(
  reads: CommandReads,
  interaction: Interaction,
  clusterOf: ClusterOf,
): Promise<Choice[]> {
  const focused = focusedOption(interaction);
  if (!focused) return [];
  const version = await reads.version();
  const clusters = await reads.clusters(version);
  if (focused.name === 'cluster') return clusterChoices(clusters, focused.value);
  const view = viewOfOption(focused.name, optionValue(interaction, 'board'));
  const cluster = clusterOf(clusters, optionValue(interaction, 'cluster'));
  if (!view || !cluster) return [];
  const typed = clampSearch(focused.value.trim());
  const rows = await reads.search(view, cluster.key, typed, version);
  return rows
    .flatMap((row) => namedRow(row) ?? [])
    .slice(0, DISCORD_CHOICES_MAX)
    .map(({ id, name }) => ({ name: choiceName(name), value: id }));
}

/** The commands' answers from the server's own reads. */
export function createCommandAnswers(options: CommandAnswersOptions): CommandAnswers {
  const { reads, site, rules } = options;
  // The site's default bound once, for the commands and their autocomplete.
  const clusterOf: ClusterOf = (clusters, asked) => offeredCluster(clusters, asked, rules.listed);
  return {
    async command(interaction) {
      const language = interactionLanguage(interaction, site.language);
      const name = interaction.data?.name;
      if (name !== 'rank' && name !== 'top' && name !== 'tribe' && name !== 'compare') {
        return refusal(language, 'error.unknownCommand');
      }
      const version = await reads.version();
      const asked = optionValue(interaction, 'cluster');
      const cluster = clusterOf(await reads.clusters(version), asked);
      if (cluster === null) return refusal(language, 'error.noData');
      if (cluster === undefined) {
        return refusal(language, 'error.staleOption', {
          value: fitMarkdown(asked ?? '', QUOTED_CAP),
        });
      }
      // The store says null for a cluster that keeps everything; the wire's Cluster leaves it out.
      const { keeps, ...named } = cluster;
      const ctx: AnswerContext = {
        language,
        catalog: catalogOf(language),
        site,
        start: rules.start,
        cluster: keeps ? { ...named, keeps } : named,
      };
      const asking = { ...options, interaction, ctx, version };
      if (name === 'top') return topAnswer(asking);
      if (name === 'compare') return compareAnswer(asking);
      return entryAnswer(name === 'rank' ? 'player' : 'tribe', asking);
    },
    autocomplete: (interaction) => choices(reads, interaction, clusterOf),
  };
}

/** A name as a choice shows it: plain text (Discord draws no markdown there), one line, cut. */
function choiceName(name: string): string {
  return fitText(cleanName(name) || NO_VALUE, DISCORD_CHOICE_NAME_MAX);
}

/** The clusters whose name or key holds what was typed. */
function clusterChoices(
  clusters: readonly Pick<Cluster, 'key' | 'display'>[],
  typed: string,
): Choice[] {
  const key = nameKey(typed.trim());
  return clusters
    .filter(
      (cluster) => nameKey(cluster.display).includes(key) || nameKey(cluster.key).includes(key),
    )
    .slice(0, DISCORD_CHOICES_MAX)
    .map((cluster) => ({ name: choiceName(cluster.display || cluster.key), value: cluster.key }));
}

/** One match of a "several match" list: its escaped name and its id (which the command takes). */
function matchLine({ id, name }: Named): string {
  return `• ${fitMarkdown(name, QUOTED_CAP) || NO_VALUE} (${escapeDiscordMarkdown(id)})`;
}
