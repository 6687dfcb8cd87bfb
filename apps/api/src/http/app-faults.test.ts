import { PlayerRowSchema, TribeRowSchema } from '@ark/core';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import type { Logger } from '../lib/logger';
import { createApp } from './app';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = { info: (f) => lines.push(f), error: (f) => lines.push(f) };
  return { lines, logger };
}

describe('createApp faults', () => {
  it('answers an unexpected fault with a 500 JSON body without the stack, and logs it', async () => {
    const { lines, logger } = recordingLogger();
    const store = fakeStore({
      page: async () => {
        throw new Error('connection lost');
      },
    });
    const res = await createApp({ store, logger }).request('/api/ark/tribe_rankings');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBe('internal');
    expect(text).not.toContain('connection lost');
    expect(text).not.toContain('at ');
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({
      error: 'connection lost',
    });
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('logs one structured line per request', async () => {
    const { lines, logger } = recordingLogger();
    await createApp({ store: fakeStore(), logger }).request('/api/ark/tribe_rankings/clusters');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/api/ark/tribe_rankings/clusters',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('answers 503 on /healthz when the store fails, and merges extra health fields', async () => {
    const down = fakeStore({
      version: async () => {
        throw new Error('down');
      },
    });
    expect((await createApp({ store: down }).request('/healthz')).status).toBe(503);
    const app = createApp({ store: fakeStore(), health: () => ({ sync: { clusters: [] } }) });
    expect(await (await app.request('/healthz')).json()).toMatchObject({ ok: true, sync: {} });
  });

  it('answers an empty ranking when the store has no cluster yet', async () => {
    const app = createApp({ store: fakeStore({ clusters: async () => [] }) });
    const body = (await (await app.request('/api/ark/player_rankings')).json()) as {
      pagination: { total_pages: number };
    };
    expect(body.pagination.total_pages).toBe(0);
  });
});

describe('OpenAPI document', () => {
  it('describes every row field of the core schemas', async () => {
    const res = await createApp({ store: fakeStore() }).request('/api/openapi.json');
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas.TribeRow?.properties ?? {})).toEqual(
      Object.keys(TribeRowSchema.def.out.shape),
    );
    expect(Object.keys(doc.components.schemas.PlayerRow?.properties ?? {})).toEqual(
      Object.keys(PlayerRowSchema.shape),
    );
    // The seed's four calls, the two detail calls, the two history calls, the seasons call, the
    // ranges call, the hall of fame call, the compare call and the population call.
    expect(Object.keys(doc.paths)).toEqual([
      '/api/ark/tribe_rankings/clusters',
      '/api/ark/tribe_rankings',
      '/api/ark/player_rankings/clusters',
      '/api/ark/player_rankings',
      '/api/ark/players/{id}',
      '/api/ark/tribes/{id}',
      '/api/ark/players/{id}/history',
      '/api/ark/tribes/{id}/history',
      '/api/ark/seasons',
      '/api/ark/ranges',
      '/api/ark/hall',
      '/api/ark/compare',
      '/api/ark/population',
    ]);
  });
});
