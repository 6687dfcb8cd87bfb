import { request } from 'node:http';
import { LANG_COOKIE, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createRankingStore } from '../store/ranking-store';
import { makeMemoryLogger } from '../sync/test/fake-import';
import { type ServedApp, serveApp } from './app';
import { type ClaimedPort, claimPort } from './claim-port';
import { type AppFetch, listenThrough } from './read-door';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over a real socket, its bytes as sent (no decoding, no headers added but Host). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** An answer's headers without the ones that change per send, or that a Response makes itself. */
const steady = ({
  date: _d,
  connection: _c,
  'keep-alive': _k,
  'content-length': _l,
  'transfer-encoding': _t,
  ...rest
}: RawAnswer['headers']) => rest;

/** The server's one fetch (the same entry through a Request) as a RawAnswer. */
async function fetched(app: AppFetch, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

describe('the read door', () => {
  let db: Db;
  let served: ServedApp;
  let port: ClaimedPort;
  const log = makeMemoryLogger();

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    served = serveApp({ store: createRankingStore(db), logger: log.logger });
    port = await claimPort({ port: 0, host: '127.0.0.1' });
    port.serve(served.hono.fetch, listenThrough(served.door));
  });
  afterAll(async () => {
    port?.server.close();
    await db?.close();
  });

  it("sends a read in node's request event byte for byte and header for header as the app's fetch", async () => {
    const path = `${RANKINGS_PATHS.players}?cluster=SOLO&search=e&page=0`;
    // A visitor in another language gets the JSON answers everyone gets (they take no language:
    // docs/adr/0064-languages-wired.md).
    const german = { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: `${LANG_COOKIE}=de` };
    const asks: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br' },
      { 'Accept-Encoding': 'gzip' },
      { 'Accept-Encoding': 'gzip, br', ...german },
      german,
    ];
    for (const headers of asks) {
      // The first over the socket is a miss, the second a hit: both as the app's fetch sends.
      const missed = await get(
        port.port,
        path.replace('page=0', `page=${asks.indexOf(headers)}`),
        headers,
      );
      expect(missed.status).toBe(200);
      const fromSocket = await get(port.port, path, headers);
      const fromApp = await fetched(served.app, path, headers);
      expect(fromSocket.status).toBe(200);
      expect(steady(fromSocket.headers)).toEqual(steady(fromApp.headers));
      expect(fromSocket.body.equals(fromApp.body)).toBe(true);
      expect(fromSocket.headers['content-length']).toBe(String(fromSocket.body.length));
    }
  });

  it('answers 304 to a client holding the ETag, in every coding', async () => {
    const path = `${RANKINGS_PATHS.players}?cluster=SOLO&range=week`;
    const codings: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br' },
      { 'Accept-Encoding': 'gzip' },
    ];
    for (const coding of codings) {
      const first = await get(port.port, path, coding);
      const held = { ...coding, 'If-None-Match': String(first.headers.etag) };
      const fromSocket = await get(port.port, path, held);
      const fromApp = await fetched(served.app, path, held);
      expect([fromSocket.status, fromApp.status]).toEqual([304, 304]);
      expect(steady(fromSocket.headers)).toEqual(steady(fromApp.headers));
      expect(fromSocket.body.length).toBe(0);
    }
  });

  it('logs each read it sends once, as the app logs a request, over the socket and through the one fetch', async () => {
    const path = `${RANKINGS_PATHS.tribes}?cluster=SOLO&page=0`;
    for (const send of ['miss', 'hit', 'fetch miss', 'fetch hit']) {
      const logged = log.records.length;
      if (send.startsWith('fetch')) {
        await served.app.request(path.replace('page=0', 'page=1'));
      } else {
        await get(port.port, path);
      }
      expect(log.records.slice(logged)).toEqual([
        {
          level: 'info',
          msg: 'request',
          method: 'GET',
          path: RANKINGS_PATHS.tribes,
          status: 200,
          ms: expect.any(Number),
        },
      ]);
    }
  });

  it('answers a refused read as the API refuses, and leaves what is no read to the app', async () => {
    const refused = await get(port.port, `${RANKINGS_PATHS.players}?cluster=NOPE`);
    expect(refused.status).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(refused.body.toString()).error.code).toBe('unknown_cluster');
    const head = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: port.port, path: RANKINGS_PATHS.players, method: 'HEAD' },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(head).toBe(200);
    expect(
      served.door.open({ method: 'POST', url: RANKINGS_PATHS.players, headers: {} }),
    ).toBeNull();
    expect(served.door.open({ method: 'GET', url: '/healthz', headers: {} })).toBeNull();
    expect((await get(port.port, '/healthz')).status).toBe(200);
    expect((await served.app.request('/healthz')).status).toBe(200);
  });
});
