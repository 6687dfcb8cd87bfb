// The page's words in the visitor's language (docs/adr/0064-languages-wired.md): the app provides
// the catalog it drew the page in, every component reads it here. English's first part without a
// provider, so a first paint's component drawn alone says the specification's words; a later view
// needs the whole catalog provided, English's too (test-english.tsx in tests). The first paint's
// components read the first part of the words; a later view's read the whole catalog, which the
// app provides once it has loaded the later words (docs/adr/0098-words-in-two-parts.md).
import {
  type Catalog,
  EN_FIRST_CATALOG,
  type FirstCatalog,
  type FirstKey,
  hasLaterWords,
  type MessageKey,
  type MessageParams,
  translate,
} from '@ark/core';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';

const CatalogContext = createContext<FirstCatalog>(EN_FIRST_CATALOG);

export interface CatalogProviderProps {
  catalog: FirstCatalog;
  children: ReactNode;
}

/** Gives every component below the catalog of the page's language. */
export function CatalogProvider({ catalog, children }: CatalogProviderProps): ReactElement {
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

/** The catalog of the page's language (English without a provider): the first paint's words. */
export function useCatalog(): FirstCatalog {
  return useContext(CatalogContext);
}

/**
 * The whole catalog of the page's language, for a later view (the panel, the hall, compare).
 * Throws when the app drew a later view before loading its words: a bug, never a visitor's doing.
 */
export function useWholeCatalog(): Catalog {
  const catalog = useCatalog();
  if (!hasLaterWords(catalog)) {
    throw new Error(`the later views' words of ${catalog.code} are not loaded`);
  }
  return catalog;
}

/**
 * A key's message in the page's language.
 * @example const say = useWords(); say('search.button') // "Search"
 */
export function useWords(): (key: FirstKey, params?: MessageParams) => string {
  const catalog = useCatalog();
  return (key, params) => translate(catalog, key, params);
}

/**
 * A key's message in the page's language, any key: a later view's words (useWholeCatalog).
 * @example const say = useWholeWords(); say('panel.ranks') // "Ranks"
 */
export function useWholeWords(): (key: MessageKey, params?: MessageParams) => string {
  const catalog = useWholeCatalog();
  return (key, params) => translate(catalog, key, params);
}
