// The page's comparison (docs/adr/0083-compare.md): the compare call's answer as a table, then
// the rows' histories of the board's statistic on one chart. Loaded in the panel's lazy chunk
// (detail-view.tsx), which has the chart's parts already (docs/adr/0084's addendum).
import {
  type Action,
  type CompareAnswerWire,
  type CompareHistory,
  compareAddress,
  keepsOf,
  type State,
  translate,
  VIEWS,
} from '@ark/core';
import { selectCompareChart } from '@ark/core/compare-chart';
import { selectCompareTable } from '@ark/core/compare-table';
import { CatalogProvider, Toolbar, useCatalog } from '@ark/ui';
import { CompareChart, CompareTable } from '@ark/ui/compare';
import type { ReactElement, ReactNode } from 'react';
import { useWholeCatalogOf } from './later-words';

export interface CompareViewProps {
  state: State;
  dispatch: (action: Action) => void;
  /** The address an action leads to, for the page before its script. */
  to: (action: Action) => string;
  /** The page's choosers (cluster, period, season), drawn above the table. */
  filters: ReactNode;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The fields a compare entry's row names itself by, per board. */
const ROW_FIELDS = {
  players: ['player', 'SteamID', 'PlayerName'],
  tribes: ['tribe', 'TribeID', 'TribeName'],
} as const;

/**
 * The compare answer as sent, or null for one the view cannot draw. A read of what the table and
 * chart use, not CompareAnswerWireSchema's parse: the schema's module is in the first-load chunk,
 * so parsing with it here would put it, 2.45 KB gzip, in the first load (docs/adr/0083-compare.md).
 */
export function readCompareAnswer(body: unknown): CompareAnswerWire | null {
  if (!isRecord(body) || !VIEWS.some((view) => view === body.board)) return null;
  const [kind, id, name] = ROW_FIELDS[body.board as keyof typeof ROW_FIELDS];
  const isEntry = (entry: unknown) =>
    isRecord(entry) &&
    isRecord(entry[kind]) &&
    typeof entry[kind][id] === 'string' &&
    typeof entry[kind][name] === 'string' &&
    Array.isArray(entry.ranks) &&
    entry.ranks.every(
      (fact) => isRecord(fact) && (fact.rank === null || Number.isInteger(fact.rank)),
    );
  const fine =
    Array.isArray(body.entries) &&
    body.entries.every(isEntry) &&
    Array.isArray(body.left_out) &&
    body.left_out.every(isRecord) &&
    (body.updated_at === null || typeof body.updated_at === 'string');
  return fine ? (body as unknown as CompareAnswerWire) : null;
}

/** The comparison shown: loading, failed, or its table and (in the current season) its chart. */
export function CompareView({ state, dispatch, to, filters }: CompareViewProps): ReactElement {
  const catalog = useWholeCatalogOf(useCatalog());
  const load = state.compareLoad;
  const loaded = state.compare && load?.key === compareAddress(state) ? load : null;
  const answer = loaded && readCompareAnswer(loaded.answer);
  const status = (key: 'results.loading' | 'compare.failed') => (
    <>
      <Toolbar search={null} filters={filters} />
      <p className="ark-status" role="status">
        {translate(catalog, key)}
      </p>
    </>
  );
  if (!state.compare || !loaded) return status('results.loading');
  if (!answer) return status('compare.failed');
  const table = selectCompareTable(answer, keepsOf(state.clusters, state.cluster), catalog);
  // Each row's history as the controller asked it, in the request's order; the chart has a line
  // per row the call kept (an archived season has none: no chart, as the panel's).
  const histories = table.columns.map(({ id, name }): CompareHistory & { asked: boolean } => {
    const points = loaded.histories[state.compare?.ids.indexOf(id) ?? -1];
    return { id, name, points: points ?? [], asked: points !== undefined && points !== null };
  });
  const chart =
    table.columns.length > 1 && state.season === null && histories.some((h) => h.asked)
      ? selectCompareChart({
          histories,
          view: answer.board,
          filter: state.filter,
          lastDay: answer.updated_at?.slice(0, 10) ?? null,
          catalog,
        })
      : null;
  return (
    <CatalogProvider catalog={catalog}>
      <Toolbar search={null} filters={filters} />
      <CompareTable
        table={table}
        removeHref={(id) => to({ type: 'compareRemoved', id })}
        onRemove={(id) => dispatch({ type: 'compareRemoved', id })}
      />
      {chart && <CompareChart chart={chart} />}
    </CatalogProvider>
  );
}
