// A board as a Discord webhook message: one embed per board, each row a line with its trophy, rank,
// escaped name and value, sized to fit Discord's limits whatever the names hold, in the site's
// language (docs/adr/0064-languages-wired.md). A board is core's BoardSummary (board-summary.ts), the
// one model link previews, /og.png, /embed, the posts and the slash commands draw from.
import {
  type BoardSummary,
  type Catalog,
  formatCount,
  type HallSpan,
  NO_VALUE,
  translate,
  trophyFor,
} from '@ark/core';
import { discordText } from '@ark/core/discord';
import { EN_CATALOG } from '../lib/catalogs';
import {
  DISCORD_LIMITS,
  type DiscordEmbed,
  type DiscordWebhookBody,
  isAllowedUsername,
} from './discord-limits';
import { escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';

/**
 * A record that fell, as a post of its period says it (docs/adr/0091-records-said-and-rebuilt.md):
 * every value formatted in the post's language, names as stored (escaped when written).
 */
export interface RecordFell {
  /** The record's period: a daily post's day, a weekly post's week, a monthly post's month. */
  span: HallSpan;
  /** Who holds it now, and their week's gain. */
  name: string;
  value: string;
  /** The statistic's name as a sentence writes it ("kills"). */
  stat: string;
  /** How much more than the record before. */
  by: string;
  /** Who held it before, and with how much. */
  old: string;
  oldValue: string;
  /** The hall of fame's address. */
  url: string;
}

/** A board a post shows, with its period's record that fell on it, if one did. */
export type PostedBoard = BoardSummary & { recordFell?: RecordFell | null };

export interface BoardPostOptions {
  /** One embed each, in order: 1 to 10. */
  boards: readonly PostedBoard[];
  /** Shown instead of the webhook's own name; left out when Discord would refuse it. */
  username?: string;
  /** The embeds' side colour, 0xRRGGBB; the page's accent by default. */
  color?: number;
  /** The language of its words and ranks (the boards' own); English by default. */
  catalog?: Catalog;
}

/** The page's accent colour (#f2a541). */
export const DEFAULT_EMBED_COLOR = 0xf2a541;

const TROPHIES = { 1: '🥇', 2: '🥈', 3: '🥉' } as const;

/** Longest start of a name (or tribe) tried first; shorter ones are tried until every row fits. */
const NAME_CAPS = [64, 48, 32, 24, 16, 12, 8] as const;
/** A formatted value is a number with a unit; anything longer is cut. */
const VALUE_CAP = 32;
/** Site name and value label in the footer, each. */
const FOOTER_PART_CAP = 64;
/** The most of an embed's share of the 6000 that its title, and its footer, may take. */
const HEADER_SHARE = 4;
/** The most of an embed's description that a record's line may take: the news comes first. */
const RECORD_SHARE = 2;

/**
 * A Discord webhook body showing each board as one embed, within every limit Discord documents
 * and with `allowed_mentions: { parse: [] }`, so no name can ping anyone. Rows that do not fit even
 * with names cut short are left out, from the bottom.
 * @example buildBoardPost({ boards: [summary] }).embeds[0].description // "🥇 1. Rex — **1,234**\n..."
 */
export function buildBoardPost({
  boards,
  username,
  color = DEFAULT_EMBED_COLOR,
  catalog = EN_CATALOG,
}: BoardPostOptions): DiscordWebhookBody {
  if (boards.length < 1 || boards.length > DISCORD_LIMITS.embeds) {
    throw new RangeError(`a post holds 1 to ${DISCORD_LIMITS.embeds} boards, not ${boards.length}`);
  }
  const share = Math.floor(DISCORD_LIMITS.total / boards.length);
  const name = username === undefined ? '' : fitText(username.trim(), DISCORD_LIMITS.username);
  return {
    ...(isAllowedUsername(name) ? { username: name } : {}),
    embeds: boards.map((board) => boardEmbed(board, { share, color, catalog })),
    allowed_mentions: { parse: [] },
  };
}

interface EmbedOptions {
  /** The characters this embed may use of the message's 6000. */
  share: number;
  color: number;
  catalog: Catalog;
}

function boardEmbed(board: PostedBoard, { share, color, catalog }: EmbedOptions): DiscordEmbed {
  const headerCap = Math.floor(share / HEADER_SHARE);
  const title = fitMarkdown(board.title, Math.min(DISCORD_LIMITS.title, headerCap)) || '…';
  const timestamp = isoTime(board.updatedAt);
  const site = fitText(board.siteName.trim(), FOOTER_PART_CAP);
  const label = fitText(board.valueLabel.trim(), FOOTER_PART_CAP);
  const footer = fitText(
    [
      site,
      label && discordText(catalog.code, 'post.rankedBy', { stat: label }),
      discordText(catalog.code, timestamp ? 'post.dataAsOf' : 'post.noData'),
    ]
      .filter(Boolean)
      .join(' · '),
    Math.min(DISCORD_LIMITS.footer, headerCap),
  );
  const room = Math.min(DISCORD_LIMITS.description, share - title.length - footer.length);
  const record = board.recordFell
    ? recordLine(board.recordFell, Math.floor(room / RECORD_SHARE), catalog)
    : '';
  const rowRoom = record ? room - record.length - 2 : room;
  const rows =
    board.rows.length === 0
      ? fitText(board.notice ?? discordText(catalog.code, 'post.empty'), rowRoom)
      : rowLines(board, rowRoom, catalog);
  const description = [rows, record].filter(Boolean).join('\n\n');
  const url = webUrl(board.url);
  return {
    title,
    ...(url ? { url } : {}),
    ...(description ? { description } : {}),
    color,
    footer: { text: footer },
    ...(timestamp ? { timestamp } : {}),
  };
}

/** The rows as lines within `room` characters: names cut shorter until all fit, then rows dropped. */
function rowLines({ rows }: BoardSummary, room: number, catalog: Catalog): string {
  const shown = rows.map((row) => ({
    ...row,
    place: rankPlace(row.rank, catalog),
    value: fitMarkdown(row.value, VALUE_CAP) || translate(catalog, 'value.notAvailable'),
  }));
  // Members of one tribe share its name: each text is fitted once per cap.
  const fitted = new Map<string, string>();
  let lines: string[] = [];
  for (const cap of NAME_CAPS) {
    const fit = (text: string) => {
      const key = `${cap}:${text}`;
      const found = fitted.get(key) ?? fitMarkdown(text, cap);
      fitted.set(key, found);
      return found;
    };
    lines = shown.map(({ place, name, tribe, value }) => {
      const who = tribe ? `${fit(name)} · ${fit(tribe)}` : fit(name);
      return `${place} ${who} — **${value}**`;
    });
    if (joinedLength(lines) <= room) return lines.join('\n');
  }
  while (lines.length > 0 && joinedLength(lines) > room) lines.pop();
  return lines.join('\n');
}

/**
 * The line saying a record fell, within `room` characters: "🏆 New weekly record for kills:
 * **Ann** with **12**, 2 more than Bob (10). [Hall of fame](…)", names escaped and cut shorter
 * until it fits; '' when even the shortest does not.
 */
function recordLine(record: RecordFell, room: number, catalog: Catalog): string {
  const url = webUrl(record.url);
  const link = url ? ` [${escapeDiscordMarkdown(translate(catalog, 'hall.tab'))}](${url})` : '';
  for (const cap of NAME_CAPS) {
    const text = discordText(catalog.code, `post.recordFell.${record.span}`, {
      stat: fitMarkdown(record.stat, cap),
      name: `**${fitMarkdown(record.name, cap)}**`,
      value: `**${fitMarkdown(record.value, VALUE_CAP)}**`,
      by: fitMarkdown(record.by, VALUE_CAP),
      old: fitMarkdown(record.old, cap),
      oldValue: fitMarkdown(record.oldValue, VALUE_CAP),
    });
    const line = `🏆 ${text}${link}`;
    if (line.length <= room) return line;
  }
  return '';
}

/**
 * "🥇 1." with a trophy, else "4\." with its dot escaped: Discord would take "4. Name" at the start
 * of a line for an ordered list and renumber tied ranks.
 */
function rankPlace(rank: number | null, catalog: Catalog): string {
  // A row without a rank shows none: a rank is never invented.
  if (rank === null) return NO_VALUE;
  const trophy = trophyFor(rank);
  const shown = formatCount(rank, catalog);
  return trophy ? `${TROPHIES[trophy]} ${shown}.` : `${escapeDiscordMarkdown(shown)}\\.`;
}

function joinedLength(lines: readonly string[]): number {
  return lines.reduce((sum, line) => sum + line.length, Math.max(lines.length - 1, 0));
}

/** An absolute http(s) address Discord accepts as an embed's link, else undefined. */
function webUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
}

/** The data's time as Discord's embed timestamp (shown in each reader's own time), else null. */
function isoTime(updatedAt: string | null): string | null {
  if (updatedAt === null) return null;
  const ms = Date.parse(updatedAt);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
