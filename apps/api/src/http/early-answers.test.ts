import { request } from 'node:http';
import { LANG_COOKIE, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { importCluster } from '../ingest/import-cluster';
import { migrate } from '../store/migrations';
import { createRankingStore } from '../store/ranking-store';
import { makeMemoryLogger } from '../sync/test/fake-import';
import { serveApp } from './app';
import { type ClaimedPort, claimPort } from './claim-port';

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

/** An answer's headers without the ones that change per send (Date, connection). */
const steady = ({ date: _d, connection: _c, 'keep-alive': _k, ...rest }: RawAnswer['headers']) =>
  rest;

describe('early answers', () => {
  let db: Db;
  // Two doors on one app: `plain` sends every request to the app, `early` tries the door first.
  let plain: ClaimedPort;
  let early: ClaimedPort;
  const sentEarly: string[] = [];
  const log = makeMemoryLogger();

  beforeAll(async () => {
    db = await openPgliteDb();
    await migrate(db);
    await importCluster(db, soloFixture());
    const served = serveApp({ store: createRankingStore(db), logger: log.logger });
    plain = await claimPort({ port: 0, host: '127.0.0.1' });
    plain.serve(served.app.fetch);
    early = await claimPort({ port: 0, host: '127.0.0.1' });
    early.serve(served.app.fetch, (req, res) => {
      const sent = served.early(req, res);
      if (sent) sentEarly.push(req.url ?? '');
      return sent;
    });
  });
  afterAll(async () => {
    plain?.server.close();
    early?.server.close();
    await db?.close();
  });

  it('sends an answered address from the cache, byte for byte and header for header as the app', async () => {
    const path = `${RANKINGS_PATHS.players}?cluster=SOLO&search=e&page=0`;
    // A visitor in another language gets the JSON answers everyone gets (they take no language:
    // docs/adr/0064-languages-wired.md), from the door as from the app.
    const german = { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: `${LANG_COOKIE}=de` };
    const asks: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br' },
      { 'Accept-Encoding': 'gzip' },
      { 'Accept-Encoding': 'gzip, br', ...german },
      german,
    ];
    for (const headers of asks) {
      await get(plain.port, path, headers);
      const fromApp = await get(plain.port, path, headers);
      const before = sentEarly.length;
      const fromDoor = await get(early.port, path, headers);
      expect(sentEarly.length, JSON.stringify(headers)).toBe(before + 1);
      expect(fromDoor.status).toBe(200);
      expect(steady(fromDoor.headers)).toEqual(steady(fromApp.headers));
      expect(fromDoor.body.equals(fromApp.body)).toBe(true);
    }
  });

  it('answers 304 to a client holding the ETag, with the headers the app sends', async () => {
    const path = `${RANKINGS_PATHS.players}?cluster=SOLO`;
    const codings: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br' },
      { 'Accept-Encoding': 'gzip' },
    ];
    for (const coding of codings) {
      const first = await get(plain.port, path, coding);
      const held = { ...coding, 'If-None-Match': String(first.headers.etag) };
      const fromApp = await get(plain.port, path, held);
      const before = sentEarly.length;
      const fromDoor = await get(early.port, path, held);
      expect(sentEarly.length, JSON.stringify(coding)).toBe(before + 1);
      expect([fromDoor.status, fromApp.status]).toEqual([304, 304]);
      expect(steady(fromDoor.headers)).toEqual(steady(fromApp.headers));
      expect(fromDoor.body.length).toBe(0);
    }
  });

  it('logs each answer it sends as the app logs a request', async () => {
    const path = `${RANKINGS_PATHS.tribes}?cluster=SOLO&page=0`;
    await get(plain.port, path);
    const logged = log.records.length;
    await get(early.port, path);
    expect(sentEarly.at(-1)).toBe(path);
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
  });

  it('leaves to the app what it has not answered, other methods and range addresses', async () => {
    const before = sentEarly.length;
    const fresh = await get(early.port, `${RANKINGS_PATHS.players}?cluster=SOLO&page=1`);
    expect(fresh.status).toBe(200);
    const ranged = `${RANKINGS_PATHS.players}?cluster=SOLO&range=week`;
    await get(plain.port, ranged);
    await get(early.port, ranged);
    const head = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: early.port, path: ranged, method: 'HEAD' },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(head).toBe(200);
    expect(sentEarly.length).toBe(before);
    // Asked again, the app's answer above is now the door's.
    await get(early.port, `${RANKINGS_PATHS.players}?cluster=SOLO&page=1`);
    expect(sentEarly.length).toBe(before + 1);
  });
});
