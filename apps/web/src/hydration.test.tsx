import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { App } from './app';
import { renderDocument } from './entry-server';
import { answeringFrom, readFirstAnswers, readSite } from './first-answers';
import { pageCatalog } from './page-language';
import { startPage } from './start-page';
import { createFakeClient } from './test/fake-client';
import { hydratePage } from './test/hydrate-page';
import { makeRenderInput } from './test/render-input';

// Vitest runs with the package folder as its root: the template as the build sees it.
const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const input = makeRenderInput;
const SITE = { name: 'The Island', logoUrl: '/site/logo.1a2b.png', accent: '#1b2a4a' };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
  vi.restoreAllMocks();
});

/**
 * Puts the server's page in the document and starts the page on it as main.tsx does: its embedded
 * answers, then hydration. What was reported about the server's HTML (a
 * difference from the page's first drawing, an error logged) is returned.
 */
async function hydrateServerPage(html: string, { withSite = true } = {}) {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const first = readFirstAnswers(document);
  if (!first) throw new Error('the page carries no answers');
  const offline = createFakeClient();
  const page = startPage({ client: answeringFrom(first, offline.client) });
  await new Promise((resolve) => setTimeout(resolve));
  const reported: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => reported.push(args));
  const site = withSite ? readSite(first) : undefined;
  const catalog = await pageCatalog(first);
  const container = document.getElementById('root') as HTMLElement;
  const { root, mismatch } = await hydratePage(
    container,
    <App store={page.store} site={site} catalog={catalog} />,
  );
  if (mismatch) reported.push(mismatch);
  cleanups.push(() => {
    act(() => root.unmount());
    page.stop();
  });
  logged.mockRestore();
  return { reported, calls: offline.rankingCalls.length + offline.clusterCalls.length };
}

describe('the page drawn in another language', () => {
  it('hydrates in German from the catalog its server embedded, without a warning or a call', async () => {
    const html = await renderDocument(template, { ...input(), language: 'de' });
    const { reported, calls } = await hydrateServerPage(html);
    expect(reported).toEqual([]);
    expect(calls).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'BESTENLISTEN' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stammes-Bestenliste' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bestenliste der Stämme' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Tribe Leaderboard|Search for Tribes/);
  });

  it('hydrates in Japanese, the language picker marking it, without a warning', async () => {
    const html = await renderDocument(template, { ...input(), language: 'ja' });
    const { reported } = await hydrateServerPage(html);
    expect(reported).toEqual([]);
    expect(screen.getByRole('link', { name: '日本語', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'トライブを検索' })).toBeInTheDocument();
  });
});

describe("the page on a community's server", () => {
  it('hydrates the header with the name and logo without a React warning or a call', async () => {
    const { reported, calls } = await hydrateServerPage(
      await renderDocument(template, input(SITE)),
    );
    expect(reported).toEqual([]);
    expect(calls).toBe(0);
    expect(screen.getByRole('img', { name: 'The Island' })).toHaveAttribute('src', SITE.logoUrl);
    expect(screen.getByRole('banner')).toHaveTextContent('The Island');
  });

  it('hydrates the page without a look as before', async () => {
    const { reported } = await hydrateServerPage(await renderDocument(template, input()));
    expect(reported).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'LEADERBOARDS' })).toBeInTheDocument();
  });

  it('shows the light theme chosen earlier as pressed once hydrated, without a warning', async () => {
    document.documentElement.dataset.theme = 'light';
    const { reported } = await hydrateServerPage(await renderDocument(template, input(SITE)));
    expect(reported).toEqual([]);
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('would be told of a header that differs (so the checks above can fail)', async () => {
    const html = await renderDocument(template, input(SITE));
    const { reported } = await hydrateServerPage(html, { withSite: false });
    expect(reported.length).toBeGreaterThan(0);
  });
});
