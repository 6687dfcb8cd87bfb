import type { Movement } from '@ark/core';
import type { ReactElement } from 'react';

export interface MovementMarkProps {
  /** From core's toMovement; null shows nothing (unchanged, or not known). */
  movement: Movement | null;
}

/**
 * A rank's movement since the last update: `▲3`, `▼2` or `new`, seen but not read out, and its
 * sentence for assistive technology; the arrow and the word carry it, not the colour alone
 * (docs/adr/0018-movement.md).
 */
export function MovementMark({ movement }: MovementMarkProps): ReactElement | null {
  if (!movement) return null;
  return (
    <span className="ark-move" data-direction={movement.direction}>
      <span aria-hidden="true">{movement.shown}</span>
      <span className="ark-visually-hidden">{movement.spoken}</span>
    </span>
  );
}
