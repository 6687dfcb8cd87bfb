import type { ReactElement } from 'react';

export interface PaginationProps {
  /** The navigation region's name; `Pagination` for the page's own pager. */
  label?: string;
  show: boolean;
  /** "Page X of N". */
  text: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous, "Page X of N", Next; nothing at all when there is a single page. */
export function Pagination({
  label = 'Pagination',
  show,
  text,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: PaginationProps): ReactElement | null {
  if (!show) return null;
  return (
    <nav className="ark-pager" aria-label={label}>
      <button className="ark-button" type="button" disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </button>
      <span className="ark-pager__text">{text}</span>
      <button className="ark-button" type="button" disabled={!canNext} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
