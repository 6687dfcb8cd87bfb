// The page's words in the visitor's language (docs/adr/0064-languages-wired.md): the app provides
// the catalog it drew the page in, every component reads it here. English without a provider, so a
// component drawn alone (a test, another app) says the specification's words.
import {
  type Catalog,
  EN_CATALOG,
  type MessageKey,
  type MessageParams,
  translate,
} from '@ark/core';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';

const CatalogContext = createContext<Catalog>(EN_CATALOG);

export interface CatalogProviderProps {
  catalog: Catalog;
  children: ReactNode;
}

/** Gives every component below the catalog of the page's language. */
export function CatalogProvider({ catalog, children }: CatalogProviderProps): ReactElement {
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

/** The catalog of the page's language (English without a provider). */
export function useCatalog(): Catalog {
  return useContext(CatalogContext);
}

/**
 * A key's message in the page's language.
 * @example const say = useWords(); say('search.button') // "Search"
 */
export function useWords(): (key: MessageKey, params?: MessageParams) => string {
  const catalog = useCatalog();
  return (key, params) => translate(catalog, key, params);
}
