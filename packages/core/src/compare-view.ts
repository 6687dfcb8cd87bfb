// The page's comparison (docs/adr/0083-compare.md): its address (`?view=compare&players=a,b`) and
// the reducer's steps for it, a panel's "Compare" and a column's "remove". Pure: the call and its
// answer are the fetch controller's and the view's.
import { COMPARE_LIST_MAX, COMPARE_MAX, COMPARE_PATH } from './compare';
import { type DetailKind, HISTORY_SPANS, isRowId, VIEWS, type View } from './contract';
import { defaultFilter } from './filters';
import type { CompareAdded, ComparePlace, CompareRemoved, State } from './state';

/** `view=` of the comparison. */
export const COMPARE_VIEW = 'compare';

const BOARD_OF: Record<DetailKind, View> = { player: 'players', tribe: 'tribes' };

/**
 * The comparison an address names: `players=` (else `tribes=`) its ids in order, what is not an
 * id, repeated or past COMPARE_MAX dropped (the address is anyone's text); null with none left.
 * @example readCompare(new URLSearchParams('players=7,8,7')) // { board: 'players', ids: ['7', '8'] }
 */
export function readCompare(params: URLSearchParams): ComparePlace | null {
  const board = VIEWS.find((view) => params.has(view));
  if (board === undefined) return null;
  const entries = (params.get(board) ?? '').split(',').slice(0, COMPARE_LIST_MAX);
  const ids = [...new Set(entries.filter(isRowId))].slice(0, COMPARE_MAX);
  return ids.length === 0 ? null : { board, ids };
}

/** Writes a comparison's rows into an address (`players=a,b`). */
export function writeCompare(place: ComparePlace, params: URLSearchParams): void {
  params.set(place.board, place.ids.join(','));
}

/**
 * The compare call's address of the comparison shown, as the page's client asks it (and its
 * answer's key): the rows, the cluster, an archived season, a period (`all` sends none); null
 * when no comparison is shown.
 * @example compareAddress({ ...state, compare: { board: 'players', ids: ['7', '8'] }, cluster: 'SOLO', range: 'week' })
 * // "/api/ark/compare?players=7%2C8&cluster=SOLO&range=week"
 */
export function compareAddress({
  compare,
  cluster,
  season,
  range,
}: Pick<State, 'compare' | 'cluster' | 'season' | 'range'>): string | null {
  if (compare === null) return null;
  const query = new URLSearchParams({ [compare.board]: compare.ids.join(','), cluster });
  if (season !== null) query.set('season', `${season}`);
  if (range !== 'all') query.set('range', range);
  return `${COMPARE_PATH}?${query}`;
}

/**
 * A panel's "Compare": its player or tribe joins the comparison of its board (a comparison of
 * another board starts afresh), the panel closes and the comparison is shown. One already in it,
 * or one past COMPARE_MAX, changes nothing but that.
 */
export function compareAdded(state: State, { target }: CompareAdded): State {
  const board = BOARD_OF[target.kind];
  const ids = state.compare?.board === board ? state.compare.ids : [];
  const added = ids.includes(target.id) || ids.length >= COMPARE_MAX ? ids : [...ids, target.id];
  // A tribe's panel over the players board: the board the comparison is of, started afresh, so
  // its old rows never show under the other board's headers.
  const boardShown =
    board === state.view
      ? {}
      : {
          filter: defaultFilter(board),
          page: 0,
          online: false,
          searchText: '',
          submittedSearch: '',
          result: null,
        };
  return {
    ...state,
    ...boardShown,
    view: board,
    compare: { board, ids: added },
    hall: null,
    openDropdown: null,
    detail: null,
    detailLoad: { status: 'idle' },
    membersPage: 0,
    historySpan: HISTORY_SPANS[0],
  };
}

/** A column's "remove": its row leaves the comparison; with none left, the board is shown. */
export function compareRemoved(state: State, { id }: CompareRemoved): State {
  if (state.compare === null || !state.compare.ids.includes(id)) return state;
  const ids = state.compare.ids.filter((kept) => kept !== id);
  return { ...state, compare: ids.length === 0 ? null : { ...state.compare, ids } };
}
