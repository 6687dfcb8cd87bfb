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
  'detailOpened',
  'seasonSelected',
  'rangeSelected',
  'onlineToggled',
  // The hall of fame tab and its pagers and board (docs/adr/0084-the-hall-on-the-page.md).
  'hallSelected',
  'hallPageStep',
  'hallBoardSelected',
]);

/**
 * An entry pushed by opening a panel in this visit records how many entries back the address
 * without a panel is: closing goes Back that far, so Back and Forward stay in step with what is
 * on screen. A panel opened from inside another (a member, a player's tribe) counts one more.
 */
const PANEL_DEPTH = 'arkPanelDepth';

function panelDepth(entry: unknown): number {
  if (typeof entry !== 'object' || entry === null || !(PANEL_DEPTH in entry)) return 0;
  const depth = (entry as Record<typeof PANEL_DEPTH, unknown>)[PANEL_DEPTH];
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export interface UrlSyncOptions {
  store: PageStoreApi;
  /** The window whose address and history mirror the state; the page's own by default. */
  win?: Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Mirrors the state in the address's query string: reads it at start (a deep link), pushes a
 * history entry for each navigation (opening a panel included), replaces it for normalisation,
 * and follows Back/Forward. Closing a panel opened in this visit goes Back; closing one a shared
 * link opened replaces the address (docs/adr/0013-address-and-history.md). Returns a function
 * that stops it.
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

  function write(mode: 'push' | 'replace', query: string, entry: unknown = null): void {
    const address = addressOf(query);
    const { origin, pathname, search, hash } = win.location;
    if (address === `${origin}${pathname}${search}${hash}`) return;
    try {
      if (mode === 'push') win.history.pushState(entry, '', address);
      else win.history.replaceState(win.history.state, '', address);
    } catch (error) {
      // The address is a convenience; a history the browser refuses must not take the page down.
      console.error('[ark] Could not update the address', error);
    }
  }

  function onPopState(): void {
    const { clusters, clusterSetting, seasons, seasonsProbed, ranges, rangesProbed } =
      store.getState().state;
    dispatch(
      parseQueryString(win.location.search, {
        clusterSetting,
        ...(clusters.length > 0 ? { clusters } : {}),
        ...(seasonsProbed ? { seasons } : {}),
        ...(rangesProbed ? { ranges } : {}),
      }),
    );
  }

  const { clusterSetting } = store.getState().state;
  dispatch(parseQueryString(win.location.search, { clusterSetting }));
  let written = toQueryString(store.getState().state);
  write('replace', written);

  const unsubscribe = store.subscribe(({ state, lastAction }, previous) => {
    const query = toQueryString(state);
    if (query === written) return;
    written = query;
    const depth = panelDepth(win.history.state);
    if (lastAction?.type === 'detailClosed' && depth > 0) {
      // Back to the address the first panel was opened from; popstate then reads it.
      win.history.go(-depth);
      return;
    }
    let entry: Record<typeof PANEL_DEPTH, number> | null = null;
    if (lastAction?.type === 'detailOpened') {
      // A panel opened over a shared link's panel has no address of this visit to go back to.
      const from = previous.state.detail === null ? 0 : depth;
      if (previous.state.detail === null || depth > 0) entry = { [PANEL_DEPTH]: from + 1 };
    }
    write(lastAction && NAVIGATION.has(lastAction.type) ? 'push' : 'replace', query, entry);
  });
  win.addEventListener('popstate', onPopState);
  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}
