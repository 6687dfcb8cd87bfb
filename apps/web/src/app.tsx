import {
  type Action,
  addressAfter,
  canOpenDetails,
  type DetailTarget,
  EN_FIRST_CATALOG,
  type FirstCatalog,
  filterLabel,
  findFilter,
  isOnlineOffered,
  isPanelOpen,
  keepsOf,
  keptFilterOptions,
  type PageTab,
  type Preferences,
  type SiteBranding,
  type State,
  selectOnline,
  selectPager,
  selectPopulation,
  selectRangeDropdown,
  selectSeasonDropdown,
  selectTableContent,
  selectTabs,
  type TableContent,
  type ThemeName,
  tabOf,
  toQueryString,
  translate,
} from '@ark/core';
import {
  CatalogProvider,
  Dropdown,
  LanguagePicker,
  OnlineFilter,
  type OpenDetail,
  PageShell,
  Pagination,
  PanelFrame,
  PeriodDropdown,
  RankingResults,
  SearchBox,
  ThemeToggle,
  Toolbar,
  ViewTabs,
  ViewTitle,
} from '@ark/ui';
import {
  type ComponentType,
  lazy,
  type ReactElement,
  type RefObject,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import type { CompareViewProps, DetailViewProps, PopulationViewProps } from './detail-view';
import type { HallSectionsProps } from './hall-sections';
import { languageHref, pickLanguage } from './page-language';
import type { PageStoreApi } from './page-store';
import { useTheme } from './theme-choice';
import { usePageStore } from './use-page-store';

export interface AppProps {
  store: PageStoreApi;
  /** The community's look, as the server drew it (absent: the page's own). */
  site?: SiteBranding;
  /** The visitor's choices the server drew the page in (their cookies); none by default. */
  preferences?: Preferences;
  /**
   * The page's words, in the language the server drew it in (docs/adr/0064-languages-wired.md);
   * English by default.
   */
  catalog?: FirstCatalog;
  /**
   * The panel's view, loaded when a panel first opens; the server's render gives it at once, so
   * the panel a link opens is in the first HTML (docs/adr/0057-the-page-before-its-script.md).
   */
  panel?: ComponentType<DetailViewProps>;
  /** The hall of fame's sections, loaded with the tab; the server's render gives them at once. */
  hall?: ComponentType<HallSectionsProps>;
  /** The population chart, loaded after the first paint; the server's render gives it at once. */
  population?: ComponentType<PopulationViewProps>;
  /** The comparison's view, loaded with the panel's; the server's render gives it at once. */
  compare?: ComponentType<CompareViewProps>;
  /** The clock the empty hall of fame names the end of the week by; the machine's by default. */
  now?: () => Date;
}

/** Closes the panel at once: its code could not be loaded, and a page behind a modal is stuck. */
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

/** Says the hall could not be shown: its code could not be loaded. */
function HallUnavailable({ catalog }: HallSectionsProps): ReactElement {
  return <p className="ark-status">{translate(catalog, 'hall.failed')}</p>;
}

// The hall's sections load with the tab, not with the first paint (docs/adr/0084).
const HallSections = lazy<ComponentType<HallSectionsProps>>(() =>
  import('./hall-sections').catch((error: unknown) => {
    console.error('[ark] The hall of fame could not be loaded.', error);
    return { default: HallUnavailable };
  }),
);

// The population chart loads after the first paint, with the panel's code and its words
// (docs/adr/0104); a chunk that fails leaves the board without it (the panel's says so).
const PopulationView = lazy<ComponentType<PopulationViewProps>>(() =>
  import('./detail-view').then(
    (view) => ({ default: view.PopulationView }),
    () => ({ default: () => null }),
  ),
);

// The comparison loads with the panel's code, in its chunk (docs/adr/0083-compare.md); a chunk
// that fails leaves the page without it (the panel's says so).
const CompareView = lazy<ComponentType<CompareViewProps>>(() =>
  import('./detail-view').then(
    (view) => ({ default: view.CompareView }),
    () => ({ default: () => null }),
  ),
);

/** The address a control leads to before the page's script runs: the state it makes, as a query. */
type To = (action: Action) => string;

/** What choosing a tab does: a board's view, or the hall of fame. */
const tabAction = (tab: PageTab): Action =>
  tab === 'hall' ? { type: 'hallSelected' } : { type: 'tabSelected', view: tab };

/** What a page control reads: the state, the dispatch, the address an action leads to, the words. */
interface ControlProps {
  state: State;
  dispatch: (action: Action) => void;
  to: To;
  catalog: FirstCatalog;
}

/** Filter by: only the statistics the cluster's source counts (docs/adr/0070). */
function FilterDropdown({ state, dispatch, to, catalog }: ControlProps): ReactElement {
  const onClose = useCallback(() => dispatch({ type: 'dropdownClosed' }), [dispatch]);
  return (
    <Dropdown
      label={translate(catalog, 'dropdown.filter')}
      options={keptFilterOptions(state.view, keepsOf(state.clusters, state.cluster)).map(
        (option) => ({
          value: option.wire,
          label: filterLabel(catalog, option.wire),
          href: to({ type: 'filterSelected', filter: option.wire }),
        }),
      )}
      value={state.filter}
      valueLabel={filterLabel(catalog, state.filter)}
      open={state.openDropdown === 'filter'}
      onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'filter' })}
      onSelect={(wire) => {
        const option = findFilter(state.view, wire);
        if (option) dispatch({ type: 'filterSelected', filter: option.wire });
      }}
      onClose={onClose}
    />
  );
}

function Filters({ state, dispatch, to, catalog }: ControlProps): ReactElement {
  // The hall is of a cluster and a season: no statistic or period to choose; the comparison has
  // a period, and its own statistics.
  const board = state.hall === null && state.compare === null;
  const onClose = useCallback(() => dispatch({ type: 'dropdownClosed' }), [dispatch]);
  const seasons = selectSeasonDropdown(state, catalog);
  const period = selectRangeDropdown(state, catalog);
  const online = selectOnline(state, catalog);
  return (
    <>
      <Dropdown
        label={translate(catalog, 'dropdown.cluster')}
        options={state.clusters.map((cluster) => ({
          value: cluster.key,
          label: cluster.display,
          href: to({ type: 'clusterSelected', cluster: cluster.key }),
        }))}
        value={state.cluster}
        open={state.openDropdown === 'cluster'}
        onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'cluster' })}
        onSelect={(cluster) => dispatch({ type: 'clusterSelected', cluster })}
        onClose={onClose}
      />
      {online && <p className="ark-online">{online}</p>}
      {isOnlineOffered(state) && (
        <OnlineFilter
          pressed={state.online}
          query={to({ type: 'onlineToggled' })}
          onToggle={() => dispatch({ type: 'onlineToggled' })}
        />
      )}
      {board && <FilterDropdown state={state} dispatch={dispatch} to={to} catalog={catalog} />}
      {state.hall === null && period && (
        <PeriodDropdown
          dropdown={period}
          open={state.openDropdown === 'range'}
          onToggle={() => dispatch({ type: 'dropdownToggled', dropdown: 'range' })}
          onSelect={(range) => dispatch({ type: 'rangeSelected', range })}
          onClose={onClose}
          hrefOf={(range) => to({ type: 'rangeSelected', range })}
        />
      )}
      {seasons && (
        <Dropdown
          label={translate(catalog, 'dropdown.season')}
          options={seasons.options.map((option) => ({
            ...option,
            href: to({ type: 'seasonSelected', season: option.season }),
          }))}
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

/**
 * Opening and closing the panel, and focus around it: focus goes back to the name the panel was
 * opened from, or to the results for a panel a shared link opened.
 */
function usePanelFocus(
  panelOpen: boolean,
  dispatch: (action: Action) => void,
  resultsRef: RefObject<HTMLElement | null>,
) {
  // The name on the page a panel was opened from: focus goes back to it when the panel closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(panelOpen);

  // One function for the panel's whole life: the table's rows get the same one whether a panel
  // is open or not, and are not drawn again when it opens (docs/adr/0079-taps-within-a-frame.md).
  const onOpenDetail = useCallback(
    (target: DetailTarget, opener: HTMLElement) => {
      // A name inside the panel (a member, a player's tribe) replaces the panel; focus still
      // returns to the name on the page.
      if (!wasOpen.current) openerRef.current = opener;
      dispatch({ type: 'detailOpened', ...target });
    },
    [dispatch],
  );
  const onClose = useCallback(() => dispatch({ type: 'detailClosed' }), [dispatch]);

  useEffect(() => {
    if (wasOpen.current && !panelOpen) {
      // A panel a shared link opened has no name to return to: the results take focus.
      const opener = openerRef.current;
      (opener?.isConnected ? opener : resultsRef.current)?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen, resultsRef]);
  return { onOpenDetail, onClose };
}

/**
 * The theme toggle with the theme shown. Its own component: when the page's script takes over,
 * the theme it knows (the system's) may differ from the one the server drew (none), and React
 * then draws again at once, in one task: the toggle alone, not the whole page.
 */
function ThemeSwitch({ drawn, back }: { drawn: ThemeName | undefined; back: string }) {
  const [theme, onChange] = useTheme(drawn);
  return <ThemeToggle theme={theme} onChange={onChange} back={back} />;
}

/**
 * `value` itself, or the one of the last render when each of its fields is the same: the table's
 * content is a new object on every state change (core's selector spreads the answer), and the
 * same rows must reach the memoized table as the same props (docs/adr/0079-taps-within-a-frame.md).
 */
function useShallowStable<T extends object>(value: T): T {
  const kept = useRef(value);
  const before = kept.current as Record<string, unknown>;
  const now = value as Record<string, unknown>;
  const keys = Object.keys(now);
  const same =
    keys.length === Object.keys(before).length &&
    keys.every((key) => Object.is(before[key], now[key]));
  // A cache, written during render: whichever render commits, the value it returns is equal.
  if (!same) kept.current = value;
  return kept.current;
}

/**
 * The table's content and what its rows receive, the same objects while they do not change; and
 * deferred: a tap draws its own answer (the tab, the page number, the panel's frame) in the
 * frame after it, and the table follows in a render that yields to the next tap
 * (docs/adr/0079-taps-within-a-frame.md).
 */
function useTableProps(state: State, catalog: FirstCatalog, dispatch: (action: Action) => void) {
  const content: TableContent = useShallowStable(selectTableContent(state, catalog));
  // A name's address is the page's with its panel open: one function while the page's address
  // (whichever panel is open aside) stays the same, so the rows keep their props.
  const base = toQueryString({ ...state, detail: null });
  const detailHref = useMemo(
    () => (target: DetailTarget) => addressAfter(state, { type: 'detailOpened', ...target }),
    [base],
  );
  const onSelectSeason = useCallback(
    (season: number) => dispatch({ type: 'seasonSelected', season }),
    [dispatch],
  );
  return { content: useDeferredValue(content), detailHref, onSelectSeason };
}

/** The hall of fame tab (docs/adr/0084-the-hall-on-the-page.md): its heading, choosers and sections. */
function HallTab({
  sections: Sections,
  ...props
}: HallSectionsProps & { sections: ComponentType<HallSectionsProps> }): ReactElement {
  const { state, dispatch, to, catalog } = props;
  return (
    <>
      <h2 className="ark-view-title ark-hall-title">{translate(catalog, 'hall.tab')}</h2>
      <Toolbar
        search={null}
        filters={<Filters state={state} dispatch={dispatch} to={to} catalog={catalog} />}
      />
      <Suspense fallback={<p className="ark-status">{translate(catalog, 'results.loading')}</p>}>
        <Sections {...props} />
      </Suspense>
    </>
  );
}

/** A board tab: its title, search and filters, the ranking and its pager. */
function Board({
  state,
  dispatch,
  to,
  catalog,
  resultsRef,
  onOpenDetail,
  table: { content, detailHref, onSelectSeason },
  population: Population,
}: ControlProps & {
  resultsRef: RefObject<HTMLElement | null>;
  onOpenDetail: OpenDetail;
  population: ComponentType<PopulationViewProps>;
  /** The table's rows and handlers (useTableProps, made once by the page). */
  table: ReturnType<typeof useTableProps>;
}): ReactElement {
  const population = selectPopulation(state);
  return (
    <>
      <ViewTitle view={state.view} />
      <Toolbar
        search={
          <SearchBox
            view={state.view}
            value={state.searchText}
            onChange={(text) => dispatch({ type: 'searchTextChanged', text })}
            onSubmit={() => dispatch({ type: 'searchSubmitted' })}
            board={addressAfter({ ...state, searchText: '' }, { type: 'searchSubmitted' })}
          />
        }
        filters={<Filters state={state} dispatch={dispatch} to={to} catalog={catalog} />}
      />
      <RankingResults
        ref={resultsRef}
        content={content}
        onOpenDetail={canOpenDetails(state) ? onOpenDetail : undefined}
        detailHref={detailHref}
        onSelectSeason={onSelectSeason}
      />
      <Pagination
        {...selectPager(state, catalog)}
        onPrevious={() => dispatch({ type: 'previousPage' })}
        onNext={() => dispatch({ type: 'nextPage' })}
        queries={{ previous: to({ type: 'previousPage' }), next: to({ type: 'nextPage' }) }}
      />
      {population !== null && (
        <Suspense fallback={null}>
          <Population answer={population} />
        </Suspense>
      )}
    </>
  );
}

/** The leaderboard page: core State in, core actions out, drawn with @ark/ui. */
export function App({
  store,
  site,
  preferences,
  catalog = EN_FIRST_CATALOG,
  panel: Panel = DetailView,
  hall = HallSections,
  population = PopulationView,
  compare: Compare = CompareView,
  now = () => new Date(),
}: AppProps): ReactElement {
  const [state, dispatch] = usePageStore(store);
  const panelOpen = isPanelOpen(state);
  const resultsRef = useRef<HTMLElement>(null);
  const { onOpenDetail, onClose } = usePanelFocus(panelOpen, dispatch, resultsRef);
  // Each control is also a link or a form to the address of what it does, so it works before the
  // page's script runs (docs/adr/0057-the-page-before-its-script.md).
  const to: To = (action) => addressAfter(state, action);
  const table = useTableProps(state, catalog, dispatch);
  const toggle = <ThemeSwitch drawn={preferences?.theme} back={`/${toQueryString(state)}`} />;
  // A language picked comes back to this address without its own `lang`: the choice decides.
  const back = `/${toQueryString({ ...state, lang: null })}`;
  const picker = (
    <LanguagePicker
      language={catalog.code}
      hrefOf={(language) => languageHref(language, back)}
      onPick={(language) => pickLanguage(language, back)}
    />
  );

  return (
    <CatalogProvider catalog={catalog}>
      <PageShell header={{ site, toggle, picker }}>
        <ViewTabs
          view={tabOf(state)}
          tabs={selectTabs(state)}
          onSelect={(tab) => dispatch(tabAction(tab))}
          hrefOf={(tab) => to(tabAction(tab))}
        >
          {state.hall !== null ? (
            <HallTab
              sections={hall}
              state={state}
              dispatch={dispatch}
              to={to}
              catalog={catalog}
              now={now}
              names={{
                onOpenDetail: canOpenDetails(state) ? onOpenDetail : undefined,
                detailHref: table.detailHref,
              }}
            />
          ) : state.compare !== null ? (
            <Suspense
              fallback={<p className="ark-status">{translate(catalog, 'results.loading')}</p>}
            >
              <Compare
                state={state}
                dispatch={dispatch}
                to={to}
                filters={<Filters state={state} dispatch={dispatch} to={to} catalog={catalog} />}
              />
            </Suspense>
          ) : (
            <Board
              state={state}
              dispatch={dispatch}
              to={to}
              catalog={catalog}
              resultsRef={resultsRef}
              onOpenDetail={onOpenDetail}
              table={table}
              population={population}
            />
          )}
        </ViewTabs>
      </PageShell>
      {panelOpen && (
        <Suspense
          fallback={<PanelFrame onClose={onClose} closeHref={to({ type: 'detailClosed' })} />}
        >
          <Panel
            state={state}
            dispatch={dispatch}
            onOpen={onOpenDetail}
            onClose={onClose}
            detailHref={table.detailHref}
            closeHref={to({ type: 'detailClosed' })}
          />
        </Suspense>
      )}
    </CatalogProvider>
  );
}
