import { describe, expect, it } from 'vitest';
import {
  backAddress,
  isPreferenceValue,
  preferenceCookie,
  preferencesKey,
  readPreferences,
} from './preferences';

describe('readPreferences', () => {
  it('reads the theme from its cookie among others', () => {
    expect(readPreferences('session=x; ark-theme=light; other=1')).toEqual({ theme: 'light' });
    expect(readPreferences('ark-theme=dark')).toEqual({ theme: 'dark' });
  });

  it('reads the language cookie, in any case or as a tag of a language of the board', () => {
    expect(readPreferences('ark-theme=dark; ark-lang=pt-BR; other=1')).toEqual({
      theme: 'dark',
      lang: 'pt-BR',
    });
    expect(readPreferences('ark-lang=zh-hans')).toEqual({ lang: 'zh-Hans' });
    expect(readPreferences('ark-lang=de-AT')).toEqual({ lang: 'de' });
  });

  it('ignores a language cookie naming no language, or a cookie of a similar name', () => {
    expect(readPreferences('ark-lang=klingon')).toEqual({});
    expect(readPreferences('ark-lang=zh-TW')).toEqual({});
    expect(readPreferences('xark-lang=de')).toEqual({});
  });

  it('ignores a missing header, a missing cookie and a value no choice takes', () => {
    expect(readPreferences(undefined)).toEqual({});
    expect(readPreferences('')).toEqual({});
    expect(readPreferences('other=light')).toEqual({});
    expect(readPreferences('ark-theme=<script>')).toEqual({});
    expect(readPreferences('ark-theme')).toEqual({});
  });
});

describe('isPreferenceValue', () => {
  it('takes the values a choice lists, and nothing else', () => {
    expect(isPreferenceValue('theme', 'light')).toBe(true);
    expect(isPreferenceValue('theme', 'dark')).toBe(true);
    expect(isPreferenceValue('theme', 'system')).toBe(false);
    expect(isPreferenceValue('theme', null)).toBe(false);
  });
});

describe('preferenceCookie', () => {
  it('keeps a choice for a year on the whole site, sent on top-level navigations', () => {
    expect(preferenceCookie('theme', 'light')).toBe(
      'ark-theme=light; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('is read back by readPreferences', () => {
    const [pair] = preferenceCookie('theme', 'dark').split(';');
    expect(readPreferences(pair)).toEqual({ theme: 'dark' });
    const [lang] = preferenceCookie('lang', 'zh-Hans').split(';');
    expect(readPreferences(lang)).toEqual({ lang: 'zh-Hans' });
  });
});

describe('backAddress', () => {
  it('follows a path of this site, its query kept', () => {
    expect(backAddress('/')).toBe('/');
    expect(backAddress('/?view=players&search=r%C3%A9x&page=2')).toBe(
      '/?view=players&search=r%C3%A9x&page=2',
    );
  });

  it('goes to the root for anything that could leave the site or bend a header', () => {
    for (const back of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/?a=b\r\nSet-Cookie: x=1',
      '/?name=réx',
      `/?${'a'.repeat(3000)}`,
    ]) {
      expect(backAddress(back)).toBe('/');
    }
  });
});

describe('preferencesKey', () => {
  it("is '' without a choice and names each choice made", () => {
    expect(preferencesKey({})).toBe('');
    expect(preferencesKey({ theme: 'light' })).toBe('theme=light');
  });
});
