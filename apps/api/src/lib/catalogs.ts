// Every language's catalog, loaded once at start (docs/adr/0064-languages-wired.md): the server
// draws pages, embeds, preview images and Discord posts in any of them, and a lookup per request
// must not wait. The page loads one at a time; a server holds all nine (about 60 KB).
import {
  type Catalog,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  loadCatalog,
} from '@ark/core';

const loaded = await Promise.all(LANGUAGE_CODES.map((code) => loadCatalog(code)));
const CATALOGS = new Map<LanguageCode, Catalog>(
  LANGUAGE_CODES.map((code, index) => [code, loaded[index] as Catalog]),
);

/**
 * The catalog of a language of the board.
 * @example catalogOf('de').code // "de"
 */
export function catalogOf(language: LanguageCode): Catalog {
  return CATALOGS.get(language) as Catalog;
}

/**
 * English, both parts: the server's default. Core's is English's first part alone, since the
 * page's first load holds no later view's words (docs/adr/0098-words-in-two-parts.md).
 */
export const EN_CATALOG: Catalog = catalogOf(DEFAULT_LANGUAGE);
