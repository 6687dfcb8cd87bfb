// For tests: a later view drawn as the app draws it, inside the whole English catalog. English's
// later words load as every language's do, so no component has them by default
// (docs/adr/0098-words-in-two-parts.md).
import { type Catalog, loadCatalog } from '@ark/core';
import type { ReactElement, ReactNode } from 'react';
import { CatalogProvider } from './catalog-context';

/** English, both parts. */
export const EN: Catalog = await loadCatalog('en');

/** Gives `children` the whole English catalog (Testing Library's `wrapper`). */
export function InEnglish({ children }: { children: ReactNode }): ReactElement {
  return <CatalogProvider catalog={EN}>{children}</CatalogProvider>;
}
