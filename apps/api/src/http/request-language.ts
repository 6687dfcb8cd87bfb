// Which language an answer is drawn in (docs/adr/0064-languages-wired.md), by core's precedence:
// the page reads the address, the visitor's cookie, Accept-Language and `site.language`; what
// anyone may cache for anyone (an embed, a preview image) reads the address and the site only.
import {
  chooseLanguage,
  LANG_PARAM,
  type LanguageChoice,
  type LanguageCode,
  languageVary,
  readPreferences,
} from '@ark/core';
import type { Context } from 'hono';

/** The language of a page for this request, and where it came from. */
export function pageLanguage(c: Context, siteLanguage: LanguageCode): LanguageChoice {
  return pageLanguageOf(
    {
      query: new URL(c.req.url).search,
      cookie: c.req.header('Cookie'),
      acceptLanguage: c.req.header('Accept-Language'),
    },
    siteLanguage,
  );
}

/** The language of a page for a request's query, Cookie and Accept-Language headers. */
export function pageLanguageOf(
  asked: { query: string; cookie: string | undefined; acceptLanguage: string | undefined },
  siteLanguage: LanguageCode,
): LanguageChoice {
  return chooseLanguage({
    query: new URLSearchParams(asked.query).get(LANG_PARAM),
    cookie: readPreferences(asked.cookie).lang,
    acceptLanguage: asked.acceptLanguage,
    siteLanguage,
  });
}

/**
 * The language an address names (`lang=`), else the site's: what an embed and a preview image are
 * drawn in, whoever asks, so one cached copy serves everyone.
 * @example addressLanguage('?view=players&lang=de', 'en') // "de"
 */
export function addressLanguage(search: string, siteLanguage: LanguageCode): LanguageCode {
  const query = new URLSearchParams(search).get(LANG_PARAM);
  return chooseLanguage({ query, siteLanguage }).language;
}

/**
 * The `Vary` of a drawn page: its coding, the theme cookie, and the headers its language came
 * from (Accept-Language unless the address named it).
 * @example pageVary({ language: 'de', source: 'address' }) // "Accept-Encoding, Cookie"
 */
export function pageVary(choice: LanguageChoice): string {
  return [...new Set(['Accept-Encoding', 'Cookie', ...languageVary(choice)])].join(', ');
}
