// The languages a board speaks (docs/adr/0061-languages-and-catalogs.md): how each names itself in
// the picker, its tags for `<html lang>` and `og:locale`, and its plural rule. The catalogs hold
// the words; this table is small and always loaded, so the picker can name every language.
import { DEFAULT_LANGUAGE, type LanguageCode } from './catalogs/language-codes';

/** A CLDR plural category; whole numbers reach only some of them in each language. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** One language of the board. */
export interface Language {
  code: LanguageCode;
  /** The language's name in itself, as the picker shows it. */
  name: string;
  /** The BCP 47 tag for `<html lang>` and the `lang` of an embed. */
  htmlLang: string;
  /** The Open Graph locale of its link previews (`og:locale`). */
  ogLocale: string;
  /** The tag `Intl` is compared with in tests and used with on the server (dates in a time zone). */
  intlTag: string;
  /**
   * The plural category of a count, by the CLDR rule (the tests compare it with
   * Intl.PluralRules). Written by hand, like the number formatters, so the page builds no Intl
   * object at its start (docs/adr/0050-first-paint-at-the-floor.md).
   */
  plural: (count: number) => PluralCategory;
}

// The operands CLDR's rules read: the integer digits `i` and whether any fraction digit is shown.
function operands(count: number): { i: number; fraction: boolean } {
  const n = Math.abs(count);
  return { i: Math.trunc(n), fraction: !Number.isInteger(n) };
}

// i % 10 in 2..4 and i % 100 not in 12..14: Russian and Polish "few".
const isFew = (i: number) => i % 10 >= 2 && i % 10 <= 4 && !(i % 100 >= 12 && i % 100 <= 14);

// French, Spanish and Portuguese say "1 000 000 de ..." for a whole number of millions.
const isMillions = (i: number) => i !== 0 && i % 1_000_000 === 0;

/** English and German: one for exactly 1, other for the rest. */
function oneOther(count: number): PluralCategory {
  const { i, fraction } = operands(count);
  return i === 1 && !fraction ? 'one' : 'other';
}

/** French and Brazilian Portuguese: one for 0 and 1 (and their fractions), many for millions. */
function frenchLike(count: number): PluralCategory {
  const { i, fraction } = operands(count);
  if (i === 0 || i === 1) return 'one';
  return !fraction && isMillions(i) ? 'many' : 'other';
}

/** Spanish: one for exactly 1, many for millions. */
function spanish(count: number): PluralCategory {
  const { i, fraction } = operands(count);
  if (fraction) return 'other';
  if (i === 1) return 'one';
  return isMillions(i) ? 'many' : 'other';
}

/** Russian: 1, 21, 101 one; 2-4, 22-24 few; the rest many; fractions other. */
function russian(count: number): PluralCategory {
  const { i, fraction } = operands(count);
  if (fraction) return 'other';
  if (i % 10 === 1 && i % 100 !== 11) return 'one';
  return isFew(i) ? 'few' : 'many';
}

/** Polish: only 1 is one; 2-4, 22-24 few; the rest many (21 too); fractions other. */
function polish(count: number): PluralCategory {
  const { i, fraction } = operands(count);
  if (fraction) return 'other';
  if (i === 1) return 'one';
  return isFew(i) ? 'few' : 'many';
}

/** Chinese and Japanese: no plural forms. */
const noPlural = (): PluralCategory => 'other';

/** Every language, in the picker's order: English first, then by code. */
export const LANGUAGES: readonly Language[] = [
  {
    code: 'en',
    name: 'English',
    htmlLang: 'en',
    ogLocale: 'en_US',
    intlTag: 'en-US',
    plural: oneOther,
  },
  {
    code: 'de',
    name: 'Deutsch',
    htmlLang: 'de',
    ogLocale: 'de_DE',
    intlTag: 'de-DE',
    plural: oneOther,
  },
  {
    code: 'fr',
    name: 'Français',
    htmlLang: 'fr',
    ogLocale: 'fr_FR',
    intlTag: 'fr-FR',
    plural: frenchLike,
  },
  {
    code: 'es',
    name: 'Español',
    htmlLang: 'es',
    ogLocale: 'es_ES',
    intlTag: 'es-ES',
    plural: spanish,
  },
  {
    code: 'pt-BR',
    name: 'Português (Brasil)',
    htmlLang: 'pt-BR',
    ogLocale: 'pt_BR',
    intlTag: 'pt-BR',
    plural: frenchLike,
  },
  {
    code: 'ru',
    name: 'Русский',
    htmlLang: 'ru',
    ogLocale: 'ru_RU',
    intlTag: 'ru-RU',
    plural: russian,
  },
  {
    code: 'pl',
    name: 'Polski',
    htmlLang: 'pl',
    ogLocale: 'pl_PL',
    intlTag: 'pl-PL',
    plural: polish,
  },
  {
    code: 'zh-Hans',
    name: '简体中文',
    htmlLang: 'zh-Hans',
    ogLocale: 'zh_CN',
    intlTag: 'zh-CN',
    plural: noPlural,
  },
  {
    code: 'ja',
    name: '日本語',
    htmlLang: 'ja',
    ogLocale: 'ja_JP',
    intlTag: 'ja-JP',
    plural: noPlural,
  },
];

/**
 * The table row of a language; English for a code that is not one (never thrown: a bad value
 * falls back quietly).
 * @example languageOf('pt-BR').ogLocale // "pt_BR"
 */
export function languageOf(code: LanguageCode): Language {
  return (
    LANGUAGES.find((language) => language.code === code) ??
    (LANGUAGES.find((language) => language.code === DEFAULT_LANGUAGE) as Language)
  );
}
