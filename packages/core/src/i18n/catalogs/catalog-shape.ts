// The shape of one language's catalog (docs/adr/0061-languages-and-catalogs.md): its messages,
// keyed as English keys them, and how it writes numbers and dates. Types only, read from the
// English messages, so every catalog can name its shape without importing the loader. The words
// come in two parts (docs/adr/0098-words-in-two-parts.md): those the first paint needs
// (`<code>.ts`) and the later views' (`<code>-later.ts`).
import type { EN_LATER_MESSAGES } from './en-later';
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

/** Every English message, both parts: the source of every key. */
type EnglishMessages = typeof EN_MESSAGES & typeof EN_LATER_MESSAGES;

/** The key of a word the first paint needs. */
export type FirstKey = keyof typeof EN_MESSAGES;

/** The key of a later view's word (the panel, its chart, the hall, compare). */
export type LaterKey = keyof typeof EN_LATER_MESSAGES;

/** Every message key, as the English catalog (the source) names them. */
export type MessageKey = FirstKey | LaterKey;

/** Messages of a language: every English key of `K`, a count's message as plural forms. */
export type MessagesOf<K extends MessageKey> = {
  readonly [P in K]: EnglishMessages[P] extends string ? string : PluralForms;
};

/** Messages of a language: every English key. */
export type Messages = MessagesOf<MessageKey>;

/** The first paint's messages of a language (`<code>.ts`). */
export type FirstMessages = MessagesOf<FirstKey>;

/** The later views' messages of a language (`<code>-later.ts`). */
export type LaterMessages = MessagesOf<LaterKey>;

/** The keys of the messages that depend on a count (`{count}`). */
export type PluralKey = {
  [K in MessageKey]: EnglishMessages[K] extends string ? never : K;
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

/** A language's catalog holding the messages of `K`: its words, how it writes numbers and dates. */
export interface CatalogOf<K extends MessageKey> {
  code: LanguageCode;
  numbers: NumberSymbols;
  dates: DateFormat;
  messages: MessagesOf<K>;
}

/** One language's whole catalog: both parts joined (what the server and the later views draw with). */
export type Catalog = CatalogOf<MessageKey>;

/** What the first paint draws with: `<code>.ts` alone, under `i18n/catalogs/`. */
export type FirstCatalog = CatalogOf<FirstKey>;
