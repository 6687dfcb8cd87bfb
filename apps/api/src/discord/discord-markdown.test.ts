import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, escapeDiscordMarkdown, fitMarkdown, fitText } from './discord-markdown';
import { hostileText, shownByDiscord, unescapedMarkdown } from './test/discord-text';

describe('cleanText', () => {
  it('puts a name on one line', () => {
    expect(cleanText('Rex\nHunter\r\nthe\u2028Third')).toBe('Rex Hunter the Third');
  });

  it('drops control and direction-override characters', () => {
    expect(cleanText('Rex\u0000\u202eHunter\u0007')).toBe('RexHunter');
  });

  it('keeps accents, scripts and emoji', () => {
    expect(cleanText('Zoë 李 👨‍👩‍👧')).toBe('Zoë 李 👨‍👩‍👧');
  });
});

describe('escapeDiscordMarkdown', () => {
  it('shows @everyone **x** as typed and makes it no mention', () => {
    const escaped = escapeDiscordMarkdown('@everyone **x**');
    expect(escaped).not.toContain('@everyone');
    expect(shownByDiscord(escaped)).toBe('@everyone **x**');
    expect(unescapedMarkdown(escaped)).toEqual([]);
  });

  it('neutralises @here', () => {
    expect(escapeDiscordMarkdown('@here')).not.toContain('@here');
  });

  it.each([
    ['a user mention', '<@123456789>'],
    ['a nickname mention', '<@!123456789>'],
    ['a role mention', '<@&1>'],
    ['a channel mention', '<#1>'],
    ['a custom emoji', '<:pepe:123>'],
    ['an animated emoji', '<a:pepe:123>'],
    ['a timestamp', '<t:1700000000:R>'],
    ['a masked link', '[free nitro](http://evil.example/x)'],
    ['an autolink', 'https://evil.example/x'],
    ['a spoiler', '||secret||'],
    ['a code fence', '```js\ncode```'],
    ['inline code', '`x`'],
    ['bold italics', '***x***'],
    ['underline', '__x__'],
    ['strike-through', '~~x~~'],
    ['a heading', '# Big'],
    ['subtext', '-# small'],
    ['a quote', '> quoted'],
    ['a block quote', '>>> quoted'],
    ['a bullet', '- item'],
    ['a star bullet', '* item'],
    ['a plus bullet', '+ item'],
    ['an ordered list item', '1. item'],
    ['an indented list item', '  12. item'],
    ['an emoji shortcode', ':skull:'],
    ['a backslash', 'a\\*b\\'],
  ])('shows %s as typed', (_, text) => {
    const escaped = escapeDiscordMarkdown(text);
    expect(unescapedMarkdown(escaped)).toEqual([]);
    expect(shownByDiscord(escaped)).toBe(cleanText(text));
  });

  it('escapes the dot of a leading ordered list marker', () => {
    expect(escapeDiscordMarkdown('1. item')).toBe('1\\. item');
    expect(escapeDiscordMarkdown('+ item')).toBe('\\+ item');
  });

  it('leaves plain names alone', () => {
    expect(escapeDiscordMarkdown('Rex Hunter 42')).toBe('Rex Hunter 42');
  });

  it('shows any text as typed, on one line, with no live markdown', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        const escaped = escapeDiscordMarkdown(text);
        expect(unescapedMarkdown(escaped)).toEqual([]);
        expect(escaped).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(escaped).not.toMatch(/@(everyone|here)/);
        expect(shownByDiscord(escaped)).toBe(cleanText(text).replaceAll('\u200b', ''));
      }),
      { numRuns: 500 },
    );
  });
});

describe('fitText', () => {
  it('returns text that fits unchanged', () => {
    expect(fitText('Rex Hunter', 10)).toBe('Rex Hunter');
  });

  it('cuts text that does not fit and marks the cut', () => {
    expect(fitText('Rex Hunter the Third', 10)).toBe('Rex Hunte…');
  });

  it('never cuts an emoji or a letter with its accent in half', () => {
    expect(fitText('ab👨‍👩‍👧cd', 5)).toBe('ab…');
    expect(fitText('e\u0301e\u0301e\u0301', 4)).toBe('e\u0301…');
  });

  it('drops the space before the cut', () => {
    expect(fitText('Rex Hunter', 5)).toBe('Rex…');
  });
});

describe('fitMarkdown', () => {
  it('cuts the name, not its escapes, to fit', () => {
    const fitted = fitMarkdown('*'.repeat(64), 21);
    expect(fitted).toBe(`${'\\*'.repeat(10)}…`);
    expect(unescapedMarkdown(fitted)).toEqual([]);
  });

  it('fits any text in its room with no live markdown', () => {
    fc.assert(
      fc.property(hostileText(), fc.integer({ min: 1, max: 80 }), (text, max) => {
        const fitted = fitMarkdown(text, max);
        expect(fitted.length).toBeLessThanOrEqual(max);
        expect(unescapedMarkdown(fitted)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
