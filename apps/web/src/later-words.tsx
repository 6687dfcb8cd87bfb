// The later views' words (docs/adr/0098-words-in-two-parts.md): a page starts with the first part
// of its language's catalog; the panel, the hall and compare load the rest the first time one of
// them is drawn, once per language. The server's render has every word, and waits for none.
import {
  type Catalog,
  DEFAULT_LANGUAGE,
  type FirstCatalog,
  hasLaterWords,
  type LanguageCode,
  loadLaterWords,
  withLaterWords,
} from '@ark/core';
import { CatalogProvider, useCatalog } from '@ark/ui';
import { type ReactElement, type ReactNode, use } from 'react';

const loading = new Map<LanguageCode, Promise<Catalog>>();

/**
 * `first` with its later words, loaded once per language. A chunk that cannot be loaded leaves
 * the later views in English rather than not drawn at all.
 */
export function wholeCatalog(first: FirstCatalog): Promise<Catalog> {
  if (hasLaterWords(first)) return Promise.resolve(first);
  let whole = loading.get(first.code);
  if (!whole) {
    whole = loadLaterWords(first.code)
      .catch((error: unknown) => {
        console.error(`[ark] The later words of ${first.code} could not be loaded.`, error);
        // English's are a chunk too: if it fails as well, the view's boundary says so.
        return first.code === DEFAULT_LANGUAGE
          ? Promise.reject(error)
          : loadLaterWords(DEFAULT_LANGUAGE);
      })
      .then((later) => withLaterWords(first, later));
    loading.set(first.code, whole);
  }
  return whole;
}

/** The whole catalog of `first`'s language: suspends the view until its later words are in. */
export function useWholeCatalogOf(first: FirstCatalog): Catalog {
  return hasLaterWords(first) ? first : use(wholeCatalog(first));
}

/** Draws `children` (a later view) with the whole catalog of the page's language. */
export function WithLaterWords({ children }: { children: ReactNode }): ReactElement {
  return <CatalogProvider catalog={useWholeCatalogOf(useCatalog())}>{children}</CatalogProvider>;
}
