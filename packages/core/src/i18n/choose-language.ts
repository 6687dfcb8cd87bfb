// Which language a request is answered in (docs/adr/0061-languages-and-catalogs.md): `?lang=`, then
// the visitor's remembered choice (the cookie), then Accept-Language, then `site.language`, then
// English. Pure: the server passes in what the request carries. A value it cannot use falls back
// quietly to the next source.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './catalogs/language-codes';

/** Where the chosen language came from. */
export type LanguageSource = 'address' | 'cookie' | 'header' | 'site' | 'default';

/** The language of an answer and where it came from. */
export interface LanguageChoice {
  language: LanguageCode;
  source: LanguageSource;
}

/** What a request says about its language; each part absent when the request has none. */
export interface LanguageRequest {
  /** The `lang` parameter of the address (LANG_PARAM). */
  query?: string | null | undefined;
  /** The LANG_COOKIE value (readPreferences reads it from a Cookie header). */
  cookie?: string | null | undefined;
  /** The Accept-Language header. */
  acceptLanguage?: string | null | undefined;
  /** `site.language` in ark.config.json. */
  siteLanguage?: string | null | undefined;
}

// Longer headers and tags are no browser's: read no further (a hostile header costs nothing).
const MAX_HEADER = 512;
const MAX_RANGES = 32;
const TAG = /^[a-z]{1,8}(?:-[a-z\d]{1,8})*$/i;

// A tag's language and, where it says one, its script or region: what tells the two Chinese
// scripts apart. Traditional Chinese (Hant, TW, HK, MO) matches no language of ours.
const TRADITIONAL = /^zh-(?:hant|tw|hk|mo)(?:-|$)/;

/**
 * The board's language a language tag asks for, or null: a code as written in LANGUAGE_CODES
 * (any case), or a tag of the same language (`de-AT` is `de`, `pt` and `pt-PT` are `pt-BR`, `zh`,
 * `zh-CN`, `zh-SG` and `zh-Hans-*` are `zh-Hans`; `zh-TW` and `zh-Hant` are none).
 * @example matchLanguage('pt') // "pt-BR"
 * @example matchLanguage('zh-Hant-TW') // null
 */
export function matchLanguage(tag: string | null | undefined): LanguageCode | null {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase();
  if (!TAG.test(lower)) return null;
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  if (TRADITIONAL.test(lower)) return null;
  const primary = lower.split('-')[0];
  return LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The language ranges of an Accept-Language header, most wanted first (by q, then in the
 * header's order); `q=0` (not wanted), `*` and malformed ranges are left out.
 * @example parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5') // ["fr-CH", "fr", "en"]
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  const ranges = header
    .slice(0, MAX_HEADER)
    .split(',')
    .slice(0, MAX_RANGES)
    .flatMap((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      if (!TAG.test(tag) || !(weight > 0 && weight <= 1)) return [];
      return [{ tag, weight, order }];
    });
  ranges.sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((range) => range.tag);
}

/**
 * The language of an answer, by precedence: the address's `lang`, the visitor's cookie,
 * Accept-Language (its most wanted language the board has), `site.language`, English.
 * @example chooseLanguage({ query: null, cookie: null, acceptLanguage: 'de-DE,de;q=0.9' })
 * // { language: "de", source: "header" }
 */
export function chooseLanguage(request: LanguageRequest): LanguageChoice {
  const fromQuery = matchLanguage(request.query);
  if (fromQuery) return { language: fromQuery, source: 'address' };
  const fromCookie = matchLanguage(request.cookie);
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  for (const tag of parseAcceptLanguage(request.acceptLanguage)) {
    const language = matchLanguage(tag);
    if (language) return { language, source: 'header' };
  }
  const fromSite = matchLanguage(request.siteLanguage);
  if (fromSite) return { language: fromSite, source: 'site' };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/**
 * The request headers an answer's language depended on, for its `Vary`: none when the address
 * named the language (the answer is the address's alone, cacheable by anyone), else the cookie
 * and Accept-Language (both were read, even when neither decided). The server's own answer
 * cache keys on the chosen language instead.
 * @example languageVary({ language: 'en', source: 'default' }) // ["Cookie", "Accept-Language"]
 */
export function languageVary(choice: LanguageChoice): string[] {
  return choice.source === 'address' ? [] : ['Cookie', 'Accept-Language'];
}
