// The language the page speaks in the browser (docs/adr/0064-languages-wired.md): the one its
// server drew it in, whose catalog it embedded beside the answers (no request, no English flash),
// or on a static host, where no server chose, the visitor's: the address, their remembered choice,
// their browser. A choice made in the picker is remembered in the cookie the server reads.
import {
  BACK_PARAM,
  documentTitleText,
  EN_FIRST_CATALOG,
  type FirstCatalog,
  LANG_PARAM,
  type LanguageCode,
  languageOf,
  loadFirstCatalog,
  matchLanguage,
  PREFERENCES_PATH,
  preferenceCookie,
  readPreferences,
} from '@ark/core';
import type { FirstAnswers } from './first-answers';

/**
 * The key of the catalog the server drew the page in, embedded beside the answers when it is not
 * English (English is in the page's own bundle).
 */
export const CATALOG_KEY = 'catalog';

/** The catalog the server embedded in `answers`: what it drew the page in; null when none. */
export function readEmbeddedCatalog(answers: FirstAnswers | null): FirstCatalog | null {
  const catalog = answers?.[CATALOG_KEY] as Partial<FirstCatalog> | undefined;
  // Only our server writes it, as it writes the HTML drawn with it.
  return typeof catalog?.code === 'string' && typeof catalog.messages === 'object'
    ? (catalog as FirstCatalog)
    : null;
}

export interface PageLanguageEnvironment {
  location: Pick<Location, 'search'>;
  doc: Pick<Document, 'cookie'>;
  nav: Pick<Navigator, 'languages'>;
}

const PAGE = (): PageLanguageEnvironment => ({ location, doc: document, nav: navigator });

/**
 * The page's catalog: the one the server embedded, English for a page the server drew without one,
 * else (a static host's shell, where no server chose) the visitor's language in the server's order
 * (the address, their remembered choice, their browser's languages), loaded alone (its own
 * chunk, its first part: docs/adr/0098-words-in-two-parts.md). The browser's list is read as it is, not as an Accept-Language header: the page carries
 * no header parser.
 */
export function pageCatalog(
  answers: FirstAnswers | null,
  { location, doc, nav }: PageLanguageEnvironment = PAGE(),
): FirstCatalog | Promise<FirstCatalog> {
  const embedded = readEmbeddedCatalog(answers);
  if (embedded) return embedded;
  if (answers) return EN_FIRST_CATALOG;
  const language =
    matchLanguage(new URLSearchParams(location.search).get(LANG_PARAM)) ??
    readPreferences(doc.cookie).lang ??
    nav.languages?.map(matchLanguage).find((code) => code !== null);
  return language ? loadFirstCatalog(language).catch(() => EN_FIRST_CATALOG) : EN_FIRST_CATALOG;
}

/**
 * Says a static host's shell is now in `catalog`'s language (`<html lang>`, the title), as a
 * server would have drawn it; a page its server drew already says so.
 */
export function showLanguage(
  catalog: FirstCatalog,
  doc: Pick<Document, 'documentElement' | 'title'> = document,
): void {
  if (catalog === EN_FIRST_CATALOG) return;
  doc.documentElement.lang = languageOf(catalog.code).htmlLang;
  doc.title = documentTitleText(catalog);
}

/**
 * The address that remembers a language and comes back to `back` (`/prefs?lang=de&back=/`): the
 * picker's link, which the server answers without any script.
 */
export function languageHref(language: LanguageCode, back: string): string {
  const query = new URLSearchParams({ [LANG_PARAM]: language, [BACK_PARAM]: back });
  return `${PREFERENCES_PATH}?${query}`;
}

/**
 * With the script: remembers the language in the cookie the server reads and loads `back`, drawn
 * in it (a static host's page reads the same cookie at its start).
 */
export function pickLanguage(
  language: LanguageCode,
  back: string,
  { doc, win }: { doc: Pick<Document, 'cookie'>; win: Pick<Window, 'location'> } = {
    doc: document,
    win: window,
  },
): void {
  doc.cookie = preferenceCookie('lang', language);
  win.location.assign(back);
}
