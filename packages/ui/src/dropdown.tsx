import {
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useScriptRunning } from './progressive';

export interface DropdownOption {
  value: string;
  label: string;
  /**
   * The page's address with this option chosen, as a query: with one on every option, the
   * dropdown works before the page's script runs (docs/adr/0057-the-page-before-its-script.md).
   */
  href?: string;
}

export interface DropdownProps {
  /** Visible label, also the button's accessible name ("Cluster", "Filter by"). */
  label: string;
  options: readonly DropdownOption[];
  value: string;
  /**
   * The value's name when no option has it: a statistic the cluster does not count, asked by the
   * address, is named on the button but not offered (docs/adr/0070).
   */
  valueLabel?: string;
  /** Controlled: the page state says which dropdown is open. */
  open: boolean;
  onToggle: () => void;
  onSelect: (value: string) => void;
  /** Escape, Tab away, or a pointer press outside the open dropdown. */
  onClose: () => void;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

interface OptionListProps {
  id: string;
  options: readonly DropdownOption[];
  value: string;
  /** An option was chosen by click, Enter or Space. */
  onChoose: (value: string) => void;
  /** Escape: closes, focus back on the button. */
  onEscape: () => void;
  /** Tab away: closes, focus goes on. */
  onClose: () => void;
}

/**
 * The open list: a listbox that keeps focus and points at the active option
 * (aria-activedescendant), starting on the chosen one; arrows, Home and End move, Enter and
 * Space choose.
 */
function OptionList({ id, options, value, onChoose, onEscape, onClose }: OptionListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.value === value),
    ),
  );
  useLayoutEffect(() => listRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const move = MOVES[event.key];
    const chosen = options[active];
    if (move) {
      event.preventDefault();
      setActive((index) => move(index, options.length - 1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (chosen) onChoose(chosen.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      onClose();
    }
  }

  return (
    <div
      ref={listRef}
      className="ark-dropdown__list"
      role="listbox"
      tabIndex={-1}
      aria-labelledby={`${id}-label`}
      aria-activedescendant={`${id}-option-${active}`}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns keyboard input.
        <div
          key={option.value}
          id={`${id}-option-${index}`}
          className="ark-dropdown__option"
          role="option"
          aria-selected={option.value === value}
          data-active={index === active || undefined}
          onClick={() => onChoose(option.value)}
          onPointerMove={() => setActive(index)}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}

/**
 * The options before the page's script runs: links in a popover that the button opens without
 * script, placed under it by CSS anchor positioning; a click outside or Escape closes it (the
 * browser's light dismiss). The script takes over from it: an open one is handed to the page.
 */
function OptionLinks({
  id,
  options,
  value,
  listRef,
}: {
  id: string;
  options: readonly DropdownOption[];
  value: string;
  listRef: RefObject<HTMLDivElement | null>;
}): ReactElement {
  return (
    <div ref={listRef} id={id} className="ark-dropdown__list ark-dropdown__links" popover="auto">
      {options.map((option) => (
        <a
          key={option.value}
          className="ark-dropdown__option"
          href={option.href}
          aria-current={option.value === value ? 'true' : undefined}
        >
          {option.label}
        </a>
      ))}
    </div>
  );
}

/** Whether a popover is shown; false where the browser has no popovers (and in jsdom). */
function isPopoverOpen(element: HTMLElement | null): boolean {
  try {
    return element !== null && 'hidePopover' in element && element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** At hydration's commit, a popover the visitor opened before it becomes the page's own open list. */
function useHandOver(linksRef: RefObject<HTMLDivElement | null>, onToggle: () => void): void {
  useLayoutEffect(() => {
    const popover = linksRef.current;
    if (!isPopoverOpen(popover)) return;
    popover?.hidePopover();
    onToggle();
  }, []);
}

/** A pointer press outside the open dropdown closes it. */
function useCloseOnOutsidePress(
  rootRef: RefObject<HTMLDivElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent): void {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose, rootRef]);
}

/**
 * A button that opens a listbox of options (select-only, keyboard operable). Before the page's
 * script runs, and with none, the button opens a popover of links instead (OptionLinks).
 */
export function Dropdown({
  label,
  options,
  value,
  valueLabel,
  open,
  onToggle,
  onSelect,
  onClose,
}: DropdownProps): ReactElement {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linksRef = useRef<HTMLDivElement>(null);
  const links = !useScriptRunning() && options.every((option) => option.href !== undefined);
  const current = options.find((option) => option.value === value);

  useHandOver(linksRef, onToggle);
  useCloseOnOutsidePress(rootRef, open, onClose);

  const focusButton = () => buttonRef.current?.focus();
  return (
    <div className="ark-dropdown" ref={rootRef}>
      <span className="ark-dropdown__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        className="ark-dropdown__button"
        type="button"
        // Before the script the browser says whether the popover is open.
        aria-haspopup={links ? undefined : 'listbox'}
        aria-expanded={links ? undefined : open}
        popoverTarget={links ? `${id}-links` : undefined}
        // Named "Cluster Solos": the accessible name holds the visible text (WCAG 2.5.3).
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={(event) => {
          // The page's own list, not the popover, once the script handles the click.
          event.preventDefault();
          onToggle();
        }}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            onToggle();
          }
        }}
      >
        <span id={`${id}-value`}>{current?.label ?? valueLabel ?? value}</span>
        <svg className="ark-dropdown__chevron" viewBox="0 0 12 8" aria-hidden="true">
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <OptionList
          id={id}
          options={options}
          value={value}
          onChoose={(chosen) => {
            focusButton();
            onSelect(chosen);
          }}
          onEscape={() => {
            focusButton();
            onClose();
          }}
          onClose={onClose}
        />
      )}
      {links && (
        <OptionLinks id={`${id}-links`} options={options} value={value} listRef={linksRef} />
      )}
    </div>
  );
}
