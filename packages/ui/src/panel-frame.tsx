import { type HTMLAttributes, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
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

export interface PanelDialogProps
  extends Pick<
    HTMLAttributes<HTMLDialogElement>,
    'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-busy' | 'onKeyDown'
  > {
  /** Escape, a close request (a phone's Back gesture) or a press on the page behind it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The panel's `<dialog>`, the panel's own box (its dimmed page is the backdrop). It is drawn open
 * (the first HTML, and the tap's own frame: the page before its script reads it as is) and made
 * modal by `showModal()` in the frame after, so the browser makes the page behind inert and puts
 * the dialog in the top layer without the tap's frame restyling the page for it
 * (docs/adr/0099-the-panel-in-the-top-layer.md).
 */
export function PanelDialog({
  onClose,
  onKeyDown,
  children,
  ...aria
}: PanelDialogProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const dialog = ref.current;
      // A browser without showModal keeps the open dialog, as the page before its script does.
      if (!dialog?.showModal) return;
      const focused = document.activeElement as HTMLElement | null;
      // showModal() refuses a dialog already open; it then moves focus, which stays where it was.
      dialog.removeAttribute('open');
      dialog.showModal();
      if (dialog.contains(focused)) focused?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className="ark-panel-dialog"
      aria-modal="true"
      {...aria}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return onKeyDown?.(event);
        // The page's Escape: the browser's close request (and any listener above) does not run.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => {
        // The page closes it (and keeps it in step with the address), not the browser.
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        // The panel fills the dialog: a press on the dialog itself is on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ark-panel">{children}</div>
    </dialog>
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
    <PanelDialog onClose={onClose} aria-label={say('results.loading')} aria-busy="true">
      <div className="ark-panel__head">
        <p className="ark-panel__title">{say('results.loading')}</p>
        <PanelClose href={closeHref} onClose={onClose} />
      </div>
    </PanelDialog>
  );
}
