import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paginate, requestKey } from '@ark/core';
import { makeRequest } from '@ark/core/testing';
import { prerender, renderDocument } from './entry-server';

// Vitest runs with the package folder as its root: the template as the build sees it.
const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('prerender', () => {
  it('draws the shell: header, tabs, toolbar and Loading..., with no answers', () => {
    const page = doc(prerender(template));
    const root = page.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('LEADERBOARDS');
    expect([...(root?.querySelectorAll('[role="tab"]') ?? [])].map((t) => t.textContent)).toEqual([
      'Tribe Leaderboard',
      'Player Leaderboard',
    ]);
    expect(root?.querySelector('input[type="search"]')).not.toBeNull();
    expect(root?.textContent).toContain('Loading...');
    expect(page.getElementById('ark-answers')).toBeNull();
  });

  it("preloads the default address's first calls, and preconnects to another API origin", () => {
    const page = doc(prerender(template, 'https://api.example.org/'));
    const links = [...page.head.querySelectorAll('link[rel="preload"], link[rel="preconnect"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://api.example.org',
      'https://api.example.org/api/ark/tribe_rankings/clusters',
      'https://api.example.org/api/ark/tribe_rankings?search=&filter=tribe_score&cluster=SOLO&page=0',
    ]);
  });
});

describe('renderDocument', () => {
  const clusters = JSON.stringify([{ key: 'SOLO', display: 'Solos' }]);
  const rankingsOf = (total: number) => (request: { page: number }) => {
    const rows =
      request.page * 20 < total
        ? [{ rank: request.page * 20 + 1, TribeName: `Tribe p${request.page + 1}` }]
        : [];
    return Promise.resolve(
      JSON.stringify({
        ranking_data: rows,
        pagination: paginate(request.page, total),
        updated_at: null,
      }),
    );
  };

  it('draws the rows for the address and embeds the answers it used', async () => {
    const html = await renderDocument(template, {
      search: '?page=2',
      clusters: async () => clusters,
      rankings: rankingsOf(45),
    });
    const page = doc(html);
    expect(page.getElementById('root')?.textContent).toContain('Tribe p2');
    expect(page.getElementById('root')?.textContent).toContain('Page 2 of 3');
    const answers = JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}');
    expect(Object.keys(answers).sort()).toEqual(
      ['seasons', 'tribes', requestKey(makeRequest({ page: 1 }))].sort(),
    );
    // A server without the seasons call: the page is drawn seed-only, and says so to the page.
    expect(answers.seasons).toBeNull();
  });

  it("embeds the server's seasons and draws names as buttons for the panel, without a panel", async () => {
    const season = { id: 4, name: 'Season 4', closed_at: '2026-10-01T00:00:00.000Z' };
    const html = await renderDocument(template, {
      search: '?page=2&tribe=1001',
      clusters: async () => clusters,
      rankings: async (request) =>
        JSON.stringify({
          ranking_data: [{ rank: 21, TribeName: 'Tribe p2', TribeID: '1001', rank_change: 2 }],
          pagination: paginate(request.page, 45),
          updated_at: null,
        }),
      seasons: async () => JSON.stringify([season]),
    });
    const page = doc(html);
    expect(JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}').seasons).toEqual([
      season,
    ]);
    expect(page.querySelector('table button')?.textContent).toBe('Tribe p2');
    expect(page.querySelector('[role="dialog"]')).toBeNull();
    expect(page.getElementById('root')?.textContent).toContain('up 2 places since the last update');
  });

  it('lands a link past the end on the last page, embedding both answers', async () => {
    const html = await renderDocument(template, {
      search: '?page=99',
      clusters: async () => clusters,
      rankings: rankingsOf(45),
    });
    expect(doc(html).getElementById('root')?.textContent).toContain('Page 3 of 3');
    expect(
      Object.keys(JSON.parse(doc(html).getElementById('ark-answers')?.textContent ?? '')),
    ).toHaveLength(4);
  });

  it('rejects when a call the page needs fails', async () => {
    const failing = {
      search: '',
      clusters: async () => clusters,
      rankings: () => Promise.reject(new Error('down')),
    };
    await expect(renderDocument(template, failing)).rejects.toThrow('down');
  });
});
