// The `/top` answer: a board's top 10 as the posts draw it (board-embed.ts, from the board model),
// linked to the board and with its /og.png as the image, kept in the answers' cache per data
// version, period and language (docs/adr/0071-discord-commands.md).

import {
  type FilterWire,
  LANG_PARAM,
  type LanguageCode,
  PREVIEW_IMAGE_PATH,
  publicAddress,
  type RangeKey,
  type View,
} from '@ark/core';
import { DISCORD_TOP_ROWS } from '@ark/core/discord';
import type { Boards } from '../http/board-address';
import type { ServedSite } from '../site/site-config';
import { buildBoardPost } from './board-embed';
import type { CommandReads } from './command-reads';
import type { DiscordEmbed } from './discord-limits';

/** Which board `/top` shows, every value checked against the site's. */
export interface TopPick {
  view: View;
  filter: FilterWire;
  range: RangeKey;
  cluster: string;
  language: LanguageCode;
}

/** The board's query as the rankings call reads it, its language named unless it is the site's. */
export function topQuery(
  { view, filter, range, cluster, language }: TopPick,
  site: ServedSite,
): string {
  const params = new URLSearchParams({ view, cluster, filter });
  if (range !== 'all') params.set('range', range);
  if (language !== site.language) params.set(LANG_PARAM, language);
  return params.toString();
}

/** The embed of the board `pick` names at data version `version`. */
export function topEmbed(
  { reads, boards, site }: { reads: CommandReads; boards: Boards; site: ServedSite },
  pick: TopPick,
  version: number,
): Promise<DiscordEmbed> {
  const query = topQuery(pick, site);
  return reads.kept(`top?${query}`, version, async () => {
    const shown = await boards.ofQuery(query, DISCORD_TOP_ROWS, version);
    const [embed] = buildBoardPost({ boards: [shown.summary], catalog: shown.catalog }).embeds;
    const image = publicAddress(site.publicUrl, PREVIEW_IMAGE_PATH, shown.address);
    return { ...(embed as DiscordEmbed), image: { url: image } };
  });
}
