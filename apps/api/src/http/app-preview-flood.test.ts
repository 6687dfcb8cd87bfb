import { HEALTH_PATH, RANKINGS_PATHS } from '@ark/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { createApp } from './app';
import type { PreviewDrawer } from './preview/preview-drawer';
import {
  createPreviewQueue,
  PREVIEW_RETRY_AFTER_S,
  type PreviewQueueOptions,
} from './preview/preview-queue';
import { countedStore } from './test/counted-store';

/** One drawing the test holds: its board's title, and how to end it. */
interface HeldDrawing {
  title: string;
  finish: (png: Buffer) => void;
}

/**
 * A drawer whose drawings the test ends, behind the real bounded queue: `next()` resolves with
 * the next drawing that reaches the painter (a readiness signal, no sleep).
 */
function controlledDrawer(queue: PreviewQueueOptions = {}) {
  const arrived: HeldDrawing[] = [];
  const waiters: ((drawing: HeldDrawing) => void)[] = [];
  const lined = createPreviewQueue(queue);
  const held = (title: string) =>
    lined.run(
      () =>
        new Promise<Buffer>((finish) => {
          const drawing = { title, finish };
          const waiter = waiters.shift();
          if (waiter) waiter(drawing);
          else arrived.push(drawing);
        }),
    );
  const drawer: PreviewDrawer = {
    draw: (summary) => held(summary.title),
    drawHall: (summary) => held(summary.title),
    drawCompare: (summary) => held(summary.title),
    capacity: lined.capacity,
    running: true,
    close: async () => {},
  };
  const next = (): Promise<HeldDrawing> => {
    const drawing = arrived.shift();
    return drawing ? Promise.resolve(drawing) : new Promise((resolve) => waiters.push(resolve));
  };
  return { drawer, next, pending: () => arrived.length };
}

const PNG = (text: string) => Buffer.from(`png of ${text}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('/og.png under a flood', () => {
  it('keeps one image per board: unknown parameters, page, search and spelled-out defaults get its image and ETag, drawn once', async () => {
    const { drawer, next, pending } = controlledDrawer();
    const app = createApp({ store: fakeStore(), drawer });
    const first = app.request('/og.png?cb=1');
    const drawing = await next();
    const meanwhile = app.request('/og.png?cb=2');
    drawing.finish(PNG(drawing.title));
    const answers = [await first, await meanwhile];
    for (const address of [
      '/og.png',
      '/og.png?cb=3&utm_source=x&page=4&search=rex&player=7656',
      '/og.png?view=tribes&cluster=SOLO&filter=tribe_score',
      '/og.png?filter=tribe_score&view=tribes',
    ]) {
      answers.push(await app.request(address));
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.headers.get('ETag'))).size).toBe(1);
    expect(await answers[5]?.text()).toBe(`png of ${drawing.title}`);
    expect(pending()).toBe(0);
  });

  it("looks a board's image asked again up before any store read, and reads no rows for another spelling of it", async () => {
    const { drawer, next } = controlledDrawer();
    const counted = countedStore(fakeStore());
    const app = createApp({ store: counted.store, drawer });
    // The board's own address (what its pages link to) is the key its image is kept under.
    const first = app.request('/og.png?view=players');
    const drawing = await next();
    drawing.finish(PNG(drawing.title));
    expect((await first).status).toBe(200);
    const read = counted.reads.length;
    const again = await app.request('/og.png?view=players');
    expect(again.status).toBe(200);
    expect(counted.reads.length).toBe(read);
    // Another spelling reads which board it names, never the board's rows, and draws nothing.
    const spelled = await app.request('/og.png?view=players&cb=2');
    expect(spelled.headers.get('ETag')).toBe(again.headers.get('ETag'));
    expect(counted.reads.slice(read)).not.toContain('page');
    expect(counted.reads.length).toBeGreaterThan(read);
  });

  it('answers 503 with Retry-After at once past the bound of waiting drawings, while /healthz and the API answer', async () => {
    const { drawer, next } = controlledDrawer({ limit: 1 });
    let reads = 0;
    const store = fakeStore();
    const page: typeof store.page = (request) => {
      reads += 1;
      return store.page(request);
    };
    const app = createApp({ store: { ...store, page }, drawer });
    const running = app.request('/og.png?view=players');
    const held = await next();
    const waiting = app.request('/og.png?view=players&filter=deaths');
    await vi.waitFor(() => expect(reads).toBe(2));
    const refused = await app.request('/og.png?view=tribes&filter=kills');
    // Refused before its board was read from the store.
    expect(reads).toBe(2);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe(String(PREVIEW_RETRY_AFTER_S));
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    // The drawer is full and stuck; nothing else waits for it.
    expect((await app.request(HEALTH_PATH)).status).toBe(200);
    expect((await app.request(`${RANKINGS_PATHS.players}?cluster=SOLO`)).status).toBe(200);
    held.finish(PNG(held.title));
    expect((await running).status).toBe(200);
    const second = await next();
    second.finish(PNG(second.title));
    expect((await waiting).status).toBe(200);
  });

  it("answers the board's last drawn image while the drawer is busy after the data changed", async () => {
    let version = 1;
    const { drawer, next } = controlledDrawer({ limit: 0 });
    const app = createApp({ store: fakeStore({ version: async () => version }), drawer });
    const drawn = app.request('/og.png?view=players');
    const first = await next();
    first.finish(PNG('version 1'));
    const etag = (await drawn).headers.get('ETag');
    version = 2;
    // Another board holds the drawer; this one's new drawing has no place.
    const other = app.request('/og.png?view=tribes&filter=deaths');
    const held = await next();
    const stale = await app.request('/og.png?view=players&cb=9');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('ETag')).toBe(etag);
    expect(stale.headers.get('Cache-Control')).toBe('no-cache');
    expect(await stale.text()).toBe('png of version 1');
    held.finish(PNG(held.title));
    expect((await other).status).toBe(200);
  });

  it('answers 503 for a drawing that runs past its time, and draws the board on a later request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { drawer, next } = controlledDrawer({ timeoutMs: 1000 });
    const app = createApp({ store: fakeStore(), drawer });
    const late = app.request('/og.png?view=players');
    await next();
    vi.advanceTimersByTime(1000);
    const res = await late;
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe(String(PREVIEW_RETRY_AFTER_S));
    const again = app.request('/og.png?view=players');
    const drawing = await next();
    drawing.finish(PNG(drawing.title));
    expect((await again).status).toBe(200);
  });
});
