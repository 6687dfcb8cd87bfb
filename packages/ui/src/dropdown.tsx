import {
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  /** Visible label, also the button's accessible name ("Cluster", "Filter by"). */
  label: string;
  options: readonly DropdownOption[];
  value: string;
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

/** A button that opens a listbox of options (select-only, keyboard operable). */
export function Dropdown({
  label,
  options,
  value,
  open,
  onToggle,
  onSelect,
  onClose,
}: DropdownProps): ReactElement {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [active, setActive] = useState(selected);
  const current = options.find((option) => option.value === value);

  // Opening starts on the chosen option and puts focus in the list.
  useLayoutEffect(() => {
    if (!open) return;
    setActive(selected);
    listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent): void {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose]);

  function choose(index: number): void {
    const option = options[index];
    if (!option) return;
    buttonRef.current?.focus();
    onSelect(option.value);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      onToggle();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      setActive((index) => move(index, options.length - 1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      buttonRef.current?.focus();
      onClose();
    } else if (event.key === 'Tab') {
      onClose();
    }
  }

  return (
    <div className="ark-dropdown" ref={rootRef}>
      <span className="ark-dropdown__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        className="ark-dropdown__button"
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        // Named "Cluster Solos": the accessible name holds the visible text (WCAG 2.5.3).
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
      >
        <span id={`${id}-value`}>{current?.label ?? value}</span>
        <svg className="ark-dropdown__chevron" viewBox="0 0 12 8" aria-hidden="true">
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <div
          ref={listRef}
          className="ark-dropdown__list"
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            // The listbox keeps focus and points at the active option (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns keyboard input.
            <div
              key={option.value}
              id={`${id}-option-${index}`}
              className="ark-dropdown__option"
              role="option"
              aria-selected={option.value === value}
              data-active={index === active || undefined}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
