import { VIEWS, type View, WORDING } from '@ark/core';
import { type KeyboardEvent, type ReactElement, type ReactNode, useId, useRef } from 'react';

// One tab per view, in core's tab order, named by core's wording.
const TABS: readonly { view: View; label: string }[] = VIEWS.map((view) => ({
  view,
  label: WORDING[view].tab,
}));

export interface ViewTabsProps {
  view: View;
  onSelect: (view: View) => void;
  /** The selected view's content, rendered in the tab panel. */
  children: ReactNode;
}

function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The Tribe / Player tabs (WAI-ARIA tabs, activation follows focus) and the panel they control. */
export function ViewTabs({ view, onSelect, children }: ViewTabsProps): ReactElement {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    TABS.findIndex((tab) => tab.view === view),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const next = targetIndex(event.key, current, TABS.length);
    const tab = next === null ? undefined : TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    if (tab.view !== view) onSelect(tab.view);
  }

  return (
    <div className="ark-tabs">
      <div
        className="ark-tabs__list"
        role="tablist"
        aria-label="Leaderboards"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.view}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.view}`}
            className="ark-tabs__tab"
            aria-selected={tab.view === view}
            aria-controls={`${id}-panel`}
            tabIndex={tab.view === view ? 0 : -1}
            onClick={() => {
              if (tab.view !== view) onSelect(tab.view);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="ark-tabs__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${view}`}
      >
        {children}
      </div>
    </div>
  );
}
