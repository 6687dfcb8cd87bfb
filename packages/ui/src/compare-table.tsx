// The comparison's table (docs/adr/0083-compare.md, DESIGN §15): the rows compared as columns,
// the statistics as rows. The best is said in words ("best") with a mark beside it, never by
// colour alone; each column has its remove link, a plain link without script.
import type { CompareTable as CompareTableContent } from '@ark/core';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { useWholeWords } from './catalog-context';
import { isPlainClick } from './progressive';

export interface CompareTableProps {
  table: CompareTableContent;
  /** The comparison's address without the column of `id`. */
  removeHref: (id: string) => string;
  onRemove?: (id: string) => void;
}

/** The comparison's title, its table in a wrapper that scrolls sideways, and the left-out line. */
export function CompareTable({ table, removeHref, onRemove }: CompareTableProps): ReactElement {
  const say = useWholeWords();
  const titleId = useId();
  return (
    <section className="ark-compare" aria-labelledby={titleId}>
      <h2 id={titleId}>{table.title}</h2>
      {/* Scrolls within itself at 375 px, the statistic names sticky (compare.css). */}
      <div className="ark-compare__scroll">
        <table className="ark-compare__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{say('compare.statistic')}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.id}>
                  <bdi>{column.name}</bdi>{' '}
                  <a
                    className="ark-compare__remove"
                    href={removeHref(column.id)}
                    aria-label={say('compare.removeName', { name: column.name })}
                    onClick={(event) => {
                      if (!onRemove || !isPlainClick(event)) return;
                      event.preventDefault();
                      onRemove(column.id);
                    }}
                  >
                    {say('compare.remove')}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.stat}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, at) => (
                  <td key={table.columns[at]?.id ?? at} data-best={cell.best || undefined}>
                    <span className="ark-compare__value">{cell.value}</span>{' '}
                    <span className="ark-compare__rank">{cell.rank}</span>
                    {cell.best && (
                      <>
                        {' '}
                        <span aria-hidden="true" className="ark-compare__mark">
                          ★
                        </span>
                        <span className="ark-compare__best">{say('compare.best')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.leftOut && <p className="ark-compare__left-out">{table.leftOut}</p>}
    </section>
  );
}
