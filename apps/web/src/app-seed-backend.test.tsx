import {
  clustersPath,
  createLeaderboardClient,
  FALLBACK_CLUSTERS,
  PAGE_SIZE,
  paginate,
  RANKINGS_PATHS,
} from '@ark/core';
import { makePlayerRow, makeTribeRow } from '@ark/core/testing';
import { sendJson, startTestServer, type TestServer } from '@ark/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

// A backend with only the seed's four calls: anything else, the seasons and ranges calls
// included, is the HTML 404 such a server answers.
let server: TestServer;
let baseUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(`${url.pathname}${url.search}`);
    const json = (body: unknown) => sendJson(res, body);
    const pagination = paginate(0, 2 * PAGE_SIZE);
    if (url.pathname === clustersPath('tribes') || url.pathname === clustersPath('players')) {
      return json(FALLBACK_CLUSTERS);
    }
    if (url.pathname === RANKINGS_PATHS.tribes) {
      const rows = [makeTribeRow({ rank: 1, TribeName: 'Seed Tribe' })];
      return json({ ranking_data: rows, pagination });
    }
    if (url.pathname === RANKINGS_PATHS.players) {
      const rows = [makePlayerRow({ rank: 1, PlayerName: 'Seed Player' })];
      return json({ ranking_data: rows, pagination });
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Not Found</title><p>Cannot GET</p>');
  });
  baseUrl = server.baseUrl;
});

afterAll(() => server.close());

/** Real HTTP calls on 2 shared cores: under load a first answer took over the 1 s default. */
const SLOW = { timeout: 10_000 };

function seedPage(address: string) {
  const logger = { error: vi.fn() };
  const client = createLeaderboardClient({ baseUrl, logger });
  return { ...renderPage(address, client), logger };
}

describe('a seed-only backend (docs/adr/0017-detail-view.md, with the real core client)', () => {
  it('works as before: plain names, no Season or Period dropdown, no error shown', async () => {
    seen.length = 0;
    const { user, logger } = seedPage('/');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Seed Tribe')).toBeInTheDocument();
    // The probes have answered (and been logged) before the page is checked for their absence.
    await waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2), SLOW);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Season / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Period / })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(
      screen.queryByText('Live rankings are unavailable right now. Showing sample data.'),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(
      () =>
        expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
          'Page 2 of 2',
        ),
      SLOW,
    );
    await user.click(screen.getByRole('tab', { name: /Player/ }));
    expect(await screen.findByRole('rowheader', { name: 'Seed Player' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByRole('button')).not.toBeInTheDocument();
    // Each probe was made once, no detail call was ever made, and no call named a range.
    expect(seen.filter((path) => path.endsWith('/seasons'))).toHaveLength(1);
    expect(seen.filter((path) => path.endsWith('/ranges'))).toHaveLength(1);
    expect(seen.filter((path) => /\/(players|tribes)\/\d/.test(path))).toHaveLength(0);
  });

  it('ignores a shared link to a panel or a season and cleans the address', async () => {
    const { logger } = seedPage('/?view=players&season=2&player=76561198000000001');
    await waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2), SLOW);
    await waitFor(() => expect(window.location.search).toBe('?view=players'), SLOW);
    expect(await screen.findByRole('rowheader', { name: 'Seed Player' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores range= in a shared link: the all-time board, fetched once, the address cleaned', async () => {
    seen.length = 0;
    const { logger } = seedPage('/?view=players&range=week');
    expect(await screen.findByRole('rowheader', { name: 'Seed Player' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2), SLOW);
    await waitFor(() => expect(window.location.search).toBe('?view=players'), SLOW);
    expect(screen.queryByRole('button', { name: /^Period / })).not.toBeInTheDocument();
    // The week was never asked of a backend that cannot answer it.
    expect(seen.filter((call) => call.startsWith(`${RANKINGS_PATHS.players}?`))).toHaveLength(1);
    expect(seen.filter((call) => call.includes('range='))).toEqual([]);
  });
});
