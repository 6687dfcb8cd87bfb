// The visitor's theme (docs/adr/0042-themes-and-branding.md): the system's until they press the
// toggle, then theirs, kept in a cookie the server draws the page with
// (docs/adr/0057-the-page-before-its-script.md) and in localStorage (for a static host), and set
// on <html data-theme>. index.html's inline script sets a stored one before first paint unless the
// server drew one; restoreTheme does the same from the page's own script when a policy blocks
// that one (a server whose CSP lacks the script's hash).
import { LIGHT_MEDIA, preferenceCookie, THEME_STORAGE_KEY, type ThemeName } from '@ark/core';
import { useSyncExternalStore } from 'react';

export interface ThemeEnvironment {
  doc: Pick<Document, 'documentElement'> & Partial<Pick<Document, 'cookie'>>;
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
  if ('cookie' in doc) doc.cookie = preferenceCookie('theme', theme);
  try {
    win.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {}
  for (const listener of listeners) listener();
}

/**
 * Sets the remembered theme on <html> if neither the server (from its cookie) nor the inline
 * script has; returns the theme chosen, or null.
 */
export function restoreTheme({ doc, win }: ThemeEnvironment = PAGE()): ThemeName | null {
  const drawn = doc.documentElement.dataset.theme;
  if (isTheme(drawn)) return drawn;
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
 * The theme shown and a function that chooses one. The server draws the visitor's choice from
 * its cookie (`drawn`), or null when there is none (the system's, which only the stylesheet
 * knows), and so does hydration; the page then shows the true one.
 */
export function useTheme(drawn?: ThemeName): [ThemeName | null, (theme: ThemeName) => void] {
  return [useSyncExternalStore(subscribe, readTheme, () => drawn ?? null), choose];
}

const choose = (theme: ThemeName) => chooseTheme(theme);
