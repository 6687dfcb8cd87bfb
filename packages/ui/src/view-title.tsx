import type { View } from '@ark/core';
import type { ReactElement } from 'react';

export interface ViewTitleProps {
  view: View;
}

/** TRIBE LEADERBOARDS or PLAYER LEADERBOARDS, the heading of the selected view. */
export function ViewTitle({ view }: ViewTitleProps): ReactElement {
  return (
    <h2 className="ark-view-title">
      {view === 'tribes' ? 'TRIBE LEADERBOARDS' : 'PLAYER LEADERBOARDS'}
    </h2>
  );
}
