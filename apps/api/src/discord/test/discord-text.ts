// Test support: what Discord would show of escaped text, and hostile names to throw at the escaping.
import fc from 'fast-check';

/** Discord's escape rule: a backslash before any punctuation shows that character as typed. */
const ESCAPE = /\\([^0-9A-Za-z\s])/g;
const MARKDOWN = new Set('*_~`|<>#-[]():');

/** The text a reader sees once Discord has applied the backslash escapes (zero-width spaces unseen). */
export function shownByDiscord(escaped: string): string {
  return escaped.replace(ESCAPE, '$1').replaceAll('\u200b', '');
}

/** The markdown characters of `text` that no backslash escapes, and a live leading list marker. */
export function unescapedMarkdown(text: string): string[] {
  const live: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '\\') i += 1;
    else if (MARKDOWN.has(char)) live.push(char);
  }
  if (/^\s*(\d+\.|\+)/.test(text)) live.push('list marker');
  return live;
}

/** Pieces a hostile name is made of: markdown, mentions, links, line breaks, long graphemes. */
const PIECES = [
  '@everyone',
  '@here',
  '<@123456789012345678>',
  '<@&1>',
  '<#1>',
  '<:pepe:1>',
  '<t:1700000000:R>',
  '[x](http://evil.example)',
  'https://evil.example',
  '**',
  '__',
  '~~',
  '||',
  '```',
  '`',
  '# ',
  '-# ',
  '- ',
  '+ ',
  '1. ',
  '> ',
  '>>> ',
  '\\',
  ':skull:',
  '\n',
  '\r\n',
  '\u2028',
  '\u202e',
  '\u0000',
  '\u200b',
  '👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  'Rex',
  ' ',
];

/** Any text, mostly made of hostile pieces. */
export function hostileText(maxPieces = 40): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 8 })), {
      maxLength: maxPieces,
    })
    .map((pieces) => pieces.join(''));
}
