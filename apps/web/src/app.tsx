import {
  type Action,
  canOpenDetails,
  type DetailTarget,
  filterOptions,
  findFilter,
  isPanelOpen,
  SEASON_LABEL,
  type SiteBranding,
  type State,
  selectPager,
  selectRangeDropdown,
  selectSeasonDropdown,
  selectTableContent,
} from '@ark/core';
import {
  Dropdown,
  PageShell,
  Pagination,
  PeriodDropdown,
  RankingResults,
  SearchBox,
  Toolbar,
  ViewTabs,
  ViewTitle,
} from '@ark/ui';
import {
  type ComponentType,
  lazy,
  type ReactElement,
  Suspense,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import type { DetailViewProps } from './detail-view';
import type { PageStoreApi } from './page-store';
import { useTheme } from './theme-choice';
import { usePageStore } from './use-page-store';

export interface AppProps {
  store: PageStoreApi;
  /** The community's look, as the server drew it (absent: the page's own). */
  site?: SiteBranding;
}

/** Closes the panel at once: its code could not be loaded, and a page left inert is stuck. */
function PanelUnavailable({ onClose }: DetailViewProps): null {
  useEffect(onClose, []);
  return null;
}

// The panel's code is loaded when a panel first opens, not with the first paint
// (docs/adr/0012-page-budget.md).
const DetailView = lazy<ComponentType<DetailViewProps>>(() =>
  import('./detail-view').catch((error: unknown) => {
    console.error('[ark] The detail panel could not be loaded.', error);
    return { default: PanelUnavailable };
  }),
);

function Filters({
  state,
  dispatch,
}: {
  state: State;
  dispatch: (action: Action) => void;
}): ReactElement {
  const onClose = useCallback(() => dispatch({ type: 'dropdownClosed' }), [dispatch]);
  const seasons = selectSeasonDropdown(state);
  const period = selectRangeDropdown(state);
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
      {period && (
        <PeriodDropdown
          dropdown={period}
          open={state.openDropdown === 'range'}
          onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'range' })}
          onSelect={(range) => dispatch({ type: 'rangeSelected', range })}
          onClose={onClose}
        />
      )}
      {seasons && (
        <Dropdown
          label={SEASON_LABEL}
          options={seasons.options}
          value={seasons.value}
          open={state.openDropdown === 'season'}
          onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'season' })}
          onSelect={(value) => {
            const option = seasons.options.find((candidate) => candidate.value === value);
            if (option) dispatch({ type: 'seasonSelected', season: option.season });
          }}
          onClose={onClose}
        />
      )}
    </>
  );
}

/** The leaderboard page: core State in, core actions out, drawn with @ark/ui. */
export function App({ store, site }: AppProps): ReactElement {
  const [state, dispatch] = usePageStore(store);
  const [theme, onThemeChange] = useTheme();
  const pager = selectPager(state);
  const panelOpen = isPanelOpen(state);
  const resultsRef = useRef<HTMLElement>(null);
  // The name on the page a panel was opened from: focus goes back to it when the panel closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(panelOpen);

  const onOpenDetail = useCallback(
    (target: DetailTarget, opener: HTMLElement) => {
      // A name inside the panel (a member, a player's tribe) replaces the panel; focus still
      // returns to the name on the page.
      if (!panelOpen) openerRef.current = opener;
      dispatch({ type: 'detailOpened', ...target });
    },
    [dispatch, panelOpen],
  );
  const onClose = useCallback(() => dispatch({ type: 'detailClosed' }), [dispatch]);

  useEffect(() => {
    if (wasOpen.current && !panelOpen) {
      // A panel a shared link opened has no name to return to: the results take focus.
      const opener = openerRef.current;
      (opener?.isConnected ? opener : resultsRef.current)?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  return (
    <>
      <PageShell inert={panelOpen} header={{ site, theme: { theme, onChange: onThemeChange } }}>
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
          <RankingResults
            ref={resultsRef}
            content={selectTableContent(state)}
            onOpenDetail={canOpenDetails(state) ? onOpenDetail : undefined}
            onSelectSeason={(season) => dispatch({ type: 'seasonSelected', season })}
          />
          <Pagination
            {...pager}
            onPrevious={() => dispatch({ type: 'previousPage' })}
            onNext={() => dispatch({ type: 'nextPage' })}
          />
        </ViewTabs>
      </PageShell>
      {panelOpen && (
        <Suspense fallback={null}>
          <DetailView state={state} dispatch={dispatch} onOpen={onOpenDetail} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
