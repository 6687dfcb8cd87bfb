import { type PageTab, tabText, translate, VIEWS } from '@ark/core';
import { type KeyboardEvent, type ReactElement, type ReactNode, useId, useRef } from 'react';
import { useCatalog } from './catalog-context';
import { isPlainClick, useScriptRunning } from './progressive';

export interface ViewTabsProps<Tab extends PageTab = PageTab> {
  view: Tab;
  onSelect: (view: Tab) => void;
  /** The tabs in order: core's PAGE_TABS on the page (the hall of fame's too), the boards' by default. */
  tabs?: readonly Tab[];
  /**
   * The page's address with a view selected, where its tab leads before the page's script runs
   * (docs/adr/0057-the-page-before-its-script.md); the view alone by default.
   */
  hrefOf?: (view: Tab) => string;
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

const viewOnly = (view: PageTab) => (view === 'tribes' ? '?' : `?view=${view}`);

/**
 * The Tribe / Player / Hall of fame tabs (WAI-ARIA tabs, activation follows focus) and the panel
 * they control. Each tab is a link to its view; with the script, the arrow keys move between them
 * and only the selected one is in the tab order (before it, all are, as links are).
 */
export function ViewTabs<Tab extends PageTab>({
  view,
  onSelect,
  tabs = VIEWS as readonly Tab[],
  hrefOf = viewOnly,
  children,
}: ViewTabsProps<Tab>): ReactElement {
  const TABS = tabs.map((tab) => ({ view: tab }));
  const id = useId();
  const catalog = useCatalog();
  const running = useScriptRunning();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
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
        aria-label={translate(catalog, 'tabs.label')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <a
            key={tab.view}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={hrefOf(tab.view)}
            role="tab"
            id={`${id}-tab-${tab.view}`}
            className="ark-tabs__tab"
            aria-selected={tab.view === view}
            aria-controls={`${id}-panel`}
            tabIndex={running ? (tab.view === view ? 0 : -1) : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (tab.view !== view) onSelect(tab.view);
            }}
          >
            {tabText(catalog, tab.view)}
          </a>
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
