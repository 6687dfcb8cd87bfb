import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  type LanguageRequest,
  languageVary,
  matchLanguage,
  parseAcceptLanguage,
} from './choose-language';

/** A request with every source saying something different. */
const makeRequest = (overrides: LanguageRequest = {}): LanguageRequest => ({
  query: 'de',
  cookie: 'fr',
  acceptLanguage: 'es-ES,es;q=0.9',
  siteLanguage: 'ru',
  ...overrides,
});

describe('chooseLanguage', () => {
  it('takes the address first', () => {
    expect(chooseLanguage(makeRequest())).toEqual({ language: 'de', source: 'address' });
  });

  it('takes the remembered choice without an address language', () => {
    expect(chooseLanguage(makeRequest({ query: null }))).toEqual({
      language: 'fr',
      source: 'cookie',
    });
  });

  it('takes Accept-Language without an address language or a choice', () => {
    expect(chooseLanguage(makeRequest({ query: null, cookie: null }))).toEqual({
      language: 'es',
      source: 'header',
    });
  });

  it('takes site.language when the browser asks for no language of the board', () => {
    const request = makeRequest({ query: null, cookie: null, acceptLanguage: 'ko, it;q=0.5' });
    expect(chooseLanguage(request)).toEqual({ language: 'ru', source: 'site' });
  });

  it('answers English when nothing names a language', () => {
    expect(chooseLanguage({})).toEqual({ language: 'en', source: 'default' });
  });

  it('falls back quietly past values it cannot use, one source at a time', () => {
    const request = makeRequest({ query: 'xx', cookie: '<script>', acceptLanguage: ';;q=' });
    expect(chooseLanguage(request)).toEqual({ language: 'ru', source: 'site' });
    expect(chooseLanguage({ siteLanguage: 'klingon' })).toEqual({
      language: 'en',
      source: 'default',
    });
  });

  it('reads an address language in any case and by its language alone', () => {
    expect(chooseLanguage({ query: 'PT-br' }).language).toBe('pt-BR');
    expect(chooseLanguage({ query: 'zh-CN' }).language).toBe('zh-Hans');
  });
});

describe('matchLanguage', () => {
  it('matches each code as written and in any case', () => {
    expect(matchLanguage('zh-Hans')).toBe('zh-Hans');
    expect(matchLanguage('ZH-HANS')).toBe('zh-Hans');
    expect(matchLanguage('pt-BR')).toBe('pt-BR');
  });

  it('matches a regional tag to its language', () => {
    expect(matchLanguage('de-AT')).toBe('de');
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('es-419')).toBe('es');
    expect(matchLanguage('fr-CA')).toBe('fr');
  });

  it('gives Brazilian Portuguese to any Portuguese', () => {
    expect(matchLanguage('pt')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
  });

  it('gives Simplified Chinese to zh, zh-CN, zh-SG and zh-Hans tags, not to Traditional', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans-CN', 'zh-hans']) {
      expect(matchLanguage(tag), tag).toBe('zh-Hans');
    }
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) {
      expect(matchLanguage(tag), tag).toBeNull();
    }
  });

  it('matches nothing for other languages, wildcards and malformed tags', () => {
    for (const tag of ['ko', 'it', '*', '', 'de_DE', 'd e', 'x'.repeat(9), null, undefined]) {
      expect(matchLanguage(tag), String(tag)).toBeNull();
    }
  });
});

describe('parseAcceptLanguage', () => {
  it('orders ranges by q, then as written', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'de',
      'en',
    ]);
  });

  it('leaves out what is not wanted or cannot be read', () => {
    expect(parseAcceptLanguage('de;q=0, ja;q=abc, ru;q=2, pl;Q=0.3, en')).toEqual(['en', 'pl']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('reads no further than a browser would write', () => {
    const hostile = `${'xx,'.repeat(5000)}de`;
    expect(parseAcceptLanguage(hostile)).toHaveLength(32);
    expect(chooseLanguage({ acceptLanguage: hostile }).source).toBe('default');
  });

  it('lets a lower preference the board has win over higher ones it has not', () => {
    const request = { acceptLanguage: 'ko-KR,ko;q=0.9,zh-TW;q=0.8,zh;q=0.7,en;q=0.6' };
    expect(chooseLanguage(request)).toEqual({ language: 'zh-Hans', source: 'header' });
  });
});

describe('languageVary', () => {
  it('names no header when the address chose the language', () => {
    expect(languageVary({ language: 'de', source: 'address' })).toEqual([]);
  });

  it('names the cookie and Accept-Language whenever they were read', () => {
    for (const source of ['cookie', 'header', 'site', 'default'] as const) {
      expect(languageVary({ language: 'en', source }), source).toEqual([
        'Cookie',
        'Accept-Language',
      ]);
    }
  });
});
