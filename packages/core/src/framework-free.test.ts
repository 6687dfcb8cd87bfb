import { readdirSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => {
  throw new Error('core must not load react');
});
vi.mock('react-dom', () => {
  throw new Error('core must not load react-dom');
});

describe('@ark/core', () => {
  // The suite shares one module graph between files (vitest.config.ts's isolate: false): each
  // import below is evaluated anew, so it meets the mocks above, not a copy another file loaded.
  beforeEach(() => {
    vi.resetModules();
  });

  it('loads its whole public index without React', async () => {
    const core = await import('./index');
    expect(typeof core.reducer).toBe('function');
    expect(typeof core.createLeaderboardClient).toBe('function');
    expect(typeof core.toRowViewModel).toBe('function');
    expect(core.SAMPLE_TRIBES).toHaveLength(40);
  });

  it('loads its panel entry without React', async () => {
    const panel = await import('./panel');
    expect(typeof panel.selectPanel).toBe('function');
  });

  it('declares no React dependency in its package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const declared = [
      manifest.dependencies,
      manifest.peerDependencies,
      manifest.optionalDependencies,
      manifest.devDependencies,
    ].flatMap((deps) => Object.keys(deps ?? {}));
    expect(declared.filter((name) => /^(react|react-dom|@types\/react)$/.test(name))).toEqual([]);
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(['ky', 'zod']);
  });

  it('loads its testing entry without React', async () => {
    const testing = await import('./testing');
    expect(testing.makeState().view).toBe('tribes');
  });

  it('imports no node: module in any entry, the test factories included', () => {
    const dir = new URL('./', import.meta.url);
    // The catalogs and the language code under i18n/ too.
    const shipped = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(shipped).toEqual(
      expect.arrayContaining(['index.ts', 'panel.ts', 'testing.ts', 'i18n/catalogs/de.ts']),
    );
    for (const name of shipped) {
      expect(readFileSync(new URL(name, dir), 'utf8'), name).not.toMatch(/from 'node:/);
    }
  });
});
