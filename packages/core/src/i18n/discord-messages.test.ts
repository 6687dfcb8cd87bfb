import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './catalogs/language-codes';
import { DISCORD_MESSAGES, type DiscordMessageKey, discordText } from './discord-messages';

const english = DISCORD_MESSAGES.en;
const keys = Object.keys(english) as DiscordMessageKey[];
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

/** The placeholders of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('the Discord catalog', () => {
  it('holds every language of the board', () => {
    expect(Object.keys(DISCORD_MESSAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(others)('%s has every key of English and no other', (code) => {
    expect(Object.keys(DISCORD_MESSAGES[code]).sort()).toEqual([...keys].sort());
  });

  it.each(others)('%s has the same placeholders as English in every message', (code) => {
    for (const key of keys) {
      const text = DISCORD_MESSAGES[code][key];
      expect(placeholders(text), `${code} ${key}: ${text}`).toEqual(placeholders(english[key]));
    }
  });

  it.each([...LANGUAGE_CODES])('%s has no empty message', (code) => {
    for (const key of keys) expect(DISCORD_MESSAGES[code][key].trim(), key).not.toBe('');
  });
});

describe('discordText', () => {
  it('fills the placeholders in the language asked', () => {
    expect(discordText('de', 'answer.tribeOf', { tribe: 'Rex' })).toBe('Stamm: Rex');
    expect(discordText('en', 'error.unknownPlayer', { name: 'Bo', cluster: 'Solos' })).toBe(
      'No player "Bo" on Solos.',
    );
  });

  it('puts a value in as given, even one that looks like a placeholder or a replacement pattern', () => {
    expect(discordText('en', 'answer.tribeOf', { tribe: "{name} $& $'" })).toBe(
      "Tribe: {name} $& $'",
    );
  });
});
