// Player and tribe names are hostile text: in a Discord message they must show as typed, one line
// each, never as markdown, a mention, a link or an emoji, and never longer than their room.

/** Line breaks of any kind: a name is one line. */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** Other control characters and bidirectional overrides, which could reorder the rest of a line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Characters Discord's markdown gives a meaning anywhere in a line: emphasis, strike, code,
 * spoilers, quotes, headings, list markers, masked links, mentions, emoji and timestamps
 * (`<@1>`, `<#1>`, `<:x:1>`, `<t:1>`), autolinks (`http:`). A backslash shows any of them as typed.
 */
const MARKDOWN = /[\\*_~`|<>#\-[\]():]/g;
/** List markers only count at the start of a line. */
const LEADING_LIST_MARKER = /^(\s*)(\d+)\.|^(\s*)\+/;
/** Between `@` and the word after it, so `@everyone` and `@here` are no mention. */
const ZERO_WIDTH_SPACE = '\u200b';
const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Text where every UTF-16 unit is a whole character (no combining marks, surrogates or joiners). */
const SIMPLE_TEXT = /^[\u0020-\u02ff]*$/;

/** The first `count` characters of `text` (whole graphemes), or all when there are fewer. */
function firstCharacters(text: string, count: number): string[] {
  // The segmenter is slow; most names need none.
  if (SIMPLE_TEXT.test(text)) return [...text.slice(0, count)];
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (parts.length >= count) break;
    parts.push(segment);
  }
  return parts;
}

/**
 * Text on one line with no control or direction-override characters.
 * @example cleanText('Rex\nHunter') // "Rex Hunter"
 */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '');
}

/**
 * User text that Discord shows exactly as typed, on one line, pinging nobody.
 * @example escapeDiscordMarkdown('@everyone **x**') // "@\u200beveryone \\*\\*x\\*\\*"
 */
export function escapeDiscordMarkdown(text: string): string {
  return cleanText(text)
    .replace(MARKDOWN, '\\$&')
    .replaceAll('@', `@${ZERO_WIDTH_SPACE}`)
    .replace(LEADING_LIST_MARKER, (marker: string) =>
      marker.endsWith('.') ? `${marker.slice(0, -1)}\\.` : `${marker.slice(0, -1)}\\+`,
    );
}

/**
 * The longest start of `text` (cut between whole characters, marked with …) whose rendering fits
 * in `max` characters; `text` itself when it fits.
 */
export function fitText(
  text: string,
  max: number,
  render: (text: string) => string = cleanText,
): string {
  const whole = render(text);
  if (whole.length <= max) return whole;
  if (max < ELLIPSIS.length) return '';
  // Each kept character renders as one or more, so more than `max` of them never fit.
  const parts = firstCharacters(cleanText(text), max + 1);
  const cut = (n: number) => render(`${parts.slice(0, n).join('').trimEnd()}${ELLIPSIS}`);
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (cut(mid).length <= max) low = mid;
    else high = mid - 1;
  }
  return cut(low);
}

/** `text` escaped for Discord markdown and cut to fit in `max` characters. */
export function fitMarkdown(text: string, max: number): string {
  return fitText(text, max, escapeDiscordMarkdown);
}
