import type { ReactElement, ReactNode } from 'react';
import { useWords } from './catalog-context';
import { LinkButton } from './progressive';

/** The panel's close button: a link to the page without the panel (docs/adr/0057). */
export function PanelClose({ href, onClose }: { href: string; onClose: () => void }): ReactElement {
  const say = useWords();
  return (
    <LinkButton href={href} className="ark-icon-button" onActivate={onClose}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="ark-visually-hidden">{say('panel.close')}</span>
    </LinkButton>
  );
}

/** The dimmed page behind a panel: a press on it (not on the panel) closes the panel. */
export function PanelBackdrop({
  onClose,
  children,
}: {
  onClose: () => void;
  children: ReactNode;
}): ReactElement {
  return (
    <div
      className="ark-panel-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </div>
  );
}

export interface PanelFrameProps {
  onClose: () => void;
  /** The page's address with no panel: where Close leads before the script. */
  closeHref: string;
}

/**
 * The panel's frame while its code loads (it comes when a panel first opens,
 * docs/adr/0012-page-budget.md): the tap on a name is answered in the frame after it, not when
 * the code arrives (docs/adr/0079-taps-within-a-frame.md). A busy dialog that can be closed.
 */
export function PanelFrame({ onClose, closeHref }: PanelFrameProps): ReactElement {
  const say = useWords();
  return (
    <PanelBackdrop onClose={onClose}>
      <div
        className="ark-panel"
        role="dialog"
        aria-modal="true"
        aria-label={say('results.loading')}
        aria-busy="true"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="ark-panel__head">
          <p className="ark-panel__title">{say('results.loading')}</p>
          <PanelClose href={closeHref} onClose={onClose} />
        </div>
      </div>
    </PanelBackdrop>
  );
}
