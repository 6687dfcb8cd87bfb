import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startTestServer, type TestServer } from '@ark/test-support';
import { HTTPError } from 'ky';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createLeaderboardClient,
  DEFAULT_TIMEOUT_MS,
  detailQuery,
  detailRequestOf,
  rankingsQuery,
  readRankingResult,
} from './client';
import { sampleRanking } from './sample';
import { FALLBACK_CLUSTERS } from './state';
import {
  makePlayerAnswer,
  makePlayerRow,
  makeRequest,
  makeSeasons,
  makeTribeAnswer,
  makeTribeRow,
} from './testing';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: TestServer;
let baseUrl = '';
let handler: Handler = (_req, res) => res.end();
const seen: URL[] = [];
const accepts: (string | undefined)[] = [];

const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) =>
    sendJson(res, body, status);

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    accepts.push(req.headers.accept);
    handler(req, res);
  });
  baseUrl = server.baseUrl;
});

afterEach(() => {
  seen.length = 0;
  accepts.length = 0;
});

// Ends the requests left hanging by the timeout and abort tests too.
afterAll(() => server.close());

const makeLogger = () => ({ error: vi.fn(), warn: vi.fn() });
// Retries go at once: the tests wait on answers, never on the clock.
const makeClient = (logger = makeLogger()) =>
  createLeaderboardClient({ baseUrl, logger, retryDelay: () => 0 });

/** A handler that never answers and calls `arrived` when the request reaches the server. */
const hangingThen =
  (arrived: () => void): Handler =>
  () =>
    arrived();

/**
 * A call that meets the timeout: the clock is faked, the request held by the server, and the
 * client's whole timeout (DEFAULT_TIMEOUT_MS) passed once the request has arrived.
 */
async function timedOut<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const arrived = new Promise<void>((resolve) => {
      handler = hangingThen(resolve);
    });
    const pending = call();
    await arrived;
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    return await pending;
  } finally {
    vi.useRealTimers();
  }
}

/** A signal its test aborts with `reason` the moment the request reaches the server. */
function abortedOnArrival(reason?: unknown): AbortSignal {
  const controller = new AbortController();
  handler = hangingThen(() => controller.abort(reason));
  return controller.signal;
}
const pagination = { total_pages: 3, current_page: 1, next: 2, prev: 0, total_records: 45 };
const tribeRow = makeTribeRow();
const playerRow = makePlayerRow({ rank: 2 });
/** Requests of one test, told apart by its search text. */
const callsWith = (search: string) =>
  seen.filter((url) => url.searchParams.get('search') === search).length;
/** The error the client logged with its fallback, the second argument of its one `error` call. */
const loggedError = (logger: ReturnType<typeof makeLogger>) => logger.error.mock.calls[0]?.[1];

describe('createLeaderboardClient', () => {
  describe('clusters', () => {
    it('loads the tribe and the player cluster lists from their own paths', async () => {
      const list = [{ key: 'PVE', display: 'PvE' }];
      handler = json(list);
      const client = makeClient();
      expect(await client.clusters('tribes')).toEqual(list);
      expect(await client.clusters('players')).toEqual(list);
      expect(seen.map((url) => url.pathname)).toEqual([
        '/api/ark/tribe_rankings/clusters',
        '/api/ark/player_rankings/clusters',
      ]);
    });

    it('uses the fallback clusters and logs when the cluster list request fails', async () => {
      handler = json({ error: 'boom' }, 500);
      const logger = makeLogger();
      expect(await makeClient(logger).clusters('tribes')).toEqual(FALLBACK_CLUSTERS);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it('uses the fallback clusters and logs when the cluster list comes back empty', async () => {
      handler = json([]);
      const logger = makeLogger();
      expect(await makeClient(logger).clusters('players')).toEqual(FALLBACK_CLUSTERS);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it('uses the fallback clusters and logs when the cluster list is not a list of clusters', async () => {
      handler = json([{ key: 'SOLO' }]);
      const logger = makeLogger();
      expect(await makeClient(logger).clusters('tribes')).toEqual(FALLBACK_CLUSTERS);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it("asks for an archived season's clusters, and sends no season for the current one", async () => {
      handler = json([{ key: 'SOLO', display: 'Solos' }]);
      const client = makeClient();
      await client.clusters('tribes', { season: 3 });
      await client.clusters('tribes', { season: null });
      expect(seen.map((url) => url.search)).toEqual(['?season=3', '']);
    });

    it('gives a copy of the fallback clusters that callers may change safely', async () => {
      handler = json([]);
      const list = await makeClient().clusters('tribes');
      expect(list).not.toBe(FALLBACK_CLUSTERS);
      expect(list[0]).not.toBe(FALLBACK_CLUSTERS[0]);
    });
  });

  describe('rankings', () => {
    it('loads tribe rankings with search, filter, cluster and a zero-based page', async () => {
      handler = json({ ranking_data: [tribeRow], pagination, updated_at: '2026-11-01T00:00:00Z' });
      const result = await makeClient().rankings(
        makeRequest({ search: 'rex', filter: 'kills', cluster: 'DUO', page: 1 }),
      );
      expect(result).toEqual({
        view: 'tribes',
        rows: [tribeRow],
        pagination,
        isSample: false,
        updatedAt: '2026-11-01T00:00:00Z',
      });
      const url = seen[0];
      expect(url?.pathname).toBe('/api/ark/tribe_rankings');
      expect(accepts[0]).toBe('application/json');
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
        search: 'rex',
        filter: 'kills',
        cluster: 'DUO',
        page: '1',
      });
    });

    it('sends a period last, and no range for the all-time board (the seed call)', async () => {
      handler = json({ ranking_data: [], pagination });
      const client = makeClient();
      await client.rankings(makeRequest({ search: 'weekly', range: 'week', page: 1 }));
      await client.rankings(makeRequest({ search: 'all-time', range: 'all' }));
      expect(seen.find((url) => url.searchParams.get('search') === 'weekly')?.search).toBe(
        '?search=weekly&filter=tribe_score&cluster=SOLO&page=1&range=week',
      );
      expect(seen.find((url) => url.searchParams.get('search') === 'all-time')?.search).toBe(
        '?search=all-time&filter=tribe_score&cluster=SOLO&page=0',
      );
    });

    it('sends the chosen season, after the other params', async () => {
      handler = json({ ranking_data: [], pagination });
      await makeClient().rankings(makeRequest({ search: 'in-season', season: 2 }));
      expect(seen[0]?.search).toBe(
        '?search=in-season&filter=tribe_score&cluster=SOLO&page=0&season=2',
      );
    });

    it('loads player rankings, with no data date when the answer has none', async () => {
      handler = json({ ranking_data: [playerRow], pagination });
      const result = await makeClient().rankings(
        makeRequest({ view: 'players', filter: 'deaths' }),
      );
      expect(result).toEqual({
        view: 'players',
        rows: [playerRow],
        pagination,
        isSample: false,
        updatedAt: null,
      });
      expect(seen[0]?.pathname).toBe('/api/ark/player_rankings');
    });

    it('sends an empty search on a load without a search', async () => {
      handler = json({ ranking_data: [], pagination });
      await makeClient().rankings(makeRequest());
      expect(seen[0]?.searchParams.has('search')).toBe(true);
      expect(seen[0]?.searchParams.get('search')).toBe('');
    });

    it('parses numbers that arrive as strings', async () => {
      const row = { ...tribeRow, DamageScore: '9007199254', TotalKills: '12', KD: '1.25' };
      const stringPagination = { ...pagination, total_pages: '3', total_records: '45' };
      handler = json({ ranking_data: [row], pagination: stringPagination });
      const result = await makeClient().rankings(makeRequest());
      expect(result.rows[0]).toMatchObject({ DamageScore: 9007199254, TotalKills: 12, KD: '1.25' });
      expect(result.pagination).toMatchObject({ total_pages: 3, total_records: 45 });
      expect(result.isSample).toBe(false);
    });

    it("shows the rows of a backend in the community sites' shape, logging the rows it dropped", async () => {
      handler = json({
        ranking_data: [
          { rank: 1, TribeName: 'Alpha', Kills: 10, Deaths: 2 },
          { rank: 2, TribeName: 'Broken', DamageScore: 'n/a' },
        ],
        pagination: { total_pages: 2, current_page: 0, next: 'http://x/?page=1', prev: null },
      });
      const logger = makeLogger();
      const result = await makeClient(logger).rankings(makeRequest());
      expect(result.isSample).toBe(false);
      expect(result.rows).toHaveLength(1);
      expect(result.rows[0]).toMatchObject({ TribeName: 'Alpha', TotalKills: 10, TotalDeaths: 2 });
      expect(result.pagination).toMatchObject({ total_pages: 2, current_page: 0, next: 1 });
      expect(logger.error).toHaveBeenCalledOnce();
      expect(String(logger.error.mock.calls[0]?.[0])).toContain('row 1: DamageScore');
    });

    const failures: [string, Handler][] = [
      ['the server answers 500', json({ error: 'boom' }, 500)],
      [
        'the server answers an HTML page',
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<!doctype html><title>Bad gateway</title>');
        },
      ],
      ['the answer has the wrong types', json({ ranking_data: [{ rank: 'first' }], pagination })],
      ['the answer has no pagination', json({ ranking_data: [tribeRow] })],
    ];
    for (const [when, failing] of failures) {
      it(`logs the error and shows the built-in sample when ${when}`, async () => {
        handler = failing;
        const logger = makeLogger();
        const request = makeRequest({ page: 1 });
        const result = await makeClient(logger).rankings(request);
        expect(result).toEqual(sampleRanking(request));
        expect(result.isSample).toBe(true);
        expect(logger.error).toHaveBeenCalledOnce();
      });
    }

    it('logs the error and shows the built-in sample when the server never answers in time', async () => {
      const logger = makeLogger();
      const client = makeClient(logger);
      const result = await timedOut(() => client.rankings(makeRequest({ view: 'players' })));
      expect(result).toMatchObject({ view: 'players', isSample: true });
      expect(logger.error).toHaveBeenCalledOnce();
      expect(loggedError(logger)).toMatchObject({ name: 'TimeoutError' });
    });

    it('retries a 5xx twice, warning each time, then logs the status and shows the sample', async () => {
      handler = json({}, 503);
      const logger = makeLogger();
      const result = await makeClient(logger).rankings(makeRequest({ search: 'retried' }));
      expect(result.isSample).toBe(true);
      expect(callsWith('retried')).toBe(3);
      expect(logger.warn).toHaveBeenCalledTimes(2);
      expect(loggedError(logger)).toBeInstanceOf(HTTPError);
      expect((loggedError(logger) as HTTPError).response.status).toBe(503);
    });

    it('does not retry a 4xx', async () => {
      handler = json({}, 404);
      const logger = makeLogger();
      const result = await makeClient(logger).rankings(makeRequest({ search: 'not-retried' }));
      expect(result.isSample).toBe(true);
      expect(callsWith('not-retried')).toBe(1);
      expect(loggedError(logger)).toBeInstanceOf(HTTPError);
    });

    it('shows the rows of a retry that succeeds', async () => {
      handler = (req, res) => {
        const first = callsWith('retry-ok') === 1 && req.url?.includes('search=retry-ok');
        if (first) res.writeHead(502).end('bad gateway');
        else json({ ranking_data: [tribeRow], pagination })(req, res);
      };
      const result = await makeClient().rankings(makeRequest({ search: 'retry-ok' }));
      expect(result).toMatchObject({ isSample: false, rows: [tribeRow] });
      expect(callsWith('retry-ok')).toBe(2);
    });

    it('logs the error and shows the built-in sample when the network fails', async () => {
      const logger = makeLogger();
      const client = createLeaderboardClient({
        baseUrl: 'http://127.0.0.1:9',
        logger,
        retryDelay: () => 0,
      });
      expect((await client.rankings(makeRequest())).isSample).toBe(true);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it('rejects without falling back when the call is aborted', async () => {
      const logger = makeLogger();
      const signal = abortedOnArrival();
      const pending = makeClient(logger).rankings(makeRequest(), { signal });
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('rejects with the signal’s reason when aborted with one, for clusters too', async () => {
      const reason = new Error('superseded');
      const pending = makeClient().clusters('tribes', { signal: abortedOnArrival(reason) });
      await expect(pending).rejects.toBe(reason);
    });

    it('rejects with the signal’s reason when the signal was aborted before the call', async () => {
      const reason = new Error('superseded');
      const logger = makeLogger();
      const signal = AbortSignal.abort(reason);
      await expect(makeClient(logger).rankings(makeRequest(), { signal })).rejects.toBe(reason);
      await expect(makeClient(logger).clusters('players', { signal })).rejects.toBe(reason);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('calls /api/ark/... on the page’s own origin when no baseUrl is given', async () => {
      // A path without an origin is what a browser resolves against the page itself.
      const urls: string[] = [];
      const fetchStub = async (input: string | URL | Request) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return Response.json({ ranking_data: [], pagination });
      };
      vi.stubGlobal('location', new URL('https://page.example/?view=tribes'));
      try {
        const client = createLeaderboardClient({ fetch: fetchStub as typeof fetch });
        const result = await client.rankings(makeRequest());
        expect(result.isSample).toBe(false);
      } finally {
        vi.unstubAllGlobals();
      }
      expect(urls).toEqual([
        'https://page.example/api/ark/tribe_rankings?search=&filter=tribe_score&cluster=SOLO&page=0',
      ]);
    });

    it('uses the fetch it is given, and a baseUrl with a trailing slash', async () => {
      handler = json({ ranking_data: [], pagination });
      const fetchSpy = vi.fn(fetch);
      const client = createLeaderboardClient({ baseUrl: `${baseUrl}/`, fetch: fetchSpy });
      await client.rankings(makeRequest());
      expect(fetchSpy).toHaveBeenCalledOnce();
      expect(seen[0]?.pathname).toBe('/api/ark/tribe_rankings');
    });
  });

  /**
   * The cases every probe meets alike (docs/adr/0017-detail-view.md): any failure, `bad` being an
   * answer of another shape, is a backend without the call, said once in the console, never retried.
   */
  function itTakesFailuresAsNoCall(probe: 'seasons' | 'ranges', bad: unknown): void {
    const path = `/api/ark/${probe}`;
    const failures: [string, Handler][] = [
      ['the call is not there (404)', json({ error: { code: 'not_found' } }, 404)],
      [
        'the server answers its page instead (HTML)',
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<!doctype html><title>ARK</title>');
        },
      ],
      [`the answer is not a list of ${probe}`, json(bad)],
      ['the server fails (500), without retrying', json({ error: 'boom' }, 500)],
    ];
    for (const [when, failing] of failures) {
      it(`answers null and logs once when ${when}`, async () => {
        handler = failing;
        const logger = makeLogger();
        expect(await makeClient(logger)[probe]()).toBeNull();
        expect(logger.error).toHaveBeenCalledOnce();
        expect(String(logger.error.mock.calls[0]?.[0])).toContain(`no ${probe} call`);
        expect(logger.warn).not.toHaveBeenCalled();
        expect(seen.filter((url) => url.pathname === path)).toHaveLength(1);
      });
    }

    it('answers null and logs once when the server never answers in time', async () => {
      const logger = makeLogger();
      const client = makeClient(logger);
      expect(await timedOut<unknown>(() => client[probe]())).toBeNull();
      expect(loggedError(logger)).toMatchObject({ name: 'TimeoutError' });
    });

    it('rejects with the signal’s reason when aborted, without logging', async () => {
      const reason = new Error('stopped');
      const logger = makeLogger();
      const pending = makeClient(logger)[probe]({ signal: abortedOnArrival(reason) });
      await expect(pending).rejects.toBe(reason);
      expect(logger.error).not.toHaveBeenCalled();
    });
  }

  describe('seasons', () => {
    it('reads the archived seasons, the capability probe of an extended backend', async () => {
      const seasons = makeSeasons(2);
      handler = json(seasons);
      expect(await makeClient().seasons()).toEqual(seasons);
      expect(seen.map((url) => url.pathname)).toEqual(['/api/ark/seasons']);
    });

    it('reads an empty list as an extended backend with no archived season', async () => {
      handler = json([]);
      expect(await makeClient().seasons()).toEqual([]);
    });

    itTakesFailuresAsNoCall('seasons', { seasons: [] });
  });

  describe('ranges', () => {
    it('reads the ranges offered, the probe of a backend with ranges', async () => {
      handler = json({ ranges: ['all', 'day', 'week'], timezone: 'UTC', week_start: 'monday' });
      expect(await makeClient().ranges()).toEqual(['all', 'day', 'week']);
      expect(seen.map((url) => url.pathname)).toEqual(['/api/ark/ranges']);
    });

    itTakesFailuresAsNoCall('ranges', ['all', 'week']);
  });

  describe('population', () => {
    it("asks for the cluster's population and hands its answer on as sent", async () => {
      const answer = { cluster: 'ASA', timezone: 'UTC', start: null, hours: [] };
      handler = json(answer);
      expect(await makeClient().population('ASA')).toEqual(answer);
      expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
        '/api/ark/population?cluster=ASA',
      ]);
    });

    it('answers null on a failure: the page draws no chart', async () => {
      handler = json({ error: { code: 'not_found', message: 'no' } }, 404);
      expect(await makeClient().population('GONE')).toBeNull();
    });
  });

  describe('compare', () => {
    const address = '/api/ark/compare?players=7%2C8&cluster=SOLO&range=week';

    it('asks for the comparison at its address and hands the answer on as sent', async () => {
      const answer = { board: 'players', entries: [], left_out: [] };
      handler = json(answer);
      expect(await makeClient().compare(address)).toEqual(answer);
      expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([address]);
    });

    it('answers null on a failure: the view says it could not load', async () => {
      handler = json({ error: { code: 'bad_compare_list', message: 'no' } }, 400);
      expect(await makeClient().compare(address)).toBeNull();
    });
  });

  describe('player', () => {
    const answer = makePlayerAnswer();
    const body = { player: answer.player, ranks: answer.ranks, updated_at: answer.updatedAt };

    it('loads a player by SteamID in a cluster and season, every digit of the id kept', async () => {
      handler = json(body);
      const result = await makeClient().player('76561198000000001', { cluster: 'DUO', season: 4 });
      expect(result).toEqual(answer);
      const call = seen.find((url) => url.pathname === '/api/ark/players/76561198000000001');
      expect(call?.search).toBe('?cluster=DUO&season=4');
    });

    it('asks in a period, and sends no range for the all-time board', async () => {
      handler = json(body);
      const client = makeClient();
      await client.player('71', { cluster: 'SOLO', range: 'last_week' });
      await client.player('72', { cluster: 'SOLO', range: 'all' });
      const search = (id: string) =>
        seen.find((url) => url.pathname === `/api/ark/players/${id}`)?.search;
      expect(search('71')).toBe('?cluster=SOLO&range=last_week');
      expect(search('72')).toBe('?cluster=SOLO');
    });

    it('sends no season for the current season', async () => {
      handler = json(body);
      await makeClient().player('7', { cluster: 'SOLO', season: null });
      expect(seen.find((url) => url.pathname === '/api/ark/players/7')?.search).toBe(
        '?cluster=SOLO',
      );
    });

    it('answers null, without logging, for a hidden or unknown player (404 not_found)', async () => {
      handler = json(
        { error: { code: 'not_found', message: 'No player 7 in SOLO', allowed: [] } },
        404,
      );
      const logger = makeLogger();
      expect(await makeClient(logger).player('7', { cluster: 'SOLO' })).toBeNull();
      expect(logger.error).not.toHaveBeenCalled();
    });

    const failures: [string, Handler][] = [
      ['a 404 that is not an error answer', (_req, res) => res.writeHead(404).end('Not Found')],
      ['a 400 bad_id', json({ error: { code: 'bad_id', message: 'x', allowed: [] } }, 400)],
      ['an answer without the player', json({ ranks: [] })],
      [
        'an HTML page',
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<!doctype html>');
        },
      ],
    ];
    for (const [when, failing] of failures) {
      it(`rejects and logs once for ${when}, never making up a player`, async () => {
        handler = failing;
        const logger = makeLogger();
        await expect(makeClient(logger).player('7', { cluster: 'SOLO' })).rejects.toBeInstanceOf(
          Error,
        );
        expect(logger.error).toHaveBeenCalledOnce();
      });
    }

    it('retries a 5xx twice like the rankings, then rejects', async () => {
      handler = json({}, 503);
      const logger = makeLogger();
      const pending = makeClient(logger).player('503503', { cluster: 'SOLO' });
      await expect(pending).rejects.toBeInstanceOf(HTTPError);
      expect(seen.filter((url) => url.pathname.endsWith('/503503'))).toHaveLength(3);
    });

    it('rejects with the signal’s reason when aborted, without logging', async () => {
      const reason = new Error('another panel');
      const logger = makeLogger();
      const options = { cluster: 'SOLO', signal: abortedOnArrival(reason) };
      const pending = makeClient(logger).player('7', options);
      await expect(pending).rejects.toBe(reason);
      expect(logger.error).not.toHaveBeenCalled();
    });
  });

  describe('tribe', () => {
    const answer = makeTribeAnswer({ count: 2, page: 1, totalPages: 2 });
    const body = {
      tribe: answer.tribe,
      ranks: answer.ranks,
      members: { ranking_data: answer.members.rows, pagination: answer.members.pagination },
      updated_at: answer.updatedAt,
    };

    it('loads a tribe by TribeID with a page of its members', async () => {
      handler = json(body);
      const result = await makeClient().tribe('1001', { cluster: 'SOLO', page: 1 });
      expect(result).toEqual(answer);
      const call = seen.find((url) => url.pathname === '/api/ark/tribes/1001');
      expect(call?.search).toBe('?cluster=SOLO&page=1');
    });

    it("asks for a tribe's members in a period, the range last", async () => {
      handler = json(body);
      await makeClient().tribe('1002', { cluster: 'SOLO', page: 1, range: 'month' });
      const call = seen.find((url) => url.pathname === '/api/ark/tribes/1002');
      expect(call?.search).toBe('?cluster=SOLO&page=1&range=month');
    });

    it('keeps the members it can read and logs the ones it cannot', async () => {
      const rows = [...body.members.ranking_data, { PlayerName: 'Broken', PlayerKills: 'many' }];
      handler = json({ ...body, members: { ...body.members, ranking_data: rows } });
      const logger = makeLogger();
      const result = await makeClient(logger).tribe('1001', { cluster: 'SOLO' });
      expect(result?.members.rows).toHaveLength(2);
      expect(logger.error).toHaveBeenCalledOnce();
      expect(String(logger.error.mock.calls[0]?.[0])).toContain('members.2: PlayerKills');
    });

    it('answers null for a hidden or unknown tribe', async () => {
      handler = json({ error: { code: 'not_found', message: 'No tribe 9', allowed: [] } }, 404);
      expect(await makeClient().tribe('9', { cluster: 'SOLO' })).toBeNull();
    });
  });
});

describe('rankingsQuery', () => {
  it('names every param in the order the client sends them, page zero-based', () => {
    const query = rankingsQuery(makeRequest({ view: 'players', filter: 'deaths', page: 1 }));
    expect(query.toString()).toBe('search=&filter=deaths&cluster=SOLO&page=1');
  });

  it('names the online filter after the period, and nothing without it', () => {
    const players = { view: 'players', filter: 'kills' } as const;
    expect(rankingsQuery(makeRequest({ ...players, range: 'week', online: true })).toString()).toBe(
      'search=&filter=kills&cluster=SOLO&page=0&range=week&online=1',
    );
    expect(rankingsQuery(makeRequest({ ...players, online: false })).toString()).toBe(
      'search=&filter=kills&cluster=SOLO&page=0',
    );
  });

  it('names a period last and leaves out the all-time board, so its call is the seed’s', () => {
    expect(rankingsQuery(makeRequest({ range: 'day' })).toString()).toBe(
      'search=&filter=tribe_score&cluster=SOLO&page=0&range=day',
    );
    expect(rankingsQuery(makeRequest({ range: 'all' })).toString()).toBe(
      'search=&filter=tribe_score&cluster=SOLO&page=0',
    );
  });
});

describe('detailQuery', () => {
  it("names a call's params in the order the client sends them: members page for a tribe only", () => {
    const tribe = detailRequestOf('tribe', '1001', { cluster: 'SOLO', page: 1, range: 'week' });
    expect(detailQuery(tribe).toString()).toBe('cluster=SOLO&page=1&range=week');
    const player = detailRequestOf('player', '7', { cluster: 'DUO', season: 4, page: 3 });
    expect(detailQuery(player).toString()).toBe('cluster=DUO&season=4');
  });
});

describe('detailRequestOf', () => {
  it('fills in the current season, the all-time board and members page 0', () => {
    expect(detailRequestOf('tribe', '1001', { cluster: 'SOLO' })).toEqual({
      kind: 'tribe',
      id: '1001',
      cluster: 'SOLO',
      season: null,
      range: 'all',
      page: 0,
    });
  });
});

describe('readRankingResult', () => {
  it('reads an answer as a live result, dropping and logging a bad row', () => {
    const logger = makeLogger();
    const body = { ranking_data: [tribeRow, { rank: 'x' }], pagination, updated_at: null };
    const result = readRankingResult('tribes', body, logger);
    expect(result).toMatchObject({ view: 'tribes', isSample: false, rows: [tribeRow] });
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/Dropped 1 unreadable ranking rows: row 1/);
  });

  it('throws on an answer with no pagination', () => {
    expect(() => readRankingResult('players', { ranking_data: [] }, makeLogger())).toThrow();
  });
});
