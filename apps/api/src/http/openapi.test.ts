import {
  COMPARE_PATH,
  clustersParamsWireSchema,
  DETAIL_PATHS,
  type DetailKind,
  detailParamsWireSchema,
  filterOptions,
  HALL_PATH,
  HALL_SECTIONS,
  hallParamsWireSchema,
  historyPath,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  OPENAPI_PATH,
  POPULATION_HOURS,
  POPULATION_PATH,
  populationParamsWireSchema,
  RANGES_PATH,
  RANKINGS_PATHS,
  RowIdWireSchema,
  rankingParamsWireSchema,
  SEASONS_PATH,
  VIEWS,
  type View,
} from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { fakeStore } from '../../test/fake-store';
import { duoFixture, soloFixture } from '../../test/fixture';
import { BERLIN, importRace, RACE_TIMES } from '../../test/race';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { writeSessions } from '../store/game-log-sessions';
import { writeLogOffset } from '../store/log-offsets';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';
import { COMPONENTS, type ComponentName, OPENAPI_DOCUMENT } from './openapi';

interface Documented {
  path: string;
  status: string;
  component: ComponentName | null;
}

/** Every response the document describes: path, status and the component its body follows. */
function documentedResponses(): Documented[] {
  return Object.entries(OPENAPI_DOCUMENT.paths).flatMap(([path, { get }]) =>
    Object.entries(get.responses).map(([status, response]) => {
      const ref = response.content?.['application/json'].schema.$ref ?? null;
      return { path, status, component: (ref?.split('/').pop() as ComponentName) ?? null };
    }),
  );
}

/** A request of one rankings call and what the server must answer. */
interface Case {
  query: string;
  status: 200 | 400;
  /** Whether the document's params schema accepts it; unset when no schema can tell (a cluster the store lacks). */
  documented?: boolean;
}

function rankingCases(view: View): Case[] {
  const ok = (query: string): Case => ({ query, status: 200, documented: true });
  const refused = (query: string): Case => ({ query, status: 400, documented: false });
  const own = filterOptions(view).map((option) => option.wire);
  const others = VIEWS.flatMap((v) => filterOptions(v).map((option) => option.wire)).filter(
    (wire) => !own.includes(wire),
  );
  return [
    ok(''),
    ok('?search=&filter=kills&cluster=SOLO&page=0'),
    ok('?search=a&cluster=DUO'),
    ok('?search=nobody-has-this'),
    ok(`?search=${'x'.repeat(MAX_SEARCH_LENGTH)}`),
    ok('?page=1'),
    ok(`?page=${MAX_PAGE}`),
    ...own.map((wire) => ok(`?filter=${wire}`)),
    ok('?season=1'),
    ok('?season=1&search=a&page=1'),
    ok('?range=all'),
    ok('?range=week'),
    ok('?season=1&range=all'),
    ...['day', 'week', 'month', 'last_week', 'last_month'].map((range) =>
      ok(`?cluster=RACE&range=${range}`),
    ),
    ok('?cluster=RACE&range=week&search=a'),
    ok('?cluster=RACE&range=week&page=9'),
    ok('?cluster=RACE&range=last_week&filter=deaths'),
    refused('?range=year'),
    refused('?range=All'),
    refused('?season=0'),
    refused('?season=x'),
    refused('?page=-1'),
    refused('?page=1.5'),
    refused(`?page=${MAX_PAGE + 1}`),
    refused(`?search=${'x'.repeat(MAX_SEARCH_LENGTH + 1)}`),
    refused('?filter=nonsense'),
    ...others.map((wire) => refused(`?filter=${wire}`)),
    // Refused for what no params schema can know: the store's clusters, a param given twice.
    { query: '?cluster=MOON', status: 400 },
    { query: '?page=1&page=2', status: 400 },
    { query: '?season=2', status: 400 },
    { query: '?season=1&range=week', status: 400 },
    { query: '?range=week&range=day', status: 400 },
  ];
}

/** A detail request: the id in the path, the query, and what the server must answer. */
interface DetailCase extends Omit<Case, 'status'> {
  id: string;
  status: 200 | 400 | 404;
}

function detailCases(kind: DetailKind, id: string): DetailCase[] {
  const ok = (query: string): DetailCase => ({ id, query, status: 200, documented: true });
  const refused = (query: string): DetailCase => ({ id, query, status: 400, documented: false });
  return [
    ok(''),
    ok('?cluster=SOLO'),
    ok('?cluster=SOLO&season=1'),
    ok('?cluster=SOLO&range=week'),
    ok('?cluster=SOLO&season=1&range=all'),
    ...(kind === 'tribe' ? [ok('?page=1'), ok(`?page=${MAX_PAGE}`), refused('?page=-1')] : []),
    refused('?season=0'),
    refused('?range=year'),
    { id, query: '?season=1&range=day', status: 400 },
    { id, query: '?season=2', status: 400 },
    { id, query: '?cluster=MOON', status: 400 },
    { id: '12345678901234567890', query: '', status: 404, documented: true },
    { id: '0002a1b2c3d4e5f60718293a4b5c6d7e', query: '', status: 404, documented: true },
    { id: 'x.1', query: '', status: 400 },
    { id: 'x'.repeat(65), query: '', status: 400 },
  ];
}

/** The params of a query as the document types them (page as a number). */
function asParams(query: string): Record<string, string | number> {
  const params: Record<string, string | number> = Object.fromEntries(new URLSearchParams(query));
  if (typeof params.page === 'string') params.page = Number(params.page);
  if (typeof params.season === 'string') params.season = Number(params.season);
  return params;
}

describe('OPENAPI_DOCUMENT', () => {
  it('is generated: every named schema of the document is one of core’s wire schemas', () => {
    expect(Object.keys(OPENAPI_DOCUMENT.components.schemas).sort()).toEqual(
      Object.keys(COMPONENTS).sort(),
    );
    for (const { component } of documentedResponses()) {
      if (component) expect(Object.keys(COMPONENTS)).toContain(component);
    }
  });

  it('is what the server serves at OPENAPI_PATH', async () => {
    const res = await createApp({ store: fakeStore() }).request(OPENAPI_PATH);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(
    `the document against real answers (${engine.name})`,
    () => {
      let db: Db;
      let empty: Db;
      let app: ReturnType<typeof createApp>;
      let emptyApp: ReturnType<typeof createApp>;
      /** The component each documented (path, status) body follows, ticked off as answers meet it. */
      const unmet = new Map<string, ComponentName | null>(
        documentedResponses().map((d) => [`${d.path} ${d.status}`, d.component]),
      );

      /** Requests `path`, checks the status, and checks the body against the documented schema. */
      async function answer(target: ReturnType<typeof createApp>, path: string, status: number) {
        const url = new URL(path, 'http://ark.test');
        // A detail or history call's path is documented with its {id} placeholder.
        const route = url.pathname.replace(/\/(players|tribes)\/[^/]+(\/history)?$/, '/$1/{id}$2');
        const key = `${route} ${status}`;
        const documented = documentedResponses().find(
          (d) => d.path === route && d.status === String(status),
        );
        expect(documented, `${key} is not in the document`).toBeDefined();
        const res = await target.request(path);
        expect(res.status, path).toBe(status);
        if (documented?.component) {
          const body = await res.json();
          const read = COMPONENTS[documented.component].safeParse(body);
          expect(
            read.error?.issues ?? [],
            `${path}: ${JSON.stringify(body).slice(0, 300)}`,
          ).toEqual([]);
        }
        unmet.delete(key);
        return res;
      }

      beforeAll(async () => {
        db = await engine.open();
        await importCluster(db, soloFixture());
        await importCluster(db, duoFixture());
        // RACE's imports, as of November 2026, give every range rows (test/race.ts).
        await importRace(db);
        // Season 1 archives every cluster; the current season keeps them too.
        await closeSeason(db, { name: 'Season 1', by: 'test' });
        // SOLO's game log: one player online since an hour before its last line.
        const joinedAt = new Date('2026-11-20T10:15:00Z');
        await writeSessions(db, 'SOLO', [
          {
            playerId: 'e'.repeat(32),
            name: 'Eve',
            byName: false,
            joinedAt,
            leftAt: null,
            ended: null,
          },
        ]);
        await writeLogOffset(db, 'SOLO', {
          fingerprint: '0'.repeat(64),
          fingerprintBytes: 1024,
          position: 4096,
          lastAt: new Date('2026-11-20T11:20:00Z'),
          firstAt: new Date('2026-11-19T08:00:00Z'),
        });
        const now = () => RACE_TIMES.now;
        app = createApp({
          store: createRankingStore(db, { versionTtlMs: 0, now, periods: BERLIN }),
          now,
        });
        empty = await engine.open();
        emptyApp = createApp({ store: createRankingStore(empty, { versionTtlMs: 0 }) });
      });
      afterAll(async () => {
        await db?.close();
        await empty?.close();
      });

      for (const view of VIEWS) {
        it(`answers the ${view} cluster list as documented`, async () => {
          await answer(app, `${RANKINGS_PATHS[view]}/clusters`, 200);
          await answer(emptyApp, `${RANKINGS_PATHS[view]}/clusters`, 200);
        });

        it(`answers every ${view} rankings request as documented, 200 or 400`, async () => {
          for (const { query, status, documented } of rankingCases(view)) {
            await answer(app, `${RANKINGS_PATHS[view]}${query}`, status);
            if (documented !== undefined) {
              expect(rankingParamsWireSchema(view).safeParse(asParams(query)).success, query).toBe(
                documented,
              );
            }
          }
          await answer(emptyApp, RANKINGS_PATHS[view], 200);
        });

        it(`sends the ids and the movement on every ${view} row (optional in the schema for other backends)`, async () => {
          for (const season of ['', '&season=1']) {
            const res = await app.request(`${RANKINGS_PATHS[view]}?cluster=SOLO${season}`);
            const { ranking_data: rows } = (await res.json()) as {
              ranking_data: Record<string, unknown>[];
            };
            expect(rows.length).toBeGreaterThan(0);
            const keys =
              view === 'players'
                ? ['SteamID', 'TribeID', 'rank_change']
                : ['TribeID', 'rank_change'];
            for (const row of rows) for (const key of keys) expect(row, key).toHaveProperty(key);
          }
        });

        it(`answers a ${view} rankings request whose ETag matches with 304`, async () => {
          const first = await app.request(RANKINGS_PATHS[view]);
          const etag = first.headers.get('etag') ?? '';
          expect(etag).not.toBe('');
          const res = await app.request(RANKINGS_PATHS[view], {
            headers: { 'If-None-Match': etag },
          });
          expect(res.status).toBe(304);
          unmet.delete(`${RANKINGS_PATHS[view]} 304`);
        });
      }

      for (const kind of ['player', 'tribe'] as const) {
        it(`answers every ${kind} detail request as documented, 200, 400 or 404, and 304`, async () => {
          const [row] = await db.query<{ id: string }>(
            `SELECT id FROM ${kind === 'player' ? 'players' : 'tribes'} WHERE cluster = 'SOLO' LIMIT 1`,
          );
          const id = row?.id as string;
          for (const { id: asked, query, status, documented } of detailCases(kind, id)) {
            await answer(app, `${DETAIL_PATHS[kind](asked)}${query}`, status);
            expect(RowIdWireSchema.safeParse(asked).success, asked).toBe(
              status !== 400 || asked === id,
            );
            if (documented !== undefined && asked === id) {
              expect(detailParamsWireSchema(kind).safeParse(asParams(query)).success, query).toBe(
                documented,
              );
            }
          }
          const first = await app.request(DETAIL_PATHS[kind](id));
          const res = await app.request(DETAIL_PATHS[kind](id), {
            headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
          });
          expect(res.status).toBe(304);
          unmet.delete(`${DETAIL_PATHS[kind]('{id}')} 304`);
        });
      }

      for (const kind of ['player', 'tribe'] as const) {
        it(`answers the ${kind} history call as documented, 200, 400 or 404, and 304`, async () => {
          const [row] = await db.query<{ id: string }>(
            `SELECT id FROM ${kind === 'player' ? 'players' : 'tribes'} WHERE cluster = 'SOLO' LIMIT 1`,
          );
          const path = historyPath(kind, row?.id as string);
          await answer(app, path, 200);
          await answer(app, `${path}?cluster=DUO`, 404);
          await answer(app, `${path}?cluster=NOPE`, 400);
          await answer(app, historyPath(kind, 'a%20b'), 400);
          await answer(app, historyPath(kind, '987654321012'), 404);
          const first = await app.request(path);
          const res = await app.request(path, {
            headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
          });
          expect(res.status).toBe(304);
          unmet.delete(`${historyPath(kind, '{id}')} 304`);
        });
      }

      it('answers the seasons and a season’s clusters as documented, and 400 for an unknown season', async () => {
        await answer(app, SEASONS_PATH, 200);
        await answer(emptyApp, SEASONS_PATH, 200);
        const first = await app.request(SEASONS_PATH);
        const res = await app.request(SEASONS_PATH, {
          headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
        });
        expect(res.status).toBe(304);
        unmet.delete(`${SEASONS_PATH} 304`);
        for (const view of VIEWS) {
          await answer(app, `${RANKINGS_PATHS[view]}/clusters?season=1`, 200);
          await answer(app, `${RANKINGS_PATHS[view]}/clusters?season=2`, 400);
          expect(clustersParamsWireSchema().safeParse({ season: 1 }).success).toBe(true);
          expect(clustersParamsWireSchema().safeParse({ season: 0 }).success).toBe(false);
        }
      });

      it('answers the range detail calls of players and tribes with and without gains as documented', async () => {
        for (const range of ['day', 'week', 'month', 'last_week', 'last_month', 'all']) {
          for (const id of ['101', '104']) {
            await answer(app, `${DETAIL_PATHS.player(id)}?cluster=RACE&range=${range}`, 200);
          }
          for (const id of ['9001', '9002']) {
            await answer(app, `${DETAIL_PATHS.tribe(id)}?cluster=RACE&range=${range}`, 200);
          }
        }
      });

      it('answers the ranges probe as documented, and 304', async () => {
        await answer(app, RANGES_PATH, 200);
        const first = await app.request(RANGES_PATH);
        const res = await app.request(RANGES_PATH, {
          headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
        });
        expect(res.status).toBe(304);
        unmet.delete(`${RANGES_PATH} 304`);
      });

      it('answers every hall of fame section as documented, 400 and 404, and 304', async () => {
        for (const section of HALL_SECTIONS) {
          for (const board of ['', '&board=players', '&board=tribes']) {
            await answer(app, `${HALL_PATH}?cluster=RACE&section=${section}${board}`, 200);
            await answer(app, `${HALL_PATH}?cluster=SOLO&season=1&section=${section}${board}`, 200);
          }
        }
        await answer(app, `${HALL_PATH}?section=podium`, 400);
        await answer(app, `${HALL_PATH}?board=dinos`, 400);
        await answer(app, `${HALL_PATH}?season=first`, 400);
        await answer(app, `${HALL_PATH}?section=medals&page=-1`, 400);
        await answer(app, `${HALL_PATH}?cluster=NOPE`, 404);
        await answer(app, `${HALL_PATH}?season=2`, 404);
        expect(hallParamsWireSchema().safeParse({ section: 'medals', page: 1 }).success).toBe(true);
        expect(hallParamsWireSchema().safeParse({ section: 'podium' }).success).toBe(false);
        const first = await app.request(HALL_PATH);
        const res = await app.request(HALL_PATH, {
          headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
        });
        expect(res.status).toBe(304);
        unmet.delete(`${HALL_PATH} 304`);
      });

      it('answers the compare call as documented, 200, 400, 404 and 304', async () => {
        const echoes = '76561190000000001,76561190000000002';
        await answer(app, `${COMPARE_PATH}?players=${echoes}`, 200);
        await answer(app, `${COMPARE_PATH}?players=${echoes},nobody,${echoes}&range=week`, 200);
        await answer(app, `${COMPARE_PATH}?players=${echoes}&season=1`, 200);
        const tribes = (await (await app.request(RANKINGS_PATHS.tribes)).json()) as {
          ranking_data: { TribeID: string }[];
        };
        const tribeIds = tribes.ranking_data.map((row) => row.TribeID).join(',');
        await answer(app, `${COMPARE_PATH}?tribes=${tribeIds}`, 200);
        await answer(app, COMPARE_PATH, 400);
        await answer(app, `${COMPARE_PATH}?players=a,b&tribes=c,d`, 400);
        await answer(app, `${COMPARE_PATH}?players=a,b.c`, 400);
        await answer(app, `${COMPARE_PATH}?players=a,b&cluster=MOON`, 400);
        await answer(emptyApp, `${COMPARE_PATH}?players=a,b`, 404);
        const first = await app.request(`${COMPARE_PATH}?players=${echoes}`);
        const res = await app.request(`${COMPARE_PATH}?players=${echoes}`, {
          headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
        });
        expect(res.status).toBe(304);
        unmet.delete(`${COMPARE_PATH} 304`);
      });

      it('answers the population call as documented, 200, 400, 404 and 304', async () => {
        await answer(app, `${POPULATION_PATH}?cluster=SOLO`, 200);
        const res = await app.request(`${POPULATION_PATH}?cluster=SOLO`);
        const { hours } = (await res.json()) as { hours: number[] };
        expect(hours).toHaveLength(POPULATION_HOURS);
        expect(hours.slice(-2)).toEqual([1, 1]);
        await answer(app, POPULATION_PATH, 200);
        await answer(app, `${POPULATION_PATH}?cluster=DUO`, 200);
        await answer(app, `${POPULATION_PATH}?cluster=SOLO&cluster=DUO`, 400);
        await answer(app, `${POPULATION_PATH}?cluster=a%20b`, 400);
        await answer(app, `${POPULATION_PATH}?cluster=MOON`, 404);
        await answer(emptyApp, POPULATION_PATH, 404);
        expect(populationParamsWireSchema().safeParse({ cluster: 'SOLO' }).success).toBe(true);
        expect(populationParamsWireSchema().safeParse({ cluster: '' }).success).toBe(false);
        const first = await app.request(POPULATION_PATH);
        const again = await app.request(POPULATION_PATH, {
          headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
        });
        expect(again.status).toBe(304);
        expect(again.headers.get('access-control-allow-origin')).toBe('*');
        unmet.delete(`${POPULATION_PATH} 304`);
      });

      it('has met every response the document describes with a real answer', () => {
        expect([...unmet.keys()]).toEqual([]);
      });
    },
  );
}
