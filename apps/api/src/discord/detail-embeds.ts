// A player's or tribe's answer as one embed (docs/adr/0071-discord-commands.md): a field a
// statistic with its value, its rank of how many, its movement, and this week's rank; a tribe's
// top members; the title links to its panel on the page. Names are escaped for Discord's markdown
// and cut to fit, as the posts' are.
import {
  type Catalog,
  type Cluster,
  type DetailKind,
  defaultFilter,
  type FilterWire,
  filterLabel,
  findFilter,
  formatCount,
  formatHours,
  formatScore,
  type LanguageCode,
  lastSeenOf,
  NO_VALUE,
  publicAddress,
  rangeLabel,
  rankLineText,
  type State,
  toMovement,
  toQueryString,
  translate,
  type View,
} from '@ark/core';
import { statOf } from '@ark/core/compare-table';
import { DISCORD_TRIBE_MEMBERS, discordText } from '@ark/core/discord';
import type { PlayerAnswer, RankFact, TribeAnswer } from '@ark/core/panel';
import { type ServedSite, siteNameIn } from '../site/site-config';
import { DEFAULT_EMBED_COLOR } from './board-embed';
import { DISCORD_LIMITS, type DiscordEmbed } from './discord-limits';
import { escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';

/** Who is asking in which language, about which cluster of which site. */
export interface AnswerContext {
  language: LanguageCode;
  catalog: Catalog;
  site: ServedSite;
  /** The page before its address is read (SiteRules' `start`): what a link leaves out. */
  start: State;
  cluster: Cluster;
}

/** A name in a title, and in a member line. */
export const TITLE_NAME_CAP = 128;
export const LINE_NAME_CAP = 32;

/** The address of a player's or tribe's panel on the page, in the asker's language. */
export function panelUrl(kind: DetailKind, id: string, ctx: AnswerContext): string {
  const view: View = kind === 'player' ? 'players' : 'tribes';
  const lang = ctx.language === ctx.site.language ? null : ctx.language;
  const state = {
    // The cluster is left out of the address only when it is the site's default (docs/adr/0076-default-cluster.md).
    ...ctx.start,
    view,
    filter: defaultFilter(view),
    cluster: ctx.cluster.key,
    detail: { kind, id },
    lang,
  };
  return publicAddress(ctx.site.publicUrl, '/', toQueryString(state));
}

/** A statistic's value as the page shows it. */
export function statValue(view: View, stats: object, filter: FilterWire, catalog: Catalog): string {
  const value = statOf(view, stats, filter) ?? undefined;
  if (filter === 'time_played') return formatHours(value, catalog);
  if (filter === 'tribe_score') return formatScore(value, catalog);
  return formatCount(value, catalog);
}

/** One field a rank: "Kills: 1,234" over "#3 of 3,000 in Kills ▲2" and this week's rank. */
function rankFields(
  view: View,
  stats: object,
  { ranks, week }: { ranks: readonly RankFact[]; week: readonly RankFact[] | null },
  ctx: AnswerContext,
): DiscordEmbed['fields'] {
  const { catalog } = ctx;
  // Only what the cluster's source keeps (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  const kept = ctx.cluster.keeps?.stats ?? null;
  return ranks.flatMap((fact) => {
    if (!findFilter(view, fact.filter)) return [];
    if (kept && !kept.includes(fact.filter as FilterWire)) return [];
    const filter = fact.filter as FilterWire;
    const label = filterLabel(catalog, filter);
    const movement = toMovement(fact.rank === null ? undefined : fact.rank_change, catalog);
    const lines = [
      `${rankLineText(catalog, fact.rank, fact.of, label)}${movement ? ` ${movement.shown}` : ''}`,
    ];
    const weekly = week?.find((other) => other.filter === fact.filter);
    if (weekly) {
      const rank = rankLineText(catalog, weekly.rank, weekly.of, label);
      lines.push(
        discordText(ctx.language, 'answer.periodRank', {
          period: rangeLabel(catalog, 'week'),
          rank,
        }),
      );
    }
    const name = `${label}: ${statValue(view, stats, filter, catalog)}`;
    return [
      {
        // The board's own words and numbers: no user text to escape.
        name: fitText(name, DISCORD_LIMITS.fieldName) || NO_VALUE,
        // Two lines of the board's own words and numbers: far within a field's 1024.
        value: lines.map(escapeDiscordMarkdown).join('\n'),
        inline: true,
      },
    ];
  });
}

/** What every answer embed carries: its title and link, colour, footer and time. */
export function embedFrame(
  { title, url, updatedAt }: { title: string; url: string; updatedAt: string | null },
  ctx: AnswerContext,
) {
  const site = fitText(siteNameIn(ctx.site, ctx.catalog), 64);
  const cluster = fitText(ctx.cluster.display, 64);
  const timestamp =
    updatedAt && !Number.isNaN(Date.parse(updatedAt)) ? new Date(updatedAt).toISOString() : null;
  return {
    title: title || NO_VALUE,
    url,
    color: DEFAULT_EMBED_COLOR,
    footer: { text: [site, cluster].filter(Boolean).join(' · ') || NO_VALUE },
    ...(timestamp ? { timestamp } : {}),
  };
}

/** A detail's frame: its name as the title, linking to its panel. */
function frame(
  kind: DetailKind,
  id: string,
  name: string,
  updatedAt: string | null,
  ctx: AnswerContext,
) {
  const title = fitMarkdown(name, TITLE_NAME_CAP);
  return embedFrame({ title, url: panelUrl(kind, id, ctx), updatedAt }, ctx);
}

/**
 * Last seen and sessions, for a player the cluster's game log has sessions of (ADR 0085): the
 * time as Discord's own timestamp, which each reader's client writes in their language and zone.
 */
function seenFields(
  player: PlayerAnswer['player'],
  { catalog }: AnswerContext,
): NonNullable<DiscordEmbed['fields']> {
  const log = lastSeenOf(player);
  if (log === null) return [];
  const { seen } = log;
  const value =
    seen === 'online'
      ? translate(catalog, 'log.onlineOnly')
      : seen === undefined
        ? NO_VALUE
        : `<t:${Math.floor(seen.getTime() / 1000)}:f>`;
  return [
    { name: translate(catalog, 'log.lastSeen'), value, inline: true },
    {
      name: translate(catalog, 'log.sessions'),
      value: formatCount(log.sessions, catalog),
      inline: true,
    },
  ];
}

/** The `/rank` answer: a player's ranks in every statistic, all time and this week. */
export function playerEmbed(
  id: string,
  all: PlayerAnswer,
  week: PlayerAnswer | null,
  ctx: AnswerContext,
): DiscordEmbed {
  const { player } = all;
  const tribe = player.TribeName ? fitMarkdown(player.TribeName, TITLE_NAME_CAP) : '';
  return {
    ...frame('player', id, player.PlayerName, all.updatedAt, ctx),
    ...(tribe ? { description: discordText(ctx.language, 'answer.tribeOf', { tribe }) } : {}),
    fields: [
      ...(rankFields('players', player, { ranks: all.ranks, week: week?.ranks ?? null }, ctx) ??
        []),
      ...seenFields(player, ctx),
    ],
  };
}

/** The `/tribe` answer: a tribe's ranks, all time and this week, and its top members by kills. */
export function tribeEmbed(
  id: string,
  all: TribeAnswer,
  week: TribeAnswer | null,
  ctx: AnswerContext,
): DiscordEmbed {
  const { tribe, members } = all;
  const fields =
    rankFields('tribes', tribe, { ranks: all.ranks, week: week?.ranks ?? null }, ctx) ?? [];
  const lines = members.rows.slice(0, DISCORD_TRIBE_MEMBERS).map((member, index) => {
    const name = fitMarkdown(member.PlayerName, LINE_NAME_CAP) || NO_VALUE;
    const kills = formatCount(member.PlayerKills, ctx.catalog);
    return `${escapeDiscordMarkdown(formatCount(index + 1, ctx.catalog))}\\. ${name} — **${kills}**`;
  });
  if (lines.length > 0) {
    const heading = discordText(ctx.language, 'answer.topMembers');
    fields.push({ name: fitText(heading, DISCORD_LIMITS.fieldName), value: lines.join('\n') });
  }
  return { ...frame('tribe', id, tribe.TribeName, all.updatedAt, ctx), fields };
}
