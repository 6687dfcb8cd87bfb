// The `/compare` answer (docs/adr/0083-compare.md): two players or two tribes of one cluster side
// by side, a field per statistic the cluster keeps, each one's value and rank, the best marked in
// words and bold (never by colour alone), linking to the comparison on the page.
import {
  type FilterWire,
  filterLabel,
  filterOptions,
  formatCount,
  NO_VALUE,
  publicAddress,
  type View,
} from '@ark/core';
import { bestOf, statOf } from '@ark/core/compare-table';
import { discordText } from '@ark/core/discord';
import type { PlayerAnswer, TribeAnswer } from '@ark/core/panel';
import {
  type AnswerContext,
  embedFrame,
  LINE_NAME_CAP,
  statValue,
  TITLE_NAME_CAP,
} from './detail-embeds';
import { DISCORD_LIMITS, type DiscordEmbed } from './discord-limits';
import { escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';

/** One compared player or tribe: its id and its detail answer. */
export interface Compared {
  id: string;
  answer: PlayerAnswer | TribeAnswer;
}

const statsOf = ({ answer }: Compared) => (answer.kind === 'player' ? answer.player : answer.tribe);
const nameOf = (entry: Compared) => {
  const stats = statsOf(entry);
  return 'PlayerName' in stats ? stats.PlayerName : stats.TribeName;
};

/** The page's address of the comparison: `?view=compare&cluster=…&players=a,b`. */
export function compareUrl(view: View, compared: readonly Compared[], ctx: AnswerContext): string {
  const query = new URLSearchParams({ view: 'compare', cluster: ctx.cluster.key });
  query.set(view, compared.map((entry) => entry.id).join(','));
  if (ctx.language !== ctx.site.language) query.set('lang', ctx.language);
  return publicAddress(ctx.site.publicUrl, '/', `?${query}`);
}

/** A statistic's field: each one's value and rank, the best in bold and said so. */
function statField(
  view: View,
  filter: FilterWire,
  compared: readonly Compared[],
  ctx: AnswerContext,
) {
  const { catalog } = ctx;
  const values = compared.map((entry) => statOf(view, statsOf(entry), filter));
  const best = bestOf(filter, values);
  const bestWord = escapeDiscordMarkdown(discordText(ctx.language, 'answer.best'));
  const lines = compared.map((entry, at) => {
    const name = fitMarkdown(nameOf(entry), LINE_NAME_CAP) || NO_VALUE;
    const shown = escapeDiscordMarkdown(statValue(view, statsOf(entry), filter, catalog));
    const fact = entry.answer.ranks.find((rank) => rank.filter === filter);
    const rank = fact?.rank == null ? NO_VALUE : `#${formatCount(fact.rank, catalog)}`;
    const value = best.includes(at) ? `**${shown}** ✓ ${bestWord}` : shown;
    return `${name}: ${value} · ${escapeDiscordMarkdown(rank)}`;
  });
  return {
    // The board's own words: no user text to escape.
    name: fitText(filterLabel(catalog, filter), DISCORD_LIMITS.fieldName) || NO_VALUE,
    // Two lines of at most 32-character names and the board's numbers: within a field's 1024.
    value: lines.join('\n'),
    inline: true,
  };
}

/** The `/compare` answer: the two, a field per statistic the cluster keeps. */
export function compareEmbed(compared: readonly Compared[], ctx: AnswerContext): DiscordEmbed {
  const view: View = compared[0]?.answer.kind === 'tribe' ? 'tribes' : 'players';
  // Only what the cluster's source keeps (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  const kept = ctx.cluster.keeps?.stats ?? null;
  const filters = filterOptions(view)
    .map((option) => option.wire)
    .filter((wire) => !kept || kept.includes(wire));
  const title = compared
    .map((entry) => fitMarkdown(nameOf(entry), TITLE_NAME_CAP / 2) || NO_VALUE)
    .join(' · ');
  const updatedAt = compared[0]?.answer.updatedAt ?? null;
  return {
    ...embedFrame({ title, url: compareUrl(view, compared, ctx), updatedAt }, ctx),
    fields: filters.map((filter) => statField(view, filter, compared, ctx)),
  };
}
