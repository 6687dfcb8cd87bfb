import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accentStyles,
  type ClusterListWire,
  type LeaderboardClient,
  type PageRenderInput,
  paginate,
  RANGE_KEYS,
  type RangesAnswerWire,
  type RankingAnswerWire,
  type RankingRequest,
  rankingsQuery,
  requestKey,
} from '@ark/core';
import { makeRequest } from '@ark/core/testing';
import { act } from '@testing-library/react';
import { App } from './app';
import { cspSources, inlineHashes, prerender, renderDocument } from './entry-server';
import { answeringFrom, DRAWN_AT_KEY, readDrawnAt, readFirstAnswers } from './first-answers';
import { startPage } from './start-page';
import { hydratePage } from './test/hydrate-page';
import { loose, makeRenderInput } from './test/render-input';

// Vitest runs with the package folder as its root: the template as the build sees it.
const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** A client whose every call is recorded and never answered: a page that needs none makes none. */
function pendingClient(): { live: LeaderboardClient; calls: string[] } {
  const calls: string[] = [];
  const live = new Proxy({} as LeaderboardClient, {
    get: (_target, name) => () => {
      calls.push(String(name));
      return new Promise(() => {});
    },
  });
  return { live, calls };
}

describe('prerender', () => {
  it('draws the shell: header, tabs, toolbar and Loading..., with no answers', () => {
    const page = doc(prerender(template));
    const root = page.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('LEADERBOARDS');
    expect([...(root?.querySelectorAll('[role="tab"]') ?? [])].map((t) => t.textContent)).toEqual([
      'Tribe Leaderboard',
      'Player Leaderboard',
      'Hall of fame',
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
  const clusters = loose<ClusterListWire>([{ key: 'SOLO', display: 'Solos' }]);
  const rankingsOf = (total: number) => (request: { page: number }) => {
    const rows =
      request.page * 20 < total
        ? [{ rank: request.page * 20 + 1, TribeName: `Tribe p${request.page + 1}` }]
        : [];
    return Promise.resolve(
      loose<RankingAnswerWire>({
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
      ['ranges', 'seasons', 'tribes', requestKey(makeRequest({ page: 1 }))].sort(),
    );
    // A server without the seasons and ranges calls: the page is drawn seed-only, and says so
    // to the page.
    expect(answers.seasons).toBeNull();
    expect(answers.ranges).toBeNull();
  });

  it("embeds the server's seasons and draws names as buttons for the panel, without a panel", async () => {
    const season = { id: 4, name: 'Season 4', closed_at: '2026-10-01T00:00:00.000Z' };
    const html = await renderDocument(template, {
      search: '?page=2&tribe=1001',
      clusters: async () => clusters,
      rankings: async (request) =>
        loose({
          ranking_data: [{ rank: 21, TribeName: 'Tribe p2', TribeID: '1001', rank_change: 2 }],
          pagination: paginate(request.page, 45),
          updated_at: null,
        }),
      seasons: async () => loose([season]),
    });
    const page = doc(html);
    expect(JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}').seasons).toEqual([
      season,
    ]);
    expect(page.querySelector('table [role="button"]')?.textContent).toBe('Tribe p2');
    expect(page.querySelector('dialog, [role="dialog"]')).toBeNull();
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
    ).toHaveLength(5);
  });

  const RANGES = loose<RangesAnswerWire>({
    ranges: [...RANGE_KEYS],
    timezone: 'Europe/Berlin',
    week_start: 'monday',
  });
  /** A server with ranges: the week's board of the players is empty, all time has one row. */
  const rangesServer = (asked: RankingRequest[] = []) => ({
    clusters: async () => clusters,
    ranges: async () => RANGES,
    rankings: async (request: RankingRequest) => {
      asked.push(request);
      const rows = request.range === 'all' ? [{ rank: 1, PlayerName: 'All-time Rex' }] : [];
      const range =
        request.range === 'all' ? {} : { range: { key: request.range, from: null, to: null } };
      return loose<RankingAnswerWire>({
        ranking_data: rows,
        pagination: paginate(0, rows.length),
        updated_at: null,
        ...range,
      });
    },
  });

  it("draws a period's board for range=, with the Period dropdown and its empty message", async () => {
    const asked: RankingRequest[] = [];
    const html = await renderDocument(template, {
      search: '?view=players&range=week',
      ...rangesServer(asked),
    });
    const page = doc(html);
    const root = page.getElementById('root');
    expect(asked.map((request) => request.range)).toEqual(['week']);
    expect(rankingsQuery(asked[0] as RankingRequest).get('range')).toBe('week');
    expect(root?.querySelector('[role="status"]')?.textContent).toBe(
      'No activity recorded this week yet.',
    );
    const buttons = [...(root?.querySelectorAll('.ark-dropdown__button') ?? [])];
    expect(buttons.map((button) => button.textContent)).toEqual(['Solos', 'Kills', 'This week']);
    const answers = JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}');
    expect(answers.ranges).toEqual(RANGES);
    expect(Object.keys(answers)).toContain(
      requestKey(makeRequest({ view: 'players', filter: 'kills', range: 'week' })),
    );
  });

  it('draws the all-time board for range= on a server without ranges, with no Period dropdown', async () => {
    const { ranges: _, ...withoutRanges } = rangesServer();
    const html = await renderDocument(template, {
      search: '?view=players&range=week',
      ...withoutRanges,
    });
    const root = doc(html).getElementById('root');
    expect(root?.textContent).toContain('All-time Rex');
    expect(root?.textContent).not.toContain('Period');
  });

  it('hands the page a state it hydrates without a call or a mismatch', async () => {
    const address = '/?view=players&range=week';
    const html = await renderDocument(template, { search: address.slice(1), ...rangesServer() });
    const served = doc(html);
    const answers = readFirstAnswers(served);
    if (!answers) throw new Error('no embedded answers');
    const { live, calls } = pendingClient();
    window.history.replaceState(null, '', address);
    const { store, stop } = startPage({ client: answeringFrom(answers, live) });
    await new Promise((resolve) => setTimeout(resolve));
    expect(calls).toEqual([]);
    expect(store.getState().state).toMatchObject({ range: 'week', loading: false });

    const container = document.createElement('div');
    container.innerHTML = served.getElementById('root')?.innerHTML ?? '';
    document.body.append(container);
    const { root, mismatch } = await hydratePage(container, <App store={store} />);
    expect(mismatch).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'No activity recorded this week yet.',
    );
    act(() => root.unmount());
    container.remove();
    stop();
  });

  describe('the hall of fame tab (docs/adr/0084-the-hall-on-the-page.md)', () => {
    const one = { total_pages: 3, current_page: 0, next: 1, prev: null, total_records: 45 };
    const row = { board: 'players', stat: 'kills', id: '2', name: '<b>Bob</b>', value: 12 };
    const sections = {
      records: { records: [{ ...row, span: 'week', start: '2026-11-09' }] },
      champions: { champions: [{ ...row, span: 'week', start: '2026-11-09' }], pagination: one },
      medals: {
        medals: [{ rank: 1, id: '2', name: '<b>Bob</b>', gold: 3, silver: 1, bronze: 0 }],
        pagination: one,
      },
      seasons: { seasons: [] },
    };
    const asked: string[] = [];
    const hallServer: Omit<PageRenderInput, 'search'> = {
      clusters: async () => clusters,
      rankings: rankingsOf(45),
      seasons: async () => [],
      ranges: async () => RANGES,
      hall: async ({ section }) => {
        asked.push(section);
        return loose(sections[section]);
      },
    };

    it('draws the hall in the first HTML from the four section answers, and embeds them', async () => {
      asked.length = 0;
      const html = await renderDocument(template, { search: '?view=hall', ...hallServer });
      const page = doc(html);
      const root = page.getElementById('root');
      expect(asked.sort()).toEqual(['champions', 'medals', 'records', 'seasons']);
      expect(root?.querySelector('h2')?.textContent).toBe('Hall of fame');
      expect(root?.querySelector('[aria-selected="true"]')?.textContent).toBe('Hall of fame');
      const headings = [...(root?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
      expect(headings).toEqual(['Records', 'Champions', 'Medal table']);
      // A hostile name is text.
      expect(root?.innerHTML).toContain('&lt;b&gt;Bob&lt;/b&gt;');
      expect(root?.querySelector('b')).toBeNull();
      const answers = JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}');
      expect(Object.keys(answers).filter((key) => key.startsWith('/api/ark/hall'))).toHaveLength(4);
    });

    it('works without script: the tabs are links, the pagers GET forms, the boards links', async () => {
      const html = await renderDocument(template, { search: '?view=hall', ...hallServer });
      const root = doc(html).getElementById('root');
      const tabs = [...(root?.querySelectorAll('[role="tab"]') ?? [])];
      expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
        '?',
        '?view=players',
        '?view=hall',
      ]);
      const forms = [...(root?.querySelectorAll('.ark-hall form') ?? [])];
      const fields = forms.map((form) =>
        new URLSearchParams(
          [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
            input.getAttribute('name') ?? '',
            input.getAttribute('value') ?? '',
          ]),
        ).toString(),
      );
      expect(fields).toContain('view=hall&champions=2');
      expect(fields).toContain('view=hall&medals=2');
      const boards = [...(root?.querySelectorAll('nav a') ?? [])].map((a) =>
        a.getAttribute('href'),
      );
      expect(boards).toContain('?view=hall&board=tribes');
    });

    it('embeds the time it drew the hall at, so hydration names the same week, and only on the hall', async () => {
      const hall = readFirstAnswers(
        doc(await renderDocument(template, { search: '?view=hall', ...hallServer })),
      );
      expect(readDrawnAt(hall)?.toISOString()).toBe(hall?.[DRAWN_AT_KEY]);
      const board = readFirstAnswers(
        doc(await renderDocument(template, { search: '', ...hallServer })),
      );
      expect(board && DRAWN_AT_KEY in board).toBe(false);
    });

    it('hands the page a hall it hydrates without a call or a mismatch', async () => {
      const address = '/?view=hall';
      const html = await renderDocument(template, { search: '?view=hall', ...hallServer });
      const served = doc(html);
      const answers = readFirstAnswers(served);
      if (!answers) throw new Error('no embedded answers');
      const { live, calls } = pendingClient();
      window.history.replaceState(null, '', address);
      const { store, stop } = startPage({ client: answeringFrom(answers, live) });
      await new Promise((resolve) => setTimeout(resolve));
      expect(calls).toEqual([]);
      expect(store.getState().state.hallLoad.status).toBe('loaded');
      const container = document.createElement('div');
      container.innerHTML = served.getElementById('root')?.innerHTML ?? '';
      document.body.append(container);
      const { root, mismatch } = await hydratePage(container, <App store={store} />);
      expect(mismatch).toBeNull();
      act(() => root.unmount());
      container.remove();
      stop();
    });
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

describe('renderDocument with a community look', () => {
  const input = makeRenderInput;
  const site = {
    name: ' The Island ',
    logoUrl: '/site/logo.1a2b3c.png',
    logoType: 'image/png' as const,
    accent: '#1B2A4A',
  };

  it("shows the community's name in the header and the title, LEADERBOARDS kept", async () => {
    const page = doc(await renderDocument(template, input(site)));
    expect(page.title).toBe('The Island · ARK Leaderboards');
    const header = page.querySelector('header');
    expect(header?.textContent).toContain('The Island');
    expect(header?.querySelector('h1')?.textContent).toBe('LEADERBOARDS');
  });

  it("shows the community's logo, named, sized, and links it as the icon", async () => {
    const page = doc(await renderDocument(template, input(site)));
    const logo = page.querySelector('header img');
    expect(logo?.getAttribute('src')).toBe('/site/logo.1a2b3c.png');
    expect(logo?.getAttribute('alt')).toBe('The Island');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['44', '44']);
    const icons = [...page.head.querySelectorAll('link[rel="icon"]')];
    expect(icons.map((icon) => [icon.getAttribute('href'), icon.getAttribute('type')])).toEqual([
      ['/site/logo.1a2b3c.png', 'image/png'],
    ]);
  });

  it("puts the accent's styles last in the head, after the stylesheet", async () => {
    const html = await renderDocument(template, input(site));
    const style = `<style>${accentStyles('#1b2a4a')}</style></head>`;
    expect(html).toContain(style);
    expect(doc(html).head.lastElementChild?.tagName).toBe('STYLE');
  });

  it('embeds the look the page was drawn with beside the answers, read and cleaned', async () => {
    const page = doc(await renderDocument(template, input(site)));
    const answers = JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}');
    expect(answers.site).toEqual({ ...site, name: 'The Island', accent: '#1b2a4a' });
  });

  it('draws a hostile name as text, in the header, the title and the embedded data', async () => {
    const name = '</title><script>x()</script><img src=x onerror=y()>';
    const html = await renderDocument(template, input({ name }));
    const page = doc(html);
    expect(page.title).toBe(`${name} · ARK Leaderboards`);
    expect(page.querySelector('header')?.textContent).toContain(name);
    expect(page.querySelectorAll('img, script:not([type])')).toHaveLength(1);
    expect(JSON.parse(page.getElementById('ark-answers')?.textContent ?? '{}').site.name).toBe(
      name,
    );
  });

  it('refuses a look that is not one (the server reads its config first)', async () => {
    await expect(renderDocument(template, input({ accent: 'red' }))).rejects.toThrow('#rrggbb');
  });

  it('leaves the head and the data as they are without a look', async () => {
    const html = await renderDocument(template, input());
    const head = template.slice(0, template.indexOf('<!--ark-head-->'));
    expect(html.startsWith(head)).toBe(true);
    expect(html).toContain('</title>');
    expect(html).not.toContain('<style>');
    expect(JSON.parse(doc(html).getElementById('ark-answers')?.textContent ?? '{}').site).toBe(
      undefined,
    );
  });
});

describe('renderDocument in a language', () => {
  it('draws the page, its <html lang>, title and description in the language given', async () => {
    const html = await renderDocument(template, { ...makeRenderInput(), language: 'de' });
    const page = doc(html);
    expect(page.documentElement.getAttribute('lang')).toBe('de');
    expect(page.title).toBe('ARK-Bestenlisten');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Bestenlisten der Stämme und Spieler/,
    );
    const root = page.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('BESTENLISTEN');
    expect(root?.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
      'Nach Stämmen suchen',
    );
    expect(root?.textContent).not.toContain('Tribe Leaderboard');
  });

  it("embeds the language's catalog beside the answers, and none for English", async () => {
    const german = doc(await renderDocument(template, { ...makeRenderInput(), language: 'ru' }));
    const answers = JSON.parse(german.getElementById('ark-answers')?.textContent ?? '{}');
    expect(answers.catalog.code).toBe('ru');
    expect(answers.catalog.messages['search.button']).toBe('Найти');
    const english = doc(await renderDocument(template, makeRenderInput()));
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    expect(JSON.parse(english.getElementById('ark-answers')?.textContent ?? '{}').catalog).toBe(
      undefined,
    );
  });

  it("puts the community's name before the language's title", async () => {
    const input = { ...makeRenderInput({ name: 'Die Insel' }), language: 'de' as const };
    expect(doc(await renderDocument(template, input)).title).toBe('Die Insel · ARK-Bestenlisten');
  });

  it('draws English for a language it does not know', async () => {
    const input = { ...makeRenderInput(), language: 'xx' as 'de' };
    expect(doc(await renderDocument(template, input)).documentElement.lang).toBe('en');
  });
});

describe('renderDocument with a link preview', () => {
  const summary = {
    title: 'Top tribes by score · Solos',
    siteName: 'The Island',
    url: 'https://ark.example/?cluster=SOLO',
    filter: 'tribe_score' as const,
    valueLabel: 'score',
    rows: [{ rank: 1, name: '"><script>x()</script>', value: '1,234' }],
    updatedAt: null,
  };
  const preview = { summary, imageUrl: 'https://ark.example/og.png?cluster=SOLO' };

  it("puts the board's Open Graph tags in the head, escaped, and no script", async () => {
    const html = await renderDocument(template, { ...makeRenderInput(), preview });
    const head = doc(html).head;
    const meta = (property: string) =>
      head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Top tribes by score · Solos');
    expect(meta('og:description')).toBe('1. "><script>x()</script> — 1,234 score');
    expect(meta('og:image')).toBe(preview.imageUrl);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(head.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(html).not.toContain('<script>x()');
  });

  it('adds no tags without one', async () => {
    const html = await renderDocument(template, makeRenderInput());
    expect(html).not.toContain('og:title');
  });
});

/** The CSP source of an element's text, as a browser computes it. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes the inline script as the document carries it, not the data block or a src script', async () => {
    const page = doc(prerender(template));
    const inline = [...page.querySelectorAll('script:not([src]):not([type])')];
    expect(inline).toHaveLength(1);
    expect(inlineHashes(prerender(template))).toEqual({
      'script-src': [sha256(inline[0]?.textContent ?? '')],
      'style-src': [],
    });
  });

  it('hashes inline styles and skips JSON data blocks', () => {
    const html =
      '<script type="application/json">{"a":1}</script><script src="/x.js"></script>' +
      '<style>:root{--a:1}</style><script type="module">go()</script>';
    expect(inlineHashes(html)).toEqual({
      'script-src': [sha256('go()')],
      'style-src': [sha256(':root{--a:1}')],
    });
  });
});

describe('cspSources', () => {
  it("is the template's inline script, and the accent's style when the look has one", () => {
    const script = inlineHashes(template)['script-src'];
    expect(cspSources(undefined, template)).toEqual({ 'script-src': script, 'style-src': [] });
    expect(cspSources({ name: 'The Island' }, template)['style-src']).toEqual([]);
    expect(cspSources({ accent: '#FF0000' }, template)).toEqual({
      'script-src': script,
      'style-src': [sha256(accentStyles('#ff0000'))],
    });
  });
});
