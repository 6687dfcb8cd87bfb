import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_PALETTES, THEME_STORAGE_KEY } from '@ark/core';

// Vitest runs with the package folder as its root.
const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const doc = new DOMParser().parseFromString(html, 'text/html');

describe('index.html', () => {
  it('titles the document ARK Leaderboards', () => {
    expect(doc.title).toBe('ARK Leaderboards');
    expect(doc.title).toBe('ARK Leaderboards');
  });

  it('has a viewport and a description for small screens and search engines', () => {
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /rankings/i,
    );
  });

  it('links an SVG favicon that exists', () => {
    const icon = doc.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('type')).toBe('image/svg+xml');
    const file = join(process.cwd(), 'public', icon?.getAttribute('href') ?? '');
    expect(existsSync(file)).toBe(true);
  });

  it("colours the browser's bar with each theme's page", () => {
    const colors = [...doc.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute('media'),
      meta.getAttribute('content'),
    ]);
    expect(colors).toEqual([
      ['(prefers-color-scheme: light)', THEME_PALETTES.light.bg],
      [null, THEME_PALETTES.dark.bg],
    ]);
  });
});

describe("index.html's theme script", () => {
  // The one inline script: in the head, so it runs before the stylesheet paints anything.
  const inline = [...doc.querySelectorAll('script:not([src])')];
  const script = inline[0]?.textContent ?? '';
  const run = () => new Function(script)();

  afterEach(() => {
    delete document.documentElement.dataset.theme;
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is the only inline script, in the head: it runs before anything is painted', () => {
    expect(inline).toHaveLength(1);
    expect(inline[0]?.parentElement).toBe(doc.head);
    expect(script).toContain(JSON.stringify(THEME_STORAGE_KEY));
  });

  it('sets the remembered theme on <html>', () => {
    for (const theme of ['light', 'dark']) {
      delete document.documentElement.dataset.theme;
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      run();
      expect(document.documentElement.dataset.theme).toBe(theme);
    }
  });

  it('leaves the theme the server drew from its cookie alone', () => {
    document.documentElement.dataset.theme = 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves <html> alone with nothing or nonsense remembered', () => {
    run();
    localStorage.setItem(THEME_STORAGE_KEY, '"><img src=x>');
    run();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('does not throw when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
