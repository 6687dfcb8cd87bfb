import { describe, expect, it } from 'vitest';
import { sendJson, startTestServer } from './test-server';

describe('startTestServer', () => {
  it('answers real requests on 127.0.0.1 with its handler', async () => {
    const server = await startTestServer((req, res) => sendJson(res, { path: req.url }));
    try {
      expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetch(`${server.baseUrl}/api/x?page=2`);
      expect(await answer.json()).toEqual({ path: '/api/x?page=2' });
    } finally {
      await server.close();
    }
  });

  it('closes while a request is still waiting for its answer', async () => {
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await startTestServer(() => arrived());
    const hanging = fetch(server.baseUrl).catch((error: unknown) => error);
    await reached;
    await server.close();
    expect(await hanging).toBeInstanceOf(Error);
    await expect(fetch(server.baseUrl)).rejects.toThrow();
  });
});

describe('sendJson', () => {
  it('sends the body as JSON with the status given', async () => {
    const server = await startTestServer((_req, res) => sendJson(res, { error: 'no' }, 404));
    try {
      const answer = await fetch(server.baseUrl);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(await answer.json()).toEqual({ error: 'no' });
    } finally {
      await server.close();
    }
  });
});
