import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from './contract';
import {
  DISCORD_CHOICE_NAME_MAX,
  DISCORD_CHOICES_MAX,
  DISCORD_DESCRIPTION_MAX,
  DISCORD_LOCALES,
  DISCORD_NAME,
  DISCORD_STATS,
  discordCommands,
  interactionLanguage,
  languageOfDiscordLocale,
} from './discord-commands';
import { type Catalog, loadCatalog } from './i18n/catalog';

const loaded = await Promise.all(LANGUAGE_CODES.map(loadCatalog));
const catalogOf = (code: LanguageCode) => loaded.find((c) => c.code === code) as Catalog;
const clusters = [
  { key: 'SOLO', display: 'Solos' },
  { key: 'DUO', display: 'Duos' },
];

describe('languageOfDiscordLocale', () => {
  it('maps each of Discord’s locales onto the board’s nine languages', () => {
    expect(
      ['en-US', 'en-GB', 'es-ES', 'es-419', 'zh-CN', 'pt-BR', 'de', 'fr', 'ru', 'pl', 'ja'].map(
        languageOfDiscordLocale,
      ),
    ).toEqual(['en', 'en', 'es', 'es', 'zh-Hans', 'pt-BR', 'de', 'fr', 'ru', 'pl', 'ja']);
  });

  it('gives null for a locale the board does not speak, or no locale', () => {
    expect([languageOfDiscordLocale('ko'), languageOfDiscordLocale(undefined)]).toEqual([
      null,
      null,
    ]);
    expect(languageOfDiscordLocale('__proto__')).toBeNull();
  });

  it('covers every language of the board', () => {
    expect(new Set(Object.values(DISCORD_LOCALES))).toEqual(new Set(LANGUAGE_CODES));
  });
});

describe('interactionLanguage', () => {
  it('answers in the user’s locale, else the guild’s, else the site’s', () => {
    expect(interactionLanguage({ locale: 'de', guild_locale: 'fr' }, 'en')).toBe('de');
    expect(interactionLanguage({ locale: 'ko', guild_locale: 'fr' }, 'en')).toBe('fr');
    expect(interactionLanguage({ locale: 'ko', guild_locale: 'ko' }, 'pl')).toBe('pl');
    expect(interactionLanguage({}, 'ja')).toBe('ja');
  });
});

describe('discordCommands', () => {
  const commands = discordCommands({ catalogOf, clusters });
  const options = commands.flatMap((command) => command.options);

  it('registers /rank, /top, /tribe and /compare', () => {
    expect(commands.map((command) => command.name)).toEqual(['rank', 'top', 'tribe', 'compare']);
    expect(commands.map((command) => command.options.map((option) => option.name))).toEqual([
      ['player', 'cluster'],
      ['board', 'stat', 'period', 'cluster'],
      ['tribe', 'cluster'],
      ['first', 'second', 'board', 'cluster'],
    ]);
  });

  it('gives every name and description in every other language, within Discord’s rules', () => {
    const localeCount = Object.values(DISCORD_LOCALES).filter((l) => l !== 'en').length;
    for (const named of [...commands, ...options]) {
      expect(Object.keys(named.name_localizations)).toHaveLength(localeCount);
      expect(Object.keys(named.description_localizations)).toHaveLength(localeCount);
      for (const name of [named.name, ...Object.values(named.name_localizations)]) {
        expect(name).toMatch(DISCORD_NAME);
        expect(name).toBe(name.toLowerCase());
      }
      for (const text of [named.description, ...Object.values(named.description_localizations)]) {
        expect(Array.from(text).length).toBeLessThanOrEqual(DISCORD_DESCRIPTION_MAX);
      }
    }
  });

  it('offers the boards, statistics, periods and clusters as choices named in each language', () => {
    const top = commands[1];
    const values = top?.options.map((option) => option.choices?.map((c) => c.value));
    expect(values).toEqual([
      ['tribes', 'players'],
      [...DISCORD_STATS],
      ['all', 'day', 'week', 'month', 'last_week', 'last_month'],
      ['SOLO', 'DUO'],
    ]);
    const stat = top?.options[1]?.choices?.find((c) => c.value === 'kills');
    expect(stat?.name).toBe('Kills');
    expect(stat?.name_localizations?.ru).toBe(catalogOf('ru').messages['filter.kills']);
    const period = top?.options[2]?.choices?.find((c) => c.value === 'week');
    expect(period?.name_localizations?.['es-419']).toBe(catalogOf('es').messages['range.week']);
  });

  it('offers the player, the tribe and the two compared by autocomplete', () => {
    expect(options.filter((option) => option.autocomplete).map((o) => o.name)).toEqual([
      'player',
      'tribe',
      'first',
      'second',
    ]);
  });

  it('types the cluster with autocomplete when there are none or more than 25', () => {
    const many = Array.from({ length: DISCORD_CHOICES_MAX + 1 }, (_, i) => ({
      key: `C${i}`,
      display: `Cluster ${i}`,
    }));
    for (const list of [[], many]) {
      const [rank] = discordCommands({ catalogOf, clusters: list });
      expect(rank?.options[1]).toMatchObject({ name: 'cluster', autocomplete: true });
      expect(rank?.options[1]?.choices).toBeUndefined();
    }
  });

  it('cuts a long cluster name to a choice’s limit', () => {
    const [rank] = discordCommands({
      catalogOf,
      clusters: [{ key: 'X', display: 'é'.repeat(300) }],
    });
    const name = rank?.options[1]?.choices?.[0]?.name ?? '';
    expect(Array.from(name)).toHaveLength(DISCORD_CHOICE_NAME_MAX);
  });
});
