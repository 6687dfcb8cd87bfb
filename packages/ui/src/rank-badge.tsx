import type { ReactElement } from 'react';
import { Trophy } from './trophy';

export interface RankBadgeProps {
  /** The rank as formatted by core. */
  text: string;
  trophy: 1 | 2 | 3 | null;
}

/** A rank with its trophy, when it has one. */
export function RankBadge({ text, trophy }: RankBadgeProps): ReactElement {
  return (
    <span className="ark-rank">
      {trophy !== null && <Trophy place={trophy} />}
      <span className="ark-rank__number">{text}</span>
    </span>
  );
}
