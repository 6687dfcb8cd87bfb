import type { ThemeName } from '@ark/core';
import type { ReactElement } from 'react';

export interface ThemeToggleProps {
  /** The theme the page shows; the server draws `dark` (it cannot know), the page then updates. */
  theme: ThemeName;
  onChange: (theme: ThemeName) => void;
}

/** The name of the toggle: the same on the server and the page, its state is `aria-pressed`. */
export const THEME_TOGGLE_NAME = 'Light theme';

/** A button that turns the light theme on and off (pressed = light). */
export function ThemeToggle({ theme, onChange }: ThemeToggleProps): ReactElement {
  const light = theme === 'light';
  return (
    <button
      type="button"
      className="ark-theme-toggle"
      aria-pressed={light}
      onClick={() => onChange(light ? 'dark' : 'light')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
      <span className="ark-visually-hidden">{THEME_TOGGLE_NAME}</span>
    </button>
  );
}
