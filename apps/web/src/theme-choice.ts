// The visitor's theme (docs/adr/0042-themes-and-branding.md): the system's until they press the
// toggle, then theirs, kept in localStorage and set on <html data-theme>. index.html's inline
// script sets it before first paint; restoreTheme does the same from the page's own script when a
// policy blocks that one (a server whose CSP lacks the script's hash).
import { LIGHT_MEDIA, THEME_STORAGE_KEY, type ThemeName } from '@ark/core';
import { useSyncExternalStore } from 'react';

export interface ThemeEnvironment {
  doc: Pick<Document, 'documentElement'>;
  win: Partial<Pick<Window, 'matchMedia' | 'localStorage'>>;
}

const PAGE = (): ThemeEnvironment => ({ doc: document, win: window });
const listeners = new Set<() => void>();

const isTheme = (value: unknown): value is ThemeName => value === 'light' || value === 'dark';

/** The theme shown: the visitor's choice on <html>, else the system's preference. */
export function readTheme({ doc, win }: ThemeEnvironment = PAGE()): ThemeName {
  const chosen = doc.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return win.matchMedia?.(LIGHT_MEDIA).matches ? 'light' : 'dark';
}

/** Shows `theme` and remembers it (a browser that refuses storage just forgets it). */
export function chooseTheme(theme: ThemeName, { doc, win }: ThemeEnvironment = PAGE()): void {
  doc.documentElement.dataset.theme = theme;
  try {
    win.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {}
  for (const listener of listeners) listener();
}

/** Sets the remembered theme on <html> if the inline script could not; returns it, or null. */
export function restoreTheme({ doc, win }: ThemeEnvironment = PAGE()): ThemeName | null {
  try {
    const stored = win.localStorage?.getItem(THEME_STORAGE_KEY);
    if (!isTheme(stored)) return null;
    doc.documentElement.dataset.theme = stored;
    return stored;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(LIGHT_MEDIA);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/**
 * The theme shown and a function that chooses one. The server draws `dark` (it cannot know the
 * visitor's), and so does hydration; the page then shows the true one.
 */
export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  return [useSyncExternalStore(subscribe, readTheme, () => 'dark' as const), choose];
}

const choose = (theme: ThemeName) => chooseTheme(theme);
