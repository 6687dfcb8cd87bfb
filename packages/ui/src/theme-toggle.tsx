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
    // The sun is drawn by the stylesheet: it costs the page's script nothing.
    <button
      type="button"
      className="ark-icon-button ark-theme-toggle"
      aria-label={THEME_TOGGLE_NAME}
      aria-pressed={light}
      onClick={() => onChange(light ? 'dark' : 'light')}
    />
  );
}
