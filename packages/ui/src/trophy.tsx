import { placeName } from '@ark/core';
import type { ReactElement } from 'react';

// Each metal's colour is the theme's (`--ark-gold`...), set by its name in the stylesheet.
const METAL = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

export interface TrophyProps {
  /** 1 gold, 2 silver, 3 bronze. */
  place: 1 | 2 | 3;
}

/** A trophy for ranks 1 to 3, named "1st place"... so it does not rely on colour alone. */
export function Trophy({ place }: TrophyProps): ReactElement {
  return (
    <svg
      className="ark-trophy"
      data-metal={METAL[place]}
      role="img"
      aria-label={placeName(place)}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path
        fill="currentColor"
        d="M7 3h10v2h3.5v2.5c0 2.6-2 4.7-4.6 5A5.5 5.5 0 0 1 13 15.8V18h3v3H8v-3h3v-2.2a5.5 5.5 0 0 1-2.9-3.3C5.5 12.2 3.5 10.1 3.5 7.5V5H7Zm0 4H5.5v.5c0 1.3.7 2.4 1.8 2.9A7 7 0 0 1 7 8.6Zm10 0v1.6c0 .6 0 1.2-.3 1.8a3.2 3.2 0 0 0 1.8-2.9V7Z"
      />
    </svg>
  );
}
