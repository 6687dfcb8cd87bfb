// The Discord slash commands the board answers (docs/adr/0071-discord-commands.md): their names,
// options and choices, each name and description in the board's nine languages as Discord's
// locales, and which language an interaction is answered in. Written once here: the registration
// sends it, the server reads the options it names.
import { clipName, clipText } from './board-summary';
import { type LanguageCode, RANGE_KEYS, type RangeKey, VIEWS, type View } from './contract';
import { FILTER_WIRES, type FilterWire } from './filters';
import type { Catalog } from './i18n/catalog';
import { type DiscordMessageKey, discordText } from './i18n/discord-messages';
import { filterLabel, rangeLabel, viewText } from './phrases';

/** The commands, by their (English) names. */
export const DISCORD_COMMANDS = ['rank', 'top', 'tribe', 'compare'] as const;
export type DiscordCommandName = (typeof DISCORD_COMMANDS)[number];

/** The options, by their (English) names: what an interaction's `options[].name` holds. */
export const DISCORD_OPTIONS = [
  'player',
  'tribe',
  'board',
  'stat',
  'period',
  'cluster',
  'first',
  'second',
] as const;
export type DiscordOptionName = (typeof DISCORD_OPTIONS)[number];

/** Rows a `/top` answer shows, and members a `/tribe` answer lists. */
export const DISCORD_TOP_ROWS = 10;
export const DISCORD_TRIBE_MEMBERS = 5;

/** Discord's own limits on commands and autocomplete: choices a list, characters a choice. */
export const DISCORD_CHOICES_MAX = 25;
export const DISCORD_CHOICE_NAME_MAX = 100;
export const DISCORD_CHOICE_VALUE_MAX = 100;
export const DISCORD_DESCRIPTION_MAX = 100;

/** A name Discord takes for a command or option: lower case, letters, digits, - _ and '. */
export const DISCORD_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The statistics `/top` offers: every filter of either board, in the filter table's order. */
export const DISCORD_STATS: readonly FilterWire[] = FILTER_WIRES;

/**
 * Discord's locales of the board's languages (docs/adr/0071-discord-commands.md): English and
 * Spanish each have two, Simplified Chinese is `zh-CN`.
 */
export const DISCORD_LOCALES: Readonly<Record<string, LanguageCode>> = {
  'en-US': 'en',
  'en-GB': 'en',
  de: 'de',
  fr: 'fr',
  'es-ES': 'es',
  'es-419': 'es',
  'pt-BR': 'pt-BR',
  ru: 'ru',
  pl: 'pl',
  'zh-CN': 'zh-Hans',
  ja: 'ja',
};

/** The board's language of a Discord locale; null for one the board does not speak. */
export function languageOfDiscordLocale(locale: unknown): LanguageCode | null {
  return typeof locale === 'string' && Object.hasOwn(DISCORD_LOCALES, locale)
    ? (DISCORD_LOCALES[locale] ?? null)
    : null;
}

/**
 * The language an interaction is answered in: the user's locale, else the server's (guild's),
 * else the site's.
 * @example interactionLanguage({ locale: 'es-419' }, 'en') // "es"
 */
export function interactionLanguage(
  { locale, guild_locale }: { locale?: unknown; guild_locale?: unknown },
  siteLanguage: LanguageCode,
): LanguageCode {
  return languageOfDiscordLocale(locale) ?? languageOfDiscordLocale(guild_locale) ?? siteLanguage;
}

/** A text in each of Discord's locales of a language the board speaks, English left out. */
export type Localizations = Record<string, string>;

/** An option choice as Discord takes it. */
export interface DiscordChoice {
  name: string;
  name_localizations?: Localizations;
  value: string;
}

/** A string option of a command (type 3). */
export interface DiscordCommandOption {
  type: 3;
  name: DiscordOptionName;
  name_localizations: Localizations;
  description: string;
  description_localizations: Localizations;
  required?: boolean;
  autocomplete?: boolean;
  choices?: DiscordChoice[];
}

/** A chat-input command (type 1) as registered. */
export interface DiscordCommand {
  type: 1;
  name: DiscordCommandName;
  name_localizations: Localizations;
  description: string;
  description_localizations: Localizations;
  options: DiscordCommandOption[];
}

/** A cluster a `cluster` option offers: its key is the value, its display name is shown. */
export interface DiscordCluster {
  key: string;
  display: string;
}

export interface DiscordCommandsOptions {
  /** Each language's catalog (the board's words for statistics, periods and boards). */
  catalogOf: (language: LanguageCode) => Catalog;
  /** The site's clusters: offered as choices when 1 to 25, else typed with autocomplete. */
  clusters: readonly DiscordCluster[];
}

/** The text of each locale whose language is not English, made by `text`. */
function localized(text: (language: LanguageCode) => string): Localizations {
  const out: Localizations = {};
  for (const [locale, language] of Object.entries(DISCORD_LOCALES)) {
    if (language !== 'en') out[locale] = text(language);
  }
  return out;
}

/** A name and description pair from the Discord catalog, localized. */
function named(name: DiscordMessageKey, description: DiscordMessageKey) {
  const cut = (text: string) => clipText(text, DISCORD_DESCRIPTION_MAX);
  return {
    name_localizations: localized((language) => discordText(language, name)),
    description: cut(discordText('en', description)),
    description_localizations: localized((language) => cut(discordText(language, description))),
  };
}

/** A choice whose shown name is the board's own word in each language. */
function choice(
  value: string,
  word: (catalog: Catalog) => string,
  options: DiscordCommandsOptions,
) {
  const cut = (text: string) => clipText(text, DISCORD_CHOICE_NAME_MAX);
  return {
    name: cut(word(options.catalogOf('en'))),
    name_localizations: localized((language) => cut(word(options.catalogOf(language)))),
    value,
  };
}

function option(
  name: DiscordOptionName,
  extra: Partial<DiscordCommandOption> = {},
): DiscordCommandOption {
  return { type: 3, name, ...named(`option.${name}.name`, `option.${name}.description`), ...extra };
}

/** The cluster option: the site's clusters as choices, or autocomplete past 25. */
function clusterOption({ clusters }: DiscordCommandsOptions): DiscordCommandOption {
  if (clusters.length === 0 || clusters.length > DISCORD_CHOICES_MAX) {
    return option('cluster', { autocomplete: true });
  }
  return option('cluster', {
    choices: clusters.map(({ key, display }) => ({
      // The cluster's name is the admin's text: cleaned and cut as every name is.
      name: clipName(display, DISCORD_CHOICE_NAME_MAX) || key,
      value: key,
    })),
  });
}

/**
 * The whole command set, as `PUT /applications/{id}/commands` takes it: `/rank`, `/top`,
 * `/tribe` and `/compare`, every name and description in the board's languages.
 */
export function discordCommands(options: DiscordCommandsOptions): DiscordCommand[] {
  const command = (name: DiscordCommandName, list: DiscordCommandOption[]): DiscordCommand => ({
    type: 1,
    name,
    ...named(`command.${name}.name`, `command.${name}.description`),
    options: list,
  });
  const boards = VIEWS.map((view) =>
    choice(view, (catalog) => viewText(catalog, view, 'tab'), options),
  );
  const stats = DISCORD_STATS.map((wire) =>
    choice(wire, (catalog) => filterLabel(catalog, wire), options),
  );
  const periods = RANGE_KEYS.map((range) =>
    choice(range, (catalog) => rangeLabel(catalog, range), options),
  );
  return [
    command('rank', [
      option('player', { required: true, autocomplete: true }),
      clusterOption(options),
    ]),
    command('top', [
      option('board', { choices: boards }),
      option('stat', { choices: stats }),
      option('period', { choices: periods }),
      clusterOption(options),
    ]),
    command('tribe', [
      option('tribe', { required: true, autocomplete: true }),
      clusterOption(options),
    ]),
    // Two of one board side by side (docs/adr/0083-compare.md): players unless `board` says tribes.
    command('compare', [
      option('first', { required: true, autocomplete: true }),
      option('second', { required: true, autocomplete: true }),
      option('board', { choices: boards }),
      clusterOption(options),
    ]),
  ];
}

/** Narrows an option value to a board of `/top`. */
export const isDiscordBoard = (value: unknown): value is View => VIEWS.includes(value as View);
/** Narrows an option value to a statistic of `/top`. */
export const isDiscordStat = (value: unknown): value is FilterWire =>
  DISCORD_STATS.includes(value as FilterWire);
/** Narrows an option value to a period of `/top`. */
export const isDiscordPeriod = (value: unknown): value is RangeKey =>
  RANGE_KEYS.includes(value as RangeKey);
