import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPError } from 'ky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson } from './get-json';

let server: Server;
let origin = '';
let handler: RequestListener = (_req, res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('getJson', () => {
  it('returns the parsed JSON body of a 2xx answer and asks for JSON', async () => {
    let accept: string | undefined;
    handler = (req, res) => {
      accept = req.headers.accept;
      res.end('{"ok":[1,2]}');
    };
    await expect(getJson(`${origin}/x`, { timeoutMs: 2000 })).resolves.toEqual({ ok: [1, 2] });
    expect(accept).toBe('application/json');
  });

  it('rejects with the status when the server answers outside 2xx, after retrying a 5xx twice', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      res.writeHead(503).end('{}');
    };
    const warn = vi.fn();
    const error = await getJson(`${origin}/x`, { timeoutMs: 5000, logger: { warn } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(503);
    expect(calls).toBe(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 4xx', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      res.writeHead(404).end('{}');
    };
    await expect(getJson(`${origin}/x`, { timeoutMs: 2000 })).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toBe(1);
  });

  it('answers with the body of a retry that succeeds', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) res.writeHead(502).end('bad gateway');
      else res.end('{"ok":true}');
    };
    await expect(getJson(`${origin}/x`, { timeoutMs: 5000 })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('rejects when the body is not JSON', async () => {
    handler = (_req, res) => res.end('<!doctype html><p>proxy error</p>');
    await expect(getJson(`${origin}/x`, { timeoutMs: 2000 })).rejects.toThrow();
  });

  it('rejects with a TimeoutError when no answer comes in time', async () => {
    handler = () => {};
    await expect(getJson(`${origin}/x`, { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it("rejects with the caller's reason when the caller aborts, before or during the call", async () => {
    handler = () => {};
    const reason = new Error('superseded');
    const during = new AbortController();
    const pending = getJson(`${origin}/x`, { timeoutMs: 5000, signal: during.signal });
    during.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(
      getJson(`${origin}/x`, { timeoutMs: 5000, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
  });
});
