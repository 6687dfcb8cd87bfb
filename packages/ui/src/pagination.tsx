import type { ReactElement } from 'react';
import { useWords } from './catalog-context';
import { GoButton } from './progressive';

export interface PaginationProps {
  /** The navigation region's name; `Pagination` (in the page's language) for the page's own pager. */
  label?: string;
  show: boolean;
  /** "Page X of N". */
  text: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /**
   * The addresses of the pages before and after, as queries: with them, Previous and Next work
   * before the page's script runs (docs/adr/0057-the-page-before-its-script.md).
   */
  queries?: { previous: string; next: string };
}

/** Previous, "Page X of N", Next; nothing at all when there is a single page. */
export function Pagination({
  label,
  show,
  text,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  queries,
}: PaginationProps): ReactElement | null {
  const say = useWords();
  if (!show) return null;
  const step = (name: string, query: string | undefined, can: boolean, go: () => void) =>
    query === undefined ? (
      <button className="ark-button" type="button" disabled={!can} onClick={go}>
        {name}
      </button>
    ) : (
      <GoButton className="ark-button" query={query} disabled={!can} onClick={go}>
        {name}
      </GoButton>
    );
  return (
    <nav className="ark-pager" aria-label={label ?? say('pager.label')}>
      {step(say('pager.previous'), queries?.previous, canPrevious, onPrevious)}
      <span className="ark-pager__text">{text}</span>
      {step(say('pager.next'), queries?.next, canNext, onNext)}
    </nav>
  );
}
