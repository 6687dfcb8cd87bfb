import { type Action, initialState, reducer, type State } from '@ark/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The page's store: the core State, the action that produced it, and dispatch. */
export interface PageStore {
  state: State;
  /** The last action dispatched; the address sync reads it to tell navigation from loading. */
  lastAction: Action | null;
  dispatch: (action: Action) => void;
}

export type PageStoreApi = StoreApi<PageStore>;

/** A vanilla zustand store that runs every action through the core reducer. */
export function createPageStore(initial: State = initialState()): PageStoreApi {
  return createStore<PageStore>()((set) => ({
    state: initial,
    lastAction: null,
    dispatch: (action) =>
      set((current) => ({ state: reducer(current.state, action), lastAction: action })),
  }));
}
