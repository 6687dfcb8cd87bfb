// The shape of one language's catalog (docs/adr/0061-languages-and-catalogs.md): its messages,
// keyed as English keys them, and how it writes numbers and dates. Types only, read from the
// English messages, so every catalog can name its shape without importing the loader.
import type { EN_MESSAGES } from './en-messages';
import type { LanguageCode } from './language-codes';

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
  /** A day alone, with its year, from the same fields (the history's dates, docs/adr/0070). */
  day: string;
  /** A day and month without the year (the history chart's axis). */
  dayMonth: string;
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
