import { LIGHT_MEDIA, THEME_STORAGE_KEY } from '@ark/core';
import { chooseTheme, readTheme, restoreTheme, type ThemeEnvironment } from './theme-choice';

/** A page of its own: an <html>, a storage and a system that prefers `system`. */
function makeEnvironment({
  system = 'dark',
  stored = null,
  storage = true,
}: {
  system?: 'light' | 'dark';
  stored?: string | null;
  storage?: boolean;
} = {}) {
  const html = document.createElement('html');
  const saved = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const refuse = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  const localStorage = {
    getItem: storage ? (key: string) => saved.get(key) ?? null : refuse,
    setItem: storage ? (key: string, value: string) => void saved.set(key, value) : refuse,
  } as Storage;
  const matchMedia = (query: string) =>
    ({ matches: query === LIGHT_MEDIA && system === 'light' }) as MediaQueryList;
  const env: ThemeEnvironment = {
    doc: { documentElement: html },
    win: { localStorage, matchMedia },
  };
  return { env, html, saved };
}

describe('readTheme', () => {
  it("is the system's preference when the visitor has not chosen", () => {
    expect(readTheme(makeEnvironment({ system: 'light' }).env)).toBe('light');
    expect(readTheme(makeEnvironment({ system: 'dark' }).env)).toBe('dark');
  });

  it("is the visitor's choice on <html> over the system's", () => {
    const { env, html } = makeEnvironment({ system: 'light' });
    html.dataset.theme = 'dark';
    expect(readTheme(env)).toBe('dark');
  });

  it('is dark in a browser that cannot say what the system prefers', () => {
    const { env } = makeEnvironment();
    expect(readTheme({ ...env, win: {} })).toBe('dark');
  });
});

describe('chooseTheme', () => {
  it('shows the theme on <html> and remembers it', () => {
    const { env, html, saved } = makeEnvironment();
    chooseTheme('light', env);
    expect(html.dataset.theme).toBe('light');
    expect(saved.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('still shows the theme when the browser refuses storage', () => {
    const { env, html } = makeEnvironment({ storage: false });
    expect(() => chooseTheme('light', env)).not.toThrow();
    expect(html.dataset.theme).toBe('light');
  });
});

describe('restoreTheme', () => {
  it('sets the remembered theme on <html>', () => {
    const { env, html } = makeEnvironment({ stored: 'light' });
    expect(restoreTheme(env)).toBe('light');
    expect(html.dataset.theme).toBe('light');
  });

  it('leaves <html> alone with nothing, or nonsense, remembered, or no storage', () => {
    for (const setup of [{}, { stored: 'purple' }, { storage: false }]) {
      const { env, html } = makeEnvironment(setup);
      expect(restoreTheme(env)).toBeNull();
      expect(html.hasAttribute('data-theme')).toBe(false);
    }
  });
});
