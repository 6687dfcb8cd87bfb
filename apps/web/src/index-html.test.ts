import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Vitest runs with the package folder as its root.
const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const doc = new DOMParser().parseFromString(html, 'text/html');

describe('index.html', () => {
  it('titles the document ARK Leaderboards', () => {
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
});
