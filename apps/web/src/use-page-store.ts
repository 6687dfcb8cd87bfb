import type { Action, State } from '@ark/core';
import { useStore } from 'zustand';
import type { PageStoreApi } from './page-store';

/** The current page State and dispatch, re-rendering on every state change. */
export function usePageStore(store: PageStoreApi): [State, (action: Action) => void] {
  const state = useStore(store, (current) => current.state);
  const dispatch = useStore(store, (current) => current.dispatch);
  return [state, dispatch];
}
