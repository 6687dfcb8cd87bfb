// The comparison's table (docs/adr/0083-compare.md, DESIGN §15): the rows asked for as columns,
// every statistic the cluster keeps as a row, each cell its value and rank in the visitor's
// number format, the best marked in text; and the line saying what the call left out.
import type { ClusterKeeps } from './cluster-keeps';
import { keptFilterOptions } from './cluster-keeps';
import { COMPARE_LEFT_OUT, COMPARE_MAX, type CompareAnswerWire } from './compare';
import { bestOf, statOf } from './compare-best';
import { formatCount, formatStat, NO_VALUE } from './format';
import type { Catalog } from './i18n/catalog';
import { translate } from './i18n/translate';
import { filterLabel } from './phrases';

// The server's readers (the call's answer, Discord) take the best from this entry too.
export { bestOf, LOWER_IS_BETTER, statOf } from './compare-best';

/** One row compared, as a column: its id and name. */
export interface CompareColumn {
  id: string;
  name: string;
}

/** One cell: the value and rank as written, whether it holds the best value. */
export interface CompareCell {
  value: string;
  rank: string;
  best: boolean;
}

/** One statistic, as a row: its name and a cell per column, in the columns' order. */
export interface CompareStatRow {
  stat: string;
  label: string;
  cells: CompareCell[];
}

export interface CompareTable {
  title: string;
  columns: CompareColumn[];
  rows: CompareStatRow[];
  /** What the call left out, as one line, or null when it left out none. */
  leftOut: string | null;
}

type Entry = CompareAnswerWire['entries'][number];

const statsOf = (entry: Entry): object => ('player' in entry ? entry.player : entry.tribe);

const columnOf = (entry: Entry): CompareColumn =>
  'player' in entry
    ? { id: entry.player.SteamID, name: entry.player.PlayerName }
    : { id: entry.tribe.TribeID, name: entry.tribe.TribeName };

/**
 * The left-out line: a count per reason, in the contract's order, or null when none was left out.
 * @example leftOutText([{ id: 'a', reason: 'repeated' }], en) // "Left out: 1 id repeated."
 */
export function leftOutText(
  leftOut: CompareAnswerWire['left_out'],
  catalog: Catalog,
): string | null {
  const counts = COMPARE_LEFT_OUT.map(
    (reason) => [reason, leftOut.filter((entry) => entry.reason === reason).length] as const,
  ).filter(([, count]) => count > 0);
  if (counts.length === 0) return null;
  const reasons = counts
    .map(([reason, count]) =>
      translate(catalog, `compare.leftOut.${reason}`, { count, max: COMPARE_MAX }),
    )
    .reduce((list, next) => translate(catalog, 'compare.leftOut.and', { list, next }));
  return translate(catalog, 'compare.leftOut', { reasons });
}

/**
 * The comparison's table of a compare answer on a cluster that keeps `keeps`: a statistic none of
 * the columns has a value of is left out; the best of each (bestOf: the lowest for deaths) is
 * marked on every cell of a tie.
 */
export function selectCompareTable(
  answer: CompareAnswerWire,
  keeps: ClusterKeeps,
  catalog: Catalog,
): CompareTable {
  const view = answer.board;
  const rows = keptFilterOptions(view, keeps).flatMap(({ wire }): CompareStatRow[] => {
    const values = answer.entries.map((entry) => statOf(view, statsOf(entry), wire));
    const best = bestOf(wire, values);
    if (best.length === 0) return [];
    const cells = answer.entries.map((entry, at) => {
      const rank = entry.ranks.find((fact) => fact.filter === wire)?.rank ?? null;
      return {
        value: formatStat(wire, values[at] ?? undefined, catalog),
        rank:
          rank === null
            ? NO_VALUE
            : translate(catalog, 'compare.rankValue', { rank: formatCount(rank, catalog) }),
        best: best.includes(at),
      };
    });
    return [{ stat: wire, label: filterLabel(catalog, wire), cells }];
  });
  return {
    title: translate(catalog, `compare.title.${view}`),
    columns: answer.entries.map(columnOf),
    rows,
    leftOut: leftOutText(answer.left_out, catalog),
  };
}
