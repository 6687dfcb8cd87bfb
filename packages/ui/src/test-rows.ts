import { type Column, columnsFor, type RowViewModel } from '@ark/core';

/** Tribe columns exactly as core gives them (docs/behaviour.md#tribe-view). */
export const TRIBE_COLUMNS: readonly Column[] = columnsFor('tribes');

/** A formatted tribe row, the way core's toRowViewModel shapes it. */
export function makeRow(rank: number, name: string): RowViewModel {
  const texts: Record<Column['id'], string> = {
    rank: String(rank),
    name,
    tribe: '',
    score: '12,345',
    kills: '10',
    deaths: '4',
    kd: '2.5',
    tameKills: '3',
    timePlayed: '1.50 hrs',
  };
  return {
    key: `${rank}-${name}`,
    rank,
    trophy: rank === 1 || rank === 2 || rank === 3 ? rank : null,
    name,
    cells: TRIBE_COLUMNS.map((column) => ({
      column: column.id,
      label: column.label,
      text: texts[column.id],
    })),
  };
}
