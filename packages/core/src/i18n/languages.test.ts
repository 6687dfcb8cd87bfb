import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './catalogs/language-codes';
import { LANGUAGES, languageOf } from './languages';

describe('LANGUAGES', () => {
  it('lists every language of the contract once, English first', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...LANGUAGE_CODES]);
  });

  it('names each language in itself', () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      'Русский',
      'Polski',
      '简体中文',
      '日本語',
    ]);
  });

  it('gives each a canonical BCP 47 tag and an Open Graph locale', () => {
    for (const { code, htmlLang, ogLocale, intlTag } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(htmlLang), code).toEqual([htmlLang]);
      expect(Intl.getCanonicalLocales(intlTag), code).toEqual([intlTag]);
      expect(ogLocale, code).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    }
    expect(languageOf('pt-BR').ogLocale).toBe('pt_BR');
    expect(languageOf('zh-Hans').ogLocale).toBe('zh_CN');
    expect(languageOf('zh-Hans').htmlLang).toBe('zh-Hans');
  });
});

describe('plural rules', () => {
  // Whole numbers of every ending, the millions French, Spanish and Portuguese treat apart, and
  // fractions.
  const COUNTS = [
    ...Array.from({ length: 1200 }, (_, i) => i),
    1e6,
    2e6,
    21e6,
    1_000_001,
    1e9,
    0.5,
    1.5,
    2.5,
    21.5,
    1e6 + 0.5,
  ];

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s chooses the category Intl.PluralRules chooses',
    (_code, { intlTag, plural }) => {
      const rules = new Intl.PluralRules(intlTag);
      for (const n of COUNTS) expect(plural(n), String(n)).toBe(rules.select(n));
    },
  );

  it('has three forms in Russian: one, few and many', () => {
    const { plural } = languageOf('ru');
    expect([1, 2, 5, 21, 22, 25, 111].map(plural)).toEqual([
      'one',
      'few',
      'many',
      'one',
      'few',
      'many',
      'many',
    ]);
  });

  it('has three forms in Polish, where 21 is many', () => {
    const { plural } = languageOf('pl');
    expect([1, 2, 5, 21, 22, 25, 111].map(plural)).toEqual([
      'one',
      'few',
      'many',
      'many',
      'few',
      'many',
      'many',
    ]);
  });

  it('has one form in Chinese and Japanese', () => {
    for (const code of ['zh-Hans', 'ja'] as const) {
      expect([1, 2, 5, 21].map(languageOf(code).plural)).toEqual([
        'other',
        'other',
        'other',
        'other',
      ]);
    }
  });
});
