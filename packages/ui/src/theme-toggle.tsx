import { BACK_PARAM, PREFERENCES_PATH, type ThemeName } from '@ark/core';
import { type ReactElement, useState } from 'react';
import { useWords } from './catalog-context';

export interface ThemeToggleProps {
  /**
   * The theme the page shows; null while it is not known to the script (a page the server drew
   * for a visitor who chose none: the system's, which only the stylesheet knows).
   */
  theme: ThemeName | null;
  onChange: (theme: ThemeName) => void;
  /** The page's address, where the visitor comes back to when the server keeps the choice. */
  back?: string;
}

/** The toggle shown in `theme`: it asks for the other one. */
function Toggle({
  theme,
  when,
  onChange,
}: {
  theme: ThemeName;
  /** Shown only while the page shows this theme (the stylesheet hides it in the other). */
  when?: ThemeName;
  onChange: (theme: ThemeName) => void;
}): ReactElement {
  const other = theme === 'light' ? 'dark' : 'light';
  // The same name on the server and the page; its state is `aria-pressed`.
  const name = useWords()('header.themeToggle');
  return (
    // The sun is drawn by the stylesheet: it costs the page's script nothing.
    <button
      type="submit"
      name="theme"
      value={other}
      className="ark-icon-button ark-theme-toggle"
      data-when={when}
      aria-label={name}
      aria-pressed={theme === 'light'}
      onClick={(event) => {
        event.preventDefault();
        onChange(other);
      }}
    />
  );
}

/**
 * A button that turns the light theme on and off (pressed = light). It submits a GET form that
 * the server answers by remembering the choice in a cookie and sending the visitor back
 * (docs/adr/0057-the-page-before-its-script.md); with the script it changes the theme at once.
 * Not knowing the theme shown, it draws one toggle for each theme and the stylesheet shows the
 * one of the theme shown.
 */
export function ThemeToggle({ theme, onChange, back = '/' }: ThemeToggleProps): ReactElement {
  // The key of the toggle the visitor saw when the theme became known, kept for the page's life:
  // a toggle keyed by the theme would be removed and made again on every press, the focused
  // button with it, and the browser would restyle the page for it
  // (docs/adr/0079-taps-within-a-frame.md).
  const [kept, keep] = useState<ThemeName | null>(theme);
  if (theme !== null && kept === null) keep(theme);
  return (
    <form className="ark-theme-form" method="get" action={PREFERENCES_PATH}>
      <input type="hidden" name={BACK_PARAM} value={back} />
      {/* Keyed by the first theme known: when the script learns the theme shown, the toggle a
          visitor sees stays the same element (a tap landing then is not lost on a replaced one);
          the other goes (docs/adr/0069-the-page-on-react-again.md). */}
      {theme
        ? [<Toggle key={kept ?? theme} theme={theme} onChange={onChange} />]
        : [
            <Toggle key="dark" theme="dark" when="dark" onChange={onChange} />,
            <Toggle key="light" theme="light" when="light" onChange={onChange} />,
          ]}
    </form>
  );
}
