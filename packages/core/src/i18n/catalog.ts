// The catalogs (docs/adr/0061-languages-and-catalogs.md): English always here, every other
// language loaded alone, as its own module. A catalog is plain data (its shape: catalogs/catalog-shape.ts),
// so a server can embed the page's catalog in the first HTML as JSON.
import type { Catalog, MessageKey } from './catalogs/catalog-shape';
import en from './catalogs/en';
import type { LanguageCode } from './catalogs/language-codes';

export type {
  Catalog,
  DateFormat,
  MessageKey,
  Messages,
  NumberSymbols,
  PluralForms,
  PluralKey,
} from './catalogs/catalog-shape';

/** Narrows a composed key (`board.title.${view}.${filter}`) to one the catalogs have. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en.messages, key);
}

/** The English catalog: the source, always loaded, every other catalog's fallback. */
export const EN_CATALOG: Catalog = en;

/**
 * A language's catalog, loaded alone: each language is its own module, so a bundler puts each in
 * its own chunk and a page carries one (English is in the main bundle).
 * @example const catalog = await loadCatalog('de'); translate(catalog, 'search.button') // "Suchen"
 */
export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
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
