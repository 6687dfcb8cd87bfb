// What ADR 0066 checked by hand, held by tests now the page runs on React 19
// (docs/adr/0069-the-page-on-react-again.md): the lazy panel keeps the server's HTML until its
// chunk arrives, `popover`, `popovertarget` and a dialog's `open` are attributes, useId's ids are the
// server's, and the store's server snapshot draws the server's HTML during hydration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PageRenderInput, paginate } from '@ark/core';
import { makePlayerAnswer, makeSeasons } from '@ark/core/testing';
import { act, screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { version as domVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
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
const PANEL = `?view=players&player=${PLAYER_ID}`;

function makeServer(search: string): PageRenderInput {
  return {
    search,
    clusters: async () =>
      loose([
        { key: 'SOLO', display: 'Solos' },
        { key: 'DUO', display: 'Duos' },
      ]),
    rankings: async (request) =>
      loose({
        ranking_data: [{ rank: 1, PlayerName: 'Rex', SteamID: PLAYER_ID, PlayerKills: 3 }],
        pagination: paginate(request.page, 45),
        updated_at: null,
      }),
    seasons: async () => loose(makeSeasons(1)),
    detail: async (request) =>
      request.id === PLAYER_ID
        ? loose({ player: PLAYER.player, ranks: PLAYER.ranks, updated_at: null })
        : null,
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
});

/** The server's page for `search` in the document, as the browser parsed it. */
async function serve(search: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', `/${search}`);
  const html = await renderDocument(template, makeServer(search));
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  return document.getElementById('root') as HTMLElement;
}

/** Starts the page on the server's HTML as main.tsx does (the panel's view loaded lazily). */
async function hydrate(root: HTMLElement) {
  const first = readFirstAnswers(document);
  if (!first) throw new Error('the page carries no answers');
  const page = startPage({ client: answeringFrom(first, createFakeClient().client) });
  await new Promise((resolve) => setTimeout(resolve));
  const hydrated = await hydratePage(
    root,
    <App store={page.store} preferences={readDrawnPreferences(first)} />,
  );
  cleanups.push(() => {
    act(() => hydrated.root.unmount());
    page.stop();
  });
  return hydrated;
}

/** Every `id` in `root` and every id an attribute points at. */
function idsIn(root: Element): { ids: string[]; references: string[] } {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  const references = [
    ...root.querySelectorAll('[aria-labelledby], [aria-controls], [for], [popovertarget]'),
  ].flatMap((element) =>
    ['aria-labelledby', 'aria-controls', 'for', 'popovertarget'].flatMap(
      (name) => element.getAttribute(name)?.split(' ') ?? [],
    ),
  );
  return { ids, references };
}

describe('the page on React 19', () => {
  // First in the file: the panel's lazy view has not loaded yet, as on a first visit.
  it("keeps the server's panel in place while its chunk loads, then hydrates that same panel", async () => {
    const root = await serve(PANEL);
    const dialog = screen.getByRole('dialog', { name: PLAYER.player.PlayerName });
    const removed: Node[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    });
    watch.observe(root, { childList: true, subtree: true });
    const { mismatch } = await hydrate(root);
    await act(() => import('./detail-view'));
    watch.disconnect();
    expect(mismatch).toBeNull();
    expect(screen.getByRole('dialog', { name: PLAYER.player.PlayerName })).toBe(dialog);
    expect(removed.filter((node) => node === dialog || node.contains(dialog))).toEqual([]);
  });

  it('is React and react-dom 19 on the server and in the browser', () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(domVersion).toBe(reactVersion);
    expect(serverVersion).toBe(reactVersion);
  });

  it('writes popover and popovertarget as attributes, a button naming a popover it draws', async () => {
    const root = await serve('');
    const button = screen.getByRole('button', { name: /^Cluster / });
    const target = button.getAttribute('popovertarget');
    expect(target).toBeTruthy();
    expect(document.getElementById(target as string)?.getAttribute('popover')).toBe('auto');
    // Once the script runs, the page's own list replaces the popover, cleanly.
    const { mismatch } = await hydrate(root);
    expect(mismatch).toBeNull();
    expect(screen.getByRole('button', { name: /^Cluster / })).not.toHaveAttribute('popovertarget');
  });

  it('draws an open panel as an open <dialog>, the same element through hydration', async () => {
    const root = await serve(PANEL);
    const dialog = root.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.getAttribute('open')).toBe('');
    expect(root.querySelector('[inert]')).toBeNull();
    const { mismatch } = await hydrate(root);
    await act(() => import('./detail-view'));
    expect(mismatch).toBeNull();
    expect(root.querySelector('dialog')).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
  });

  it("ties every label to its control with useId's ids, the same on the server and after hydration", async () => {
    const root = await serve(PANEL);
    const server = idsIn(root);
    expect(server.references.length).toBeGreaterThan(0);
    for (const id of server.references) expect(server.ids).toContain(id);
    const { mismatch } = await hydrate(root);
    await act(() => import('./detail-view'));
    expect(mismatch).toBeNull();
    const hydrated = idsIn(root);
    for (const id of hydrated.references) expect(hydrated.ids).toContain(id);
    // The panel's and the controls' ids, drawn by the server, are the ones the page uses.
    const kept = server.ids.filter((id) => hydrated.ids.includes(id));
    expect(kept.length).toBeGreaterThan(0);
    for (const id of hydrated.references) {
      if (server.references.includes(id)) expect(kept).toContain(id);
    }
  });

  it("hydrates with the store's server snapshot, then shows the browser's", async () => {
    // No theme drawn: the server draws both toggles; React hydrates with the server snapshot
    // (both, no mismatch), then draws the one of the theme the browser shows.
    const root = await serve('');
    expect(root.querySelectorAll('.ark-theme-toggle')).toHaveLength(2);
    const { mismatch } = await hydrate(root);
    expect(mismatch).toBeNull();
    expect(root.querySelectorAll('.ark-theme-toggle')).toHaveLength(1);
  });
});
