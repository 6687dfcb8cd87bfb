import { LANGUAGES, type LanguageCode } from '@ark/core';
import { type MouseEvent, type ReactElement, useId } from 'react';
import { useWords } from './catalog-context';
import { isPlainClick } from './progressive';

export interface LanguagePickerProps {
  /** The language the page is drawn in. */
  language: LanguageCode;
  /**
   * Where choosing a language leads: the address that remembers it (`/prefs?lang=de&back=…`),
   * so the picker works with no script at all (docs/adr/0064-languages-wired.md).
   */
  hrefOf: (language: LanguageCode) => string;
  /** With the script: what a plain click on a language does instead of following its link. */
  onPick?: (language: LanguageCode) => void;
}

/**
 * The language picker: a button that opens the browser's own popover (no script needed) listing
 * every language named in itself, each a link that remembers the choice and comes back.
 */
export function LanguagePicker({ language, hrefOf, onPick }: LanguagePickerProps): ReactElement {
  const id = useId();
  const say = useWords();
  const label = say('header.language');
  const pick = (code: LanguageCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPick || !isPlainClick(event)) return;
    event.preventDefault();
    onPick(code);
  };
  return (
    <div className="ark-language">
      <button
        type="button"
        className="ark-icon-button ark-language__button"
        popoverTarget={`${id}-languages`}
        aria-label={label}
      />
      <nav
        id={`${id}-languages`}
        className="ark-dropdown__list ark-language__list"
        popover="auto"
        aria-label={label}
      >
        <ul>
          {LANGUAGES.map(({ code, name, htmlLang }) => (
            <li key={code}>
              <a
                className="ark-dropdown__option"
                href={hrefOf(code)}
                lang={htmlLang}
                hrefLang={htmlLang}
                aria-current={code === language ? 'true' : undefined}
                onClick={pick(code)}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
