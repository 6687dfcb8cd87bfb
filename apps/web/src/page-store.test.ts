import { initialState } from '@ark/core';
import { createPageStore } from './page-store';

describe('createPageStore', () => {
  it('starts from the core defaults', () => {
    const store = createPageStore();
    expect(store.getState().state).toEqual(initialState());
    expect(store.getState().lastAction).toBeNull();
  });

  it('runs each action through the core reducer and remembers it', () => {
    const store = createPageStore();
    const action = { type: 'tabSelected', view: 'players' } as const;
    store.getState().dispatch(action);
    expect(store.getState().state.view).toBe('players');
    expect(store.getState().state.filter).toBe('kills');
    expect(store.getState().lastAction).toBe(action);
  });

  it('needs no React: subscribers hear every change', () => {
    const store = createPageStore();
    const heard: string[] = [];
    store.subscribe(({ state }) => heard.push(state.searchText));
    store.getState().dispatch({ type: 'searchTextChanged', text: 'rex' });
    expect(heard).toEqual(['rex']);
  });
});
