import {
  type Action,
  filterOptions,
  findFilter,
  type State,
  selectPager,
  selectTableContent,
} from '@ark/core';
import {
  Dropdown,
  PageShell,
  Pagination,
  RankingResults,
  SearchBox,
  Toolbar,
  ViewTabs,
  ViewTitle,
} from '@ark/ui';
import { type ReactElement, useCallback } from 'react';
import type { PageStoreApi } from './page-store';
import { usePageStore } from './use-page-store';

export interface AppProps {
  store: PageStoreApi;
}

function Filters({
  state,
  dispatch,
}: {
  state: State;
  dispatch: (action: Action) => void;
}): ReactElement {
  const onClose = useCallback(() => dispatch({ type: 'dropdownClosed' }), [dispatch]);
  return (
    <>
      <Dropdown
        label="Cluster"
        options={state.clusters.map((cluster) => ({ value: cluster.key, label: cluster.display }))}
        value={state.cluster}
        open={state.openDropdown === 'cluster'}
        onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'cluster' })}
        onSelect={(cluster) => dispatch({ type: 'clusterSelected', cluster })}
        onClose={onClose}
      />
      <Dropdown
        label="Filter by"
        options={filterOptions(state.view).map((option) => ({
          value: option.wire,
          label: option.label,
        }))}
        value={state.filter}
        open={state.openDropdown === 'filter'}
        onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'filter' })}
        onSelect={(wire) => {
          const option = findFilter(state.view, wire);
          if (option) dispatch({ type: 'filterSelected', filter: option.wire });
        }}
        onClose={onClose}
      />
    </>
  );
}

/** The leaderboard page: core State in, core actions out, drawn with @ark/ui. */
export function App({ store }: AppProps): ReactElement {
  const [state, dispatch] = usePageStore(store);
  const pager = selectPager(state);
  return (
    <PageShell>
      <ViewTabs view={state.view} onSelect={(view) => dispatch({ type: 'tabSelected', view })}>
        <ViewTitle view={state.view} />
        <Toolbar
          search={
            <SearchBox
              view={state.view}
              value={state.searchText}
              onChange={(text) => dispatch({ type: 'searchTextChanged', text })}
              onSubmit={() => dispatch({ type: 'searchSubmitted' })}
            />
          }
          filters={<Filters state={state} dispatch={dispatch} />}
        />
        <RankingResults content={selectTableContent(state)} />
        <Pagination
          {...pager}
          onPrevious={() => dispatch({ type: 'previousPage' })}
          onNext={() => dispatch({ type: 'nextPage' })}
        />
      </ViewTabs>
    </PageShell>
  );
}
