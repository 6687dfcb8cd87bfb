import type { Column, DetailKind, RowViewModel } from '@ark/core';
import type { ReactElement } from 'react';
import { type DetailHref, Name, type OpenDetail } from './name-button';
import { RankBadge } from './rank-badge';

export interface RankingTableProps {
  columns: readonly Column[];
  rows: readonly RowViewModel[];
  /** Names the table for assistive technology ("Tribe rankings"). */
  caption: string;
  /** What a row's id names; with `onOpen`, names with an id are buttons. */
  kind?: DetailKind;
  onOpen?: OpenDetail | undefined;
  /** The page's address with a name's panel open: where a name leads before the script. */
  detailHref?: DetailHref | undefined;
}

// Text (and the rank, with its trophy) reads from the left; statistics line up on the right.
// Names are the players' own text: <bdi> keeps a right-to-left override inside its cell.
const TEXT_COLUMNS = new Set<Column['id']>(['rank', 'name', 'tribe']);

function cellText(row: RowViewModel, column: Column): string {
  return row.cells.find((cell) => cell.column === column.id)?.text ?? '';
}

/**
 * The ranking, each row drawn once: a table on wide screens, and below 768 px the same rows shown
 * as cards by the stylesheet, each statistic labelled by its column's `data-label`
 * (docs/adr/0069-the-page-on-react-again.md).
 */
export function RankingTable({
  columns,
  rows,
  caption,
  kind = 'tribe',
  onOpen,
  detailHref,
}: RankingTableProps): ReactElement {
  return (
    <table className="ark-table" data-kind={kind}>
      <caption className="ark-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              data-numeric={!TEXT_COLUMNS.has(column.id) || undefined}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-place={row.trophy ?? undefined}>
            {columns.map((column) => {
              const text = cellText(row, column);
              if (column.id === 'rank') {
                return (
                  <td key={column.id}>
                    <RankBadge text={text} trophy={row.trophy} movement={row.movement} />
                  </td>
                );
              }
              if (column.id === 'name') {
                return (
                  <th key={column.id} scope="row" className="ark-table__name">
                    <Name
                      name={text}
                      target={row.id === null ? null : { kind, id: row.id }}
                      onOpen={onOpen}
                      href={detailHref}
                    />
                  </th>
                );
              }
              return (
                <td
                  key={column.id}
                  data-numeric={!TEXT_COLUMNS.has(column.id) || undefined}
                  data-column={column.id}
                  data-label={column.label}
                >
                  {column.id === 'tribe' ? <bdi>{text}</bdi> : text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
