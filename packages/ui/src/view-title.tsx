import { type View, viewText } from '@ark/core';
import type { ReactElement } from 'react';
import { useCatalog } from './catalog-context';

export interface ViewTitleProps {
  view: View;
}

/** The heading of the selected view (TRIBE LEADERBOARDS, PLAYER LEADERBOARDS), in the page's language. */
export function ViewTitle({ view }: ViewTitleProps): ReactElement {
  return <h2 className="ark-view-title">{viewText(useCatalog(), view, 'title')}</h2>;
}
