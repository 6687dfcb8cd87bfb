import { type BoardSummary, type BoardSummaryRow, loadCatalog } from '@ark/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoardPost, DEFAULT_EMBED_COLOR, type PostedBoard } from './board-embed';
import {
  DISCORD_LIMITS,
  type DiscordEmbed,
  embedLength,
  webhookBodyProblems,
} from './discord-limits';
import { hostileText, shownByDiscord, unescapedMarkdown } from './test/discord-text';

function makeRow(rank: number, overrides: Partial<BoardSummaryRow> = {}): BoardSummaryRow {
  return { rank, name: `Player ${rank}`, value: `${1000 - rank}`, ...overrides };
}

function makeBoard(overrides: Partial<PostedBoard> = {}): PostedBoard {
  return {
    title: 'Top players by kills · Solos · Last week',
    url: 'https://ark.example/?view=players&cluster=SOLO&filter=kills&range=last_week',
    filter: 'kills',
    valueLabel: 'Kills',
    rows: [1, 2, 3, 4, 5].map((rank) => makeRow(rank)),
    updatedAt: '2024-05-06T00:00:00.000Z',
    siteName: 'Rex Valley',
    ...overrides,
  };
}

/** A name of exactly `length` characters, different per rank. */
function longName(rank: number, length = 64, fill = 'x'): string {
  return `${rank}${fill.repeat(length)}`.slice(0, length);
}

function topRows(count: number, name: (rank: number) => string, tribe?: string): BoardSummaryRow[] {
  return Array.from({ length: count }, (_, i) =>
    makeRow(i + 1, { name: name(i + 1), value: '1,234,567', ...(tribe ? { tribe } : {}) }),
  );
}

/** How a line starts for a rank: its trophy, or the rank with its dot escaped. */
function rankOf(rank: number): string {
  return ({ 1: '🥇 1.', 2: '🥈 2.', 3: '🥉 3.' } as Record<number, string>)[rank] ?? `${rank}\\.`;
}

function onlyEmbed(board: BoardSummary): DiscordEmbed {
  const [embed] = buildBoardPost({ boards: [board] }).embeds;
  if (!embed) throw new Error('no embed');
  return embed;
}

function lines(embed: DiscordEmbed): string[] {
  return embed.description?.split('\n') ?? [];
}

describe('buildBoardPost', () => {
  it('draws one embed per board with its title, link, colour, rows and footer', () => {
    const board = makeBoard();
    const body = buildBoardPost({ boards: [board] });
    expect(body).toEqual({
      embeds: [
        {
          title: board.title,
          url: board.url,
          color: DEFAULT_EMBED_COLOR,
          description: [
            '🥇 1. Player 1 — **999**',
            '🥈 2. Player 2 — **998**',
            '🥉 3. Player 3 — **997**',
            '4\\. Player 4 — **996**',
            '5\\. Player 5 — **995**',
          ].join('\n'),
          footer: { text: 'Rex Valley · Ranked by Kills · Data as of' },
          timestamp: '2024-05-06T00:00:00.000Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it('always sends allowed_mentions with nothing to parse', () => {
    for (const rows of [[], [makeRow(1, { name: '@everyone' })]]) {
      expect(buildBoardPost({ boards: [makeBoard({ rows })] }).allowed_mentions).toEqual({
        parse: [],
      });
    }
  });

  it('shows a player named "@everyone **x**" as typed, pinging nobody', () => {
    const body = buildBoardPost({
      boards: [makeBoard({ rows: [makeRow(1, { name: '@everyone **x**' })] })],
    });
    const description = body.embeds[0]?.description ?? '';
    expect(description).not.toContain('@everyone');
    expect(shownByDiscord(description)).toContain('@everyone **x** — ');
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });

  it('escapes names, tribes, values and the title', () => {
    const embed = onlyEmbed(
      makeBoard({
        title: '**Solos** <@1>',
        rows: [makeRow(1, { name: '||x||', tribe: '<#1> [a](http://b.c)', value: '`9`' })],
      }),
    );
    expect(unescapedMarkdown(embed.title ?? '')).toEqual([]);
    const line = lines(embed)[0] ?? '';
    expect(unescapedMarkdown(line.replaceAll('**', ''))).toEqual([]);
    expect(shownByDiscord(line)).toBe('🥇 1. ||x|| · <#1> [a](http://b.c) — **`9`**');
  });

  it('keeps a name with line breaks on its own line', () => {
    const embed = onlyEmbed(
      makeBoard({ rows: [makeRow(1, { name: 'Rex\n# Hunter' }), makeRow(2)] }),
    );
    expect(lines(embed)).toHaveLength(2);
    expect(lines(embed)[0]).toBe('🥇 1. Rex \\# Hunter — **999**');
  });

  it('gives tied ranks the same trophy', () => {
    const rows = [makeRow(1), makeRow(1), makeRow(3), makeRow(4), makeRow(4)];
    expect(lines(onlyEmbed(makeBoard({ rows }))).map((line) => line.slice(0, 5))).toEqual([
      '🥇 1.',
      '🥇 1.',
      '🥉 3.',
      '4\\. P',
      '4\\. P',
    ]);
  });

  it('says the board is empty when it has no rows', () => {
    expect(onlyEmbed(makeBoard({ rows: [] })).description).toBe('No one on this board yet.');
  });

  it("says its own words in the language given: the footer, an empty board, ranks' numbers", async () => {
    const pl = await loadCatalog('pl');
    const empty = buildBoardPost({ boards: [makeBoard({ rows: [] })], catalog: pl });
    expect(empty.embeds[0]?.description).toBe('W tym rankingu nikogo jeszcze nie ma.');
    const board = makeBoard({ valueLabel: 'zabójstwa', updatedAt: null });
    expect(buildBoardPost({ boards: [board], catalog: pl }).embeds[0]?.footer?.text).toBe(
      'Rex Valley · Kryterium: zabójstwa · Brak danych',
    );
  });

  it('says there is no data yet instead of a time when there was no import', () => {
    const embed = onlyEmbed(makeBoard({ updatedAt: null }));
    expect(embed.footer?.text).toBe('Rex Valley · Ranked by Kills · No data yet');
    expect(embed.timestamp).toBeUndefined();
  });

  it('leaves out a link that is not a web address', () => {
    expect(onlyEmbed(makeBoard({ url: 'javascript:alert(1)' })).url).toBeUndefined();
    expect(onlyEmbed(makeBoard({ url: '/relative' })).url).toBeUndefined();
  });

  it('uses the colour and username it is given', () => {
    const body = buildBoardPost({ boards: [makeBoard()], username: 'Rex Valley', color: 0x123456 });
    expect(body.username).toBe('Rex Valley');
    expect(body.embeds[0]?.color).toBe(0x123456);
  });

  it('keeps the username within 80 characters', () => {
    const body = buildBoardPost({ boards: [makeBoard()], username: 'R'.repeat(200) });
    expect(body.username).toHaveLength(DISCORD_LIMITS.username);
  });

  it('leaves out a username Discord would refuse', () => {
    for (const username of ['Discord Bot', 'clyde', 'everyone', '   ']) {
      expect(buildBoardPost({ boards: [makeBoard()], username })).not.toHaveProperty('username');
    }
  });

  it('shows top 25 with 64-character names and tribes in full', () => {
    const rows = topRows(25, (rank) => longName(rank), 'T'.repeat(64));
    const body = buildBoardPost({ boards: [makeBoard({ rows })] });
    const shown = lines(body.embeds[0] as DiscordEmbed);
    expect(shown).toHaveLength(25);
    expect(shown.map((line) => line.split(' — ')[0])).toEqual(
      rows.map((row) => `${rankOf(row.rank ?? 0)} ${row.name} · ${'T'.repeat(64)}`),
    );
    expect(webhookBodyProblems(body)).toEqual([]);
  });

  it('keeps the title within 256 characters', () => {
    for (const title of ['T'.repeat(1000), '*'.repeat(1000)]) {
      const embed = onlyEmbed(makeBoard({ title }));
      expect(embed.title?.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
      expect(embed.title?.endsWith('…')).toBe(true);
    }
  });

  it('keeps the description within 4096 characters, cutting names before dropping rows', () => {
    const rows = topRows(25, (rank) => longName(rank, 64, '*'), '_'.repeat(64));
    const embed = onlyEmbed(makeBoard({ rows }));
    expect(embed.description?.length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    expect(lines(embed)).toHaveLength(25);
    expect(lines(embed)[0]).toContain('…');
  });

  it('drops rows from the bottom when even short names do not fit', () => {
    const rows = Array.from({ length: 200 }, (_, i) => makeRow(i + 1, { name: 'x'.repeat(64) }));
    const embed = onlyEmbed(makeBoard({ rows }));
    expect(embed.description?.length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    const shown = lines(embed);
    expect(shown.length).toBeLessThan(200);
    expect(shown[0]).toMatch(/^🥇 1\. /);
    expect(shown.at(-1)).toMatch(new RegExp(`^${shown.length}\\\\\\. `));
  });

  it('sends no fields, so the 25-field, field-name and field-value limits always hold', () => {
    const rows = topRows(25, (rank) => longName(rank, 64, '|'), '~'.repeat(64));
    expect(onlyEmbed(makeBoard({ rows })).fields).toBeUndefined();
  });

  it('keeps the footer within 2048 characters and still says the data time', () => {
    const embed = onlyEmbed(
      makeBoard({ siteName: 'S'.repeat(5000), valueLabel: 'V'.repeat(5000) }),
    );
    expect(embed.footer?.text.length).toBeLessThanOrEqual(DISCORD_LIMITS.footer);
    expect(embed.footer?.text.endsWith('Data as of')).toBe(true);
  });

  it('keeps ten boards of top 25 with long hostile names within 6000 characters in all', () => {
    const board = makeBoard({
      title: '#'.repeat(300),
      siteName: '@'.repeat(300),
      rows: topRows(25, (rank) => longName(rank, 64, '<'), '>'.repeat(64)),
    });
    const body = buildBoardPost({ boards: Array.from({ length: 10 }, () => board) });
    expect(body.embeds).toHaveLength(10);
    const total = body.embeds.reduce((sum, embed) => sum + embedLength(embed), 0);
    expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.total);
    for (const embed of body.embeds) expect(lines(embed).length).toBeGreaterThan(0);
    expect(webhookBodyProblems(body)).toEqual([]);
  });

  it('refuses more than 10 boards, or none, in one message', () => {
    const boards = Array.from({ length: 11 }, () => makeBoard());
    expect(() => buildBoardPost({ boards })).toThrow(RangeError);
    expect(() => buildBoardPost({ boards: [] })).toThrow(RangeError);
    expect(buildBoardPost({ boards: boards.slice(0, 10) }).embeds).toHaveLength(10);
  });

  it('never breaks a limit and always sends allowed_mentions, whatever the names', () => {
    const row = fc.record({
      rank: fc.integer({ min: 1, max: 1000 }),
      name: hostileText(),
      tribe: fc.option(hostileText(), { nil: undefined }),
      value: hostileText(4),
    });
    const board = fc.record({
      title: hostileText(),
      url: fc.constantFrom('https://ark.example/?view=players', 'not a url'),
      filter: fc.constant('kills' as const),
      valueLabel: hostileText(10),
      rows: fc.array(row, { maxLength: 25 }),
      updatedAt: fc.constantFrom(null, '2024-05-06T00:00:00Z', 'garbage'),
      siteName: hostileText(10),
    });
    fc.assert(
      fc.property(
        fc.array(board, { minLength: 1, maxLength: 10 }),
        fc.option(hostileText(10), { nil: undefined }),
        (boards, username) => {
          const body = buildBoardPost({ boards, username });
          expect(webhookBodyProblems(body)).toEqual([]);
          expect(body.allowed_mentions).toEqual({ parse: [] });
          body.embeds.forEach((embed, i) => {
            expect(lines(embed).length).toBeLessThanOrEqual(
              Math.max(boards[i]?.rows.length ?? 0, 1),
            );
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a post’s record line', () => {
  const record = {
    span: 'week' as const,
    name: '@everyone **x**',
    value: '12',
    stat: 'kills',
    by: '2',
    old: '<@123> `y`',
    oldValue: '10',
    url: 'https://ark.example/?view=hall&cluster=SOLO',
  };

  it('says who, which statistic, by how much and the old holder, with a link to the hall', () => {
    const body = buildBoardPost({ boards: [makeBoard({ recordFell: record })] });
    const description = body.embeds[0]?.description ?? '';
    const line = description.split('\n').at(-1) ?? '';
    expect(shownByDiscord(line)).toBe(
      '🏆 New weekly record for kills: **@everyone **x**** with **12**, 2 more than <@123> `y` (10). [Hall of fame](https://ark.example/?view=hall&cluster=SOLO)',
    );
    // The names are escaped: no mention, no markdown of theirs is live; nobody is pinged.
    expect(line).not.toContain('@everyone');
    expect(line).toContain('\\*\\*x\\*\\*');
    expect(line).toContain('\\<@\u200b123\\>');
    expect(body.allowed_mentions).toEqual({ parse: [] });
    // The rows come first, the record after a blank line.
    expect(description.split('\n\n')).toHaveLength(2);
  });

  it('names the record of a daily post’s day and of a monthly post’s month', () => {
    const said = (span: 'day' | 'month') =>
      onlyEmbed(makeBoard({ recordFell: { ...record, span, name: 'Ann', old: 'Bob' } }))
        .description ?? '';
    expect(said('day')).toContain('🏆 New daily record for kills: **Ann** with **12**');
    expect(said('month')).toContain('🏆 New monthly record for kills: **Ann** with **12**');
  });

  it('is in the post’s language', async () => {
    const de = await loadCatalog('de');
    const body = buildBoardPost({
      boards: [makeBoard({ recordFell: { ...record, name: 'Ann', old: 'Bob', stat: 'Kills' } })],
      catalog: de,
    });
    expect(body.embeds[0]?.description).toContain(
      '🏆 Neuer Wochenrekord bei Kills: **Ann** mit **12**, 2 mehr als Bob (10). [Ruhmeshalle](https://ark.example/?view=hall&cluster=SOLO)',
    );
  });

  it('fits ten boards of the longest names within Discord’s limits', () => {
    const long = { ...record, name: longName(1, 64, '@'), old: longName(2, 64, '*') };
    const boards = Array.from({ length: 10 }, (_, i) =>
      makeBoard({ rows: topRows(25, (rank) => longName(rank + i)), recordFell: long }),
    );
    const body = buildBoardPost({ boards });
    expect(webhookBodyProblems(body)).toEqual([]);
    for (const embed of body.embeds) expect(embed.description).toContain('🏆');
  });

  it('is left out when no record fell', () => {
    const description = onlyEmbed(makeBoard({ recordFell: null })).description ?? '';
    expect(description).not.toContain('🏆');
    expect(description.split('\n')).toHaveLength(5);
  });
});
