import type { ReactElement, ReactNode } from 'react';

export interface ToolbarProps {
  /** The search box. */
  search: ReactNode;
  /** The Cluster and Filter by dropdowns. */
  filters: ReactNode;
}

/** Lays out the search box and the dropdowns above the table; wraps on narrow screens. */
export function Toolbar({ search, filters }: ToolbarProps): ReactElement {
  return (
    <div className="ark-toolbar">
      {search}
      <div className="ark-filters">{filters}</div>
    </div>
  );
}
