// The catalogs (docs/adr/0061-languages-and-catalogs.md): English's first part always here, every
// other language loaded alone, as its own module. A catalog is plain data (its shape: catalogs/catalog-shape.ts),
// so a server can embed the page's catalog in the first HTML as JSON. Each language's words come in
// two parts (docs/adr/0098-words-in-two-parts.md): the first paint's (`<code>.ts`) and the later
// views' (`<code>-later.ts`), loaded when a later view first needs them.
import type { Catalog, FirstCatalog, LaterMessages, MessageKey } from './catalogs/catalog-shape';
import en from './catalogs/en';
import { EN_MESSAGES } from './catalogs/en-messages';
import type { LanguageCode } from './catalogs/language-codes';

export type {
  Catalog,
  CatalogOf,
  DateFormat,
  FirstCatalog,
  FirstKey,
  FirstMessages,
  LaterKey,
  LaterMessages,
  MessageKey,
  Messages,
  MessagesOf,
  NumberSymbols,
  PluralForms,
  PluralKey,
} from './catalogs/catalog-shape';

/** A first part joined with its later words: the whole catalog of the language. */
export function withLaterWords(first: FirstCatalog, later: LaterMessages): Catalog {
  return { ...first, messages: { ...first.messages, ...later } };
}

/**
 * English's first part: always loaded, every first paint's default and fallback. Its later words
 * load as every language's do (`loadCatalog('en')` for the whole; docs/adr/0098).
 */
export const EN_FIRST_CATALOG: FirstCatalog = en;

/** Narrows a composed key (`board.title.${view}.${filter}`) to one a whole catalog has. */
export function isMessageKey(catalog: Catalog, key: string): key is MessageKey {
  return Object.hasOwn(catalog.messages, key);
}

/**
 * A catalog's first part alone: what a server embeds beside the page it drew, so the page's
 * script starts with no more words than its first paint draws.
 */
export function firstPartOf(catalog: FirstCatalog): FirstCatalog {
  const messages = Object.fromEntries(
    Object.entries(catalog.messages).filter(([key]) => Object.hasOwn(EN_MESSAGES, key)),
  ) as FirstCatalog['messages'];
  return { ...catalog, messages };
}

/** Whether `catalog` holds the later views' words too (a whole catalog, not a first part alone). */
export function hasLaterWords(catalog: FirstCatalog): catalog is Catalog {
  // Any later key tells: a part holds all of its keys or none (catalogs.test.ts).
  return Object.hasOwn(catalog.messages, 'panel.ranks');
}

/**
 * A language's first part alone: each language is its own module, so a bundler puts each in its
 * own chunk and a page carries one (English's first part is in the main bundle).
 * @example const first = await loadFirstCatalog('de'); translate(first, 'search.button') // "Suchen"
 */
export async function loadFirstCatalog(code: LanguageCode): Promise<FirstCatalog> {
  switch (code) {
    case 'en':
      return en;
    case 'de':
      return (await import('./catalogs/de')).default;
    case 'fr':
      return (await import('./catalogs/fr')).default;
    case 'es':
      return (await import('./catalogs/es')).default;
    case 'pt-BR':
      return (await import('./catalogs/pt-br')).default;
    case 'ru':
      return (await import('./catalogs/ru')).default;
    case 'pl':
      return (await import('./catalogs/pl')).default;
    case 'zh-Hans':
      return (await import('./catalogs/zh-hans')).default;
    case 'ja':
      return (await import('./catalogs/ja')).default;
  }
}

/** A language's later views' words, a chunk of their own (English's too). */
export async function loadLaterWords(code: LanguageCode): Promise<LaterMessages> {
  switch (code) {
    case 'en':
      return (await import('./catalogs/en-later')).default;
    case 'de':
      return (await import('./catalogs/de-later')).default;
    case 'fr':
      return (await import('./catalogs/fr-later')).default;
    case 'es':
      return (await import('./catalogs/es-later')).default;
    case 'pt-BR':
      return (await import('./catalogs/pt-br-later')).default;
    case 'ru':
      return (await import('./catalogs/ru-later')).default;
    case 'pl':
      return (await import('./catalogs/pl-later')).default;
    case 'zh-Hans':
      return (await import('./catalogs/zh-hans-later')).default;
    case 'ja':
      return (await import('./catalogs/ja-later')).default;
  }
}

/**
 * A language's whole catalog, both parts joined: what the server draws with.
 * @example const catalog = await loadCatalog('de'); translate(catalog, 'panel.ranks') // "Ränge"
 */
export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
  const [first, later] = await Promise.all([loadFirstCatalog(code), loadLaterWords(code)]);
  return withLaterWords(first, later);
}
