import type { DetailKind, RowViewModel } from '@ark/core';
import type { ReactElement } from 'react';
import { type DetailHref, Name, type OpenDetail } from './name-button';
import { RankBadge } from './rank-badge';

export interface RankingCardsProps {
  rows: readonly RowViewModel[];
  /** Names the list for assistive technology ("Tribe rankings"). */
  label: string;
  /** What a row's id names; with `onOpen`, names with an id are buttons. */
  kind?: DetailKind;
  onOpen?: OpenDetail | undefined;
  /** The page's address with a name's panel open: where a name leads before the script. */
  detailHref?: DetailHref | undefined;
}

/** The ranking as one card per row, for small screens: the same statistics, each labelled. */
export function RankingCards({
  rows,
  label,
  kind = 'tribe',
  onOpen,
  detailHref,
}: RankingCardsProps): ReactElement {
  return (
    <ol className="ark-cards" aria-label={label} data-kind={kind}>
      {rows.map((row) => {
        const rank = row.cells.find((cell) => cell.column === 'rank');
        const name = row.cells.find((cell) => cell.column === 'name');
        const stats = row.cells.filter((cell) => cell.column !== 'rank' && cell.column !== 'name');
        return (
          <li key={row.key} className="ark-card" data-place={row.trophy ?? undefined}>
            <div className="ark-card__head">
              <RankBadge
                text={rank?.text ?? String(row.rank ?? '')}
                trophy={row.trophy}
                movement={row.movement}
              />
              <h3 className="ark-card__name">
                <Name
                  name={name?.text ?? row.name}
                  target={row.id === null ? null : { kind, id: row.id }}
                  onOpen={onOpen}
                  href={detailHref}
                />
              </h3>
            </div>
            <dl className="ark-card__stats">
              {stats.map((cell) => (
                <div key={cell.column} className="ark-card__stat" data-column={cell.column}>
                  <dt>{cell.label}</dt>
                  <dd>{cell.column === 'tribe' ? <bdi>{cell.text}</bdi> : cell.text}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
