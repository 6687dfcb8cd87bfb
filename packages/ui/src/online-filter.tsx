import type { ReactElement } from 'react';
import { useWords } from './catalog-context';
import { GoButton } from './progressive';

export interface OnlineFilterProps {
  /** The board shows only who is online now. */
  pressed: boolean;
  /**
   * The address the toggle leads to, as a query (`?view=players&online=1`; `?` for the
   * defaults): it works before the page's script runs (docs/adr/0057-the-page-before-its-script.md).
   */
  query: string;
  /** With the script: what a press does instead of going there. */
  onToggle: () => void;
}

/**
 * "Online now": a toggle button (its state `aria-pressed`, drawn so by the server) that filters
 * the players board to who is online now (docs/adr/0096-the-online-filter.md). A GET form of its
 * own, so it works without the page's script.
 */
export function OnlineFilter({ pressed, query, onToggle }: OnlineFilterProps): ReactElement {
  return (
    <GoButton className="ark-online-filter" query={query} aria-pressed={pressed} onClick={onToggle}>
      {useWords()('log.onlineOnly')}
    </GoButton>
  );
}
