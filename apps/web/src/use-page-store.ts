import type { Action, State } from '@ark/core';
import { useSyncExternalStore } from 'react';
import type { PageStoreApi } from './page-store';

/**
 * The current page State and dispatch, re-rendering on every state change. The server snapshot is
 * the current state too (zustand's own hook would give the state the store was created with): the
 * page hydrates from the state its start reached from the embedded answers
 * (docs/adr/0016-first-paint.md).
 */
export function usePageStore(store: PageStoreApi): [State, (action: Action) => void] {
  const read = () => store.getState().state;
  const state = useSyncExternalStore(store.subscribe, read, read);
  return [state, store.getState().dispatch];
}
