import type { Movement } from '@ark/core';
import type { ReactElement } from 'react';
import { MovementMark } from './movement-mark';
import { Trophy } from './trophy';

export interface RankBadgeProps {
  /** The rank as formatted by core. */
  text: string;
  trophy: 1 | 2 | 3 | null;
  /** The rank's movement since the last update, when the backend says. */
  movement?: Movement | null;
}

/** A rank with its trophy, when it has one, and its movement. */
export function RankBadge({ text, trophy, movement = null }: RankBadgeProps): ReactElement {
  return (
    <span className="ark-rank">
      {trophy !== null && <Trophy place={trophy} />}
      <span className="ark-rank__number">{text}</span>
      <MovementMark movement={movement} />
    </span>
  );
}
