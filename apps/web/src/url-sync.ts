import { type Action, parseQueryString, toQueryString } from '@ark/core';
import type { PageStoreApi } from './page-store';

/** Actions a visitor takes on purpose: each new address they lead to gets its own history entry. */
const NAVIGATION = new Set<Action['type']>([
  'tabSelected',
  'searchTextChanged',
  'searchSubmitted',
  'clusterSelected',
  'filterSelected',
  'previousPage',
  'nextPage',
]);

export interface UrlSyncOptions {
  store: PageStoreApi;
  /** The window whose address and history mirror the state; the page's own by default. */
  win?: Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Mirrors the state in the address's query string: reads it at start (a deep link), pushes a
 * history entry for each navigation, replaces it for normalisation, and follows Back/Forward.
 * Returns a function that stops it.
 */
export function startUrlSync({ store, win = window }: UrlSyncOptions): () => void {
  const { dispatch } = store.getState();

  // Absolute, from the page's own origin: a path like `//evil.example/` would otherwise be read
  // as another host, and the history API throws on a cross-origin address.
  function addressOf(query: string): string {
    const search = query === '' || query.startsWith('?') ? query : `?${query}`;
    const { origin, pathname, hash } = win.location;
    return `${origin}${pathname}${search}${hash}`;
  }

  function write(mode: 'push' | 'replace', query: string): void {
    const address = addressOf(query);
    const { origin, pathname, search, hash } = win.location;
    if (address === `${origin}${pathname}${search}${hash}`) return;
    try {
      if (mode === 'push') win.history.pushState(null, '', address);
      else win.history.replaceState(win.history.state, '', address);
    } catch (error) {
      // The address is a convenience; a history the browser refuses must not take the page down.
      console.error('[ark] Could not update the address', error);
    }
  }

  function onPopState(): void {
    const { clusters } = store.getState().state;
    dispatch(parseQueryString(win.location.search, clusters.length > 0 ? clusters : undefined));
  }

  dispatch(parseQueryString(win.location.search));
  let written = toQueryString(store.getState().state);
  write('replace', written);

  const unsubscribe = store.subscribe(({ state, lastAction }) => {
    const query = toQueryString(state);
    if (query === written) return;
    written = query;
    write(lastAction && NAVIGATION.has(lastAction.type) ? 'push' : 'replace', query);
  });
  win.addEventListener('popstate', onPopState);
  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}
