// How the page's controls work before its script runs, and with none at all
// (docs/adr/0057-the-page-before-its-script.md): each is a link or a GET form that the server
// answers with the page for that address; once the script runs, it takes the same element over
// (a plain click or Enter runs the page's own action instead, with no reload).
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  useSyncExternalStore,
} from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server draws the page and while the page hydrates that HTML, true once the
 * page's script runs it: what only works with the script (a roving tabindex, a listbox) is drawn
 * from then on, and hydration still meets the server's HTML as it was drawn.
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** A plain left click; any other (a new tab, a new window) is left to the browser. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The params of an address's query as hidden inputs: a GET form holding them goes to that
 * address (with its own fields added).
 */
export function HiddenFields({ query }: { query: string }): ReactElement {
  return (
    <>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export interface GoButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The address it goes to, as a query (`?page=2`; `?` for the defaults). */
  query: string;
  /** With the script: what it does instead of going there. */
  onClick: () => void;
}

/**
 * A button that goes to an address: a GET form the server answers, so it stays a real button
 * (disabled when it leads nowhere); with the script, `onClick` runs and nothing is submitted.
 */
export function GoButton({ query, onClick, ...button }: GoButtonProps): ReactElement {
  return (
    <form className="ark-go" method="get">
      <HiddenFields query={query} />
      <button
        type="submit"
        {...button}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      />
    </form>
  );
}

export interface LinkButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'role'> {
  /** Where it leads before the script runs (and in a new tab): the address of what it does. */
  href: string;
  /** With the script: what a plain click, Enter or Space does instead; gets the element. */
  onActivate: (element: HTMLAnchorElement) => void;
}

/**
 * A button that is a link to the address of what it does (a name opens its panel, Close closes
 * it): it works with no script, and a new tab opens it there; with the script it acts as a
 * button, Space included.
 */
export function LinkButton({ onActivate, ...link }: LinkButtonProps): ReactElement {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link without script, a button with it.
    <a
      role="button"
      {...link}
      // biome-ignore lint/a11y/useValidAnchor: its href is real; the script takes the click over.
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onActivate(event.currentTarget);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        onActivate(event.currentTarget);
      }}
    />
  );
}
