import { MAX_SEARCH_LENGTH, translate, type View, viewText } from '@ark/core';
import { type ReactElement, useId } from 'react';
import { useCatalog } from './catalog-context';
import { HiddenFields } from './progressive';

export interface SearchBoxProps {
  view: View;
  value: string;
  onChange: (text: string) => void;
  /** Search button or Enter. */
  onSubmit: () => void;
  /**
   * The board a search is made on, as a query without its search (`?view=players&cluster=DUO`):
   * the form sends it with the typed text, so it works before the page's script runs
   * (docs/adr/0057-the-page-before-its-script.md).
   */
  board?: string;
}

/** The search field and its Search button; Enter submits through the form. */
export function SearchBox({
  view,
  value,
  onChange,
  onSubmit,
  board = '',
}: SearchBoxProps): ReactElement {
  const id = useId();
  const catalog = useCatalog();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom.
    <form
      className="ark-search"
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <HiddenFields query={board} />
      <label className="ark-visually-hidden" htmlFor={id}>
        {viewText(catalog, view, 'searchLabel')}
      </label>
      <input
        id={id}
        className="ark-search__input"
        type="search"
        name="search"
        value={value}
        placeholder={viewText(catalog, view, 'searchPlaceholder')}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <button className="ark-button" type="submit">
        {translate(catalog, 'search.button')}
      </button>
    </form>
  );
}
