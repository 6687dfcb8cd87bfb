// The page the server draws, as a visitor uses it before the page's script runs or with none:
// each control leads to the address of what it does, the panel an address opens is drawn, and
// the visitor's theme too; then the script hydrates that HTML as it is
// (docs/adr/0057-the-page-before-its-script.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PageRenderInput, paginate } from '@ark/core';
import { makePlayerAnswer, makeSeasons } from '@ark/core/testing';
import { act, screen, within } from '@testing-library/react';
import { App } from './app';
import { renderDocument } from './entry-server';
import { answeringFrom, readDrawnPreferences, readFirstAnswers } from './first-answers';
import { startPage } from './start-page';
import { createFakeClient } from './test/fake-client';
import { hydratePage } from './test/hydrate-page';
import { loose } from './test/render-input';

// Vitest runs with the package folder as its root: the template as the build sees it.
const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const PLAYER = makePlayerAnswer();
const PLAYER_ID = PLAYER.player.SteamID;

/** A server with two clusters, seasons (so names open panels) and 45 players, 20 a page. */
function makeServer(overrides: Partial<PageRenderInput> = {}): PageRenderInput {
  return {
    search: '',
    clusters: async () =>
      loose([
        { key: 'SOLO', display: 'Solos' },
        { key: 'DUO', display: 'Duos' },
      ]),
    rankings: async (request) =>
      loose({
        ranking_data: [{ rank: 21, PlayerName: 'Rex', SteamID: PLAYER_ID, PlayerKills: 3 }],
        pagination: paginate(request.page, 45),
        updated_at: null,
      }),
    seasons: async () => loose(makeSeasons(1)),
    detail: async (request) =>
      request.id === PLAYER_ID
        ? loose({ player: PLAYER.player, ranks: PLAYER.ranks, updated_at: null })
        : null,
    ...overrides,
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
  vi.restoreAllMocks();
});

/** The server's page in the document, as a browser without script shows it. */
async function drawn(input: PageRenderInput): Promise<string> {
  const html = await renderDocument(template, input);
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  const theme = page.documentElement.dataset.theme;
  if (theme) document.documentElement.dataset.theme = theme;
  return html;
}

/** What a GET form sends when `submitter` submits it: the query of the address it goes to. */
function submitted(submitter: HTMLElement): string {
  const form = submitter.closest('form') as HTMLFormElement;
  const fields = new FormData(form, submitter as HTMLButtonElement);
  return `?${new URLSearchParams(fields as unknown as string[][])}`;
}

/**
 * Starts the page on the server's HTML as main.tsx does; what was reported (a difference from
 * the page's first drawing, an error logged) is returned.
 */
async function hydrate() {
  const first = readFirstAnswers(document);
  if (!first) throw new Error('the page carries no answers');
  const offline = createFakeClient();
  const page = startPage({ client: answeringFrom(first, offline.client) });
  await new Promise((resolve) => setTimeout(resolve));
  const reported: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => reported.push(args));
  const { root, mismatch } = await hydratePage(
    document.getElementById('root') as HTMLElement,
    <App store={page.store} preferences={readDrawnPreferences(first)} />,
  );
  if (mismatch) reported.push(mismatch);
  cleanups.push(() => {
    act(() => root.unmount());
    page.stop();
  });
  return { reported, offline };
}

describe('the first HTML, before the script runs', () => {
  it('leads each control to the address of what it does, as the state machine would', async () => {
    window.history.replaceState(null, '', '/');
    await drawn(makeServer({ search: '?view=players&cluster=DUO&search=rex&page=2' }));
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).toHaveAttribute(
      'href',
      '?cluster=DUO',
    );
    expect(submitted(screen.getByRole('button', { name: 'Previous' }))).toBe(
      '?view=players&cluster=DUO&search=rex',
    );
    expect(submitted(screen.getByRole('button', { name: 'Next' }))).toBe(
      '?view=players&cluster=DUO&search=rex&page=3',
    );
    // A cluster or a filter starts again at page 1, the search kept.
    const clusters = screen.getByRole('button', { name: 'Cluster Duos' });
    const links = document.getElementById(clusters.getAttribute('popovertarget') ?? '');
    expect(
      within(links as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['?view=players&search=rex', '?view=players&cluster=DUO&search=rex']);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    box.value = '  ';
    expect(submitted(screen.getByRole('button', { name: 'Search' }))).toBe(
      '?view=players&cluster=DUO&search=++',
    );
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Rex' })).toHaveAttribute(
      'href',
      `?view=players&cluster=DUO&search=rex&page=2&player=${PLAYER_ID}`,
    );
  });

  it('draws the panel an address opens, its Close leading back to the board', async () => {
    await drawn(makeServer({ search: `?view=players&player=${PLAYER_ID}` }));
    const dialog = screen.getByRole('dialog', { name: PLAYER.player.PlayerName });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveAttribute(
      'href',
      '?view=players',
    );
    // An open dialog: the page before its script shows it as it is; the script makes it modal.
    expect(dialog).toHaveAttribute('open');
    expect(dialog.tagName).toBe('DIALOG');
  });

  it('says so in the panel for an id the server does not know', async () => {
    await drawn(makeServer({ search: '?view=players&player=999' }));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'This player is not on the board: hidden or unknown.',
    );
  });

  it("draws the visitor's chosen theme on <html> and the toggle pressed to match", async () => {
    const html = await drawn(makeServer({ preferences: { theme: 'light' } }));
    expect(html).toMatch(/<html data-theme="light" lang="en">/);
    expect(screen.getAllByRole('button', { name: 'Light theme' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the script taking the first HTML over', () => {
  it('hydrates a page with a panel open without a warning or a call', async () => {
    window.history.replaceState(null, '', `/?view=players&player=${PLAYER_ID}`);
    await drawn(makeServer({ search: `?view=players&player=${PLAYER_ID}` }));
    const { reported, offline } = await hydrate();
    // The panel's code loads after hydration began: its part of the HTML waits for it.
    await act(() => import('./detail-view'));
    expect(reported).toEqual([]);
    expect(offline.playerCalls).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: PLAYER.player.PlayerName })).toBeInTheDocument();
  });

  it('hydrates a page drawn in a chosen theme without a warning', async () => {
    window.history.replaceState(null, '', '/');
    await drawn(makeServer({ preferences: { theme: 'light' } }));
    const { reported } = await hydrate();
    expect(reported).toEqual([]);
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

// The players board filtered to who is online now (docs/adr/0096-the-online-filter.md).
describe('the online filter in the first HTML', () => {
  const logged = () =>
    makeServer({
      search: '?view=players&cluster=ASA&online=1',
      clusters: async () =>
        loose([
          { key: 'SOLO', display: 'Solos' },
          { key: 'ASA', display: 'Ascended', online: 0 },
        ]),
      rankings: async (request) =>
        loose({
          ranking_data: request.online ? [] : [{ rank: 1, PlayerName: 'Rex', SteamID: '7' }],
          pagination: paginate(request.page, request.online ? 0 : 1),
          updated_at: null,
        }),
    });

  it('is drawn pressed with the empty board saying nobody is online, leading back to every player', async () => {
    await drawn(logged());
    const toggle = screen.getByRole('button', { name: 'Online now' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(submitted(toggle)).toBe('?view=players&cluster=ASA');
    expect(screen.getByText('Nobody is online now.')).toBeInTheDocument();
    expect(screen.getByText('0 online')).toBeInTheDocument();
  });

  it('is hydrated as drawn, without a warning or a call', async () => {
    window.history.replaceState(null, '', '/?view=players&cluster=ASA&online=1');
    await drawn(logged());
    const { reported, offline } = await hydrate();
    expect(reported).toEqual([]);
    expect(offline.rankingCalls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Online now' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
