// What one language's catalog holds (docs/adr/0061-languages-and-catalogs.md): its messages, keyed
// as English keys them, and how it writes numbers and dates. Plain data, so a server can embed the
// page's catalog in the first HTML as JSON; each language is its own module, loaded alone.
import type { LanguageCode } from '../contract';
import en, { type EN_MESSAGES } from './catalogs/en';

/** The forms of a message that depends on a count, by plural category; `other` always. */
export type PluralForms = {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
};

/** Every message key, as the English catalog (the source) names them. */
export type MessageKey = keyof typeof EN_MESSAGES;

/** Messages of a language: every English key, a count's message as plural forms. */
export type Messages = {
  readonly [K in MessageKey]: (typeof EN_MESSAGES)[K] extends string ? string : PluralForms;
};

/** The keys of the messages that depend on a count (`{count}`). */
export type PluralKey = {
  [K in MessageKey]: (typeof EN_MESSAGES)[K] extends string ? never : K;
}[MessageKey];

/** How a language writes numbers (docs/adr/0062-formatting-and-game-terms.md). */
export interface NumberSymbols {
  /** Between groups of three digits: `,` `.` U+202F (French) U+00A0 (Russian, Polish). */
  group: string;
  /** Before the fraction digits. */
  decimal: string;
  /** Digits a number needs above the first group before it is grouped: 2 writes 1234 bare. */
  minimumGroupingDigits: 1 | 2;
}

/**
 * How a language writes a medium date with a short time (Intl's `dateStyle: 'medium', timeStyle:
 * 'short'`). `pattern` takes `{year}`, `{month}` (a name from `months`), `{M}`/`{MM}` (its number),
 * `{d}`/`{dd}`, `{H}`/`{HH}` (0-23), `{h}` (1-12), `{mm}` and `{a}` (`am` or `pm`).
 */
export interface DateFormat {
  pattern: string;
  /** Twelve month names as the medium date writes them (Russian: in the genitive); none for numbers. */
  months?: readonly string[];
  am?: string;
  pm?: string;
}

/** One language's catalog: one file per language under `i18n/catalogs/`. */
export interface Catalog {
  code: LanguageCode;
  numbers: NumberSymbols;
  dates: DateFormat;
  messages: Messages;
}

/** Narrows a composed key (`board.title.${view}.${filter}`) to one the catalogs have. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en.messages, key);
}

/** The English catalog: the source, always loaded, every other catalog's fallback. */
export const EN_CATALOG: Catalog = en;

/**
 * A language's catalog, loaded alone: each language is its own module, so a bundler puts each in
 * its own chunk and a page carries one (English is in the main bundle).
 * @example const catalog = await loadCatalog('de'); translate(catalog, 'search.button') // "Suchen"
 */
export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
  switch (code) {
    case 'en':
      return en;
    case 'de':
      return (await import('./catalogs/de')).default;
    case 'fr':
      return (await import('./catalogs/fr')).default;
    case 'es':
      return (await import('./catalogs/es')).default;
    case 'pt-BR':
      return (await import('./catalogs/pt-br')).default;
    case 'ru':
      return (await import('./catalogs/ru')).default;
    case 'pl':
      return (await import('./catalogs/pl')).default;
    case 'zh-Hans':
      return (await import('./catalogs/zh-hans')).default;
    case 'ja':
      return (await import('./catalogs/ja')).default;
  }
}
