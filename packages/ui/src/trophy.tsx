import { trophyName } from '@ark/core';
import type { ReactElement } from 'react';
import { useCatalog } from './catalog-context';

// Each metal's colour is the theme's (`--ark-gold`...), set by its name in the stylesheet.
const METAL = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

export interface TrophyProps {
  /** 1 gold, 2 silver, 3 bronze. */
  place: 1 | 2 | 3;
}

/**
 * A trophy for ranks 1 to 3, named "1st place"... (in the page's language) so it does not rely on colour alone. The
 * stylesheet draws it (it costs the page's script nothing).
 */
export function Trophy({ place }: TrophyProps): ReactElement {
  return (
    <span
      className="ark-trophy"
      data-metal={METAL[place]}
      role="img"
      aria-label={trophyName(place, useCatalog())}
    />
  );
}
