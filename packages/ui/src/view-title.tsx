import { type View, WORDING } from '@ark/core';
import type { ReactElement } from 'react';

export interface ViewTitleProps {
  view: View;
}

/** The heading of the selected view (TRIBE LEADERBOARDS, PLAYER LEADERBOARDS), from core's WORDING. */
export function ViewTitle({ view }: ViewTitleProps): ReactElement {
  return <h2 className="ark-view-title">{WORDING[view].title}</h2>;
}
