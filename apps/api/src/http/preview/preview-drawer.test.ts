import { type BoardSummary, PREVIEW_IMAGE_SIZE } from '@ark/core';
import { decode } from 'fast-png';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER_TIMES_OUT_MS, oneRowSummary } from '../../draw/preview/testing';
import {
  createPreviewDrawer,
  type PreviewDrawer,
  type PreviewDrawerOptions,
} from './preview-drawer';
import { PreviewBusyError } from './preview-queue';

const drawers: PreviewDrawer[] = [];

/** A real drawer whose drawings never run out of time, unless the test gives them one. */
function makeDrawer(idleMs?: number, options: PreviewDrawerOptions = {}): PreviewDrawer {
  const drawer = createPreviewDrawer({ idleMs, timeoutMs: NEVER_TIMES_OUT_MS, ...options });
  drawers.push(drawer);
  return drawer;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(drawers.splice(0).map((drawer) => drawer.close()));
});

describe('createPreviewDrawer', () => {
  it('starts no thread until the first draw', () => {
    expect(makeDrawer().running).toBe(false);
  });

  it('draws a 1200x630 PNG in its thread, logo included', async () => {
    const drawer = makeDrawer();
    const logo = {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'),
      type: 'image/svg+xml' as const,
    };
    const png = decode(await drawer.draw(oneRowSummary('张伟'), { logo }));
    expect(drawer.running).toBe(true);
    expect([png.width, png.height]).toEqual([PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height]);
  });

  it('answers each of several draws at once with its own image', async () => {
    const drawer = makeDrawer();
    const [rex, ann, rexAgain] = await Promise.all([
      drawer.draw(oneRowSummary('Rex')),
      drawer.draw(oneRowSummary('Ann')),
      drawer.draw(oneRowSummary('Rex')),
    ]);
    expect(rex?.equals(rexAgain as Buffer)).toBe(true);
    expect(rex?.equals(ann as Buffer)).toBe(false);
  });

  it('stops its thread after a quiet spell and starts it again for the next draw', async () => {
    // The quiet spell is on the test's clock: the thread's answer is real, its idle timer is not.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const drawer = makeDrawer(50);
    await drawer.draw(oneRowSummary('Rex'));
    vi.advanceTimersByTime(49);
    expect(drawer.running).toBe(true);
    vi.advanceTimersByTime(1);
    expect(drawer.running).toBe(false);
    expect(decode(await drawer.draw(oneRowSummary('Ann'))).width).toBe(PREVIEW_IMAGE_SIZE.width);
  });

  it('refuses a draw that fails, and draws the next one', async () => {
    const drawer = makeDrawer();
    const broken = { ...oneRowSummary('Rex'), rows: null } as unknown as BoardSummary;
    await expect(drawer.draw(broken)).rejects.toThrow(/could not be drawn/);
    expect(decode(await drawer.draw(oneRowSummary('Ann'))).height).toBe(PREVIEW_IMAGE_SIZE.height);
  });

  it('refuses draws still waiting when it is closed', async () => {
    const drawer = makeDrawer();
    const refused = expect(drawer.draw(oneRowSummary('Rex'))).rejects.toThrow(/closed/);
    await drawer.close();
    await refused;
    expect(drawer.running).toBe(false);
  });

  it('refuses a drawing at once when its queue is full, and draws those it took', async () => {
    const drawer = makeDrawer(undefined, { queueLimit: 1 });
    const taken = [drawer.draw(oneRowSummary('Rex')), drawer.draw(oneRowSummary('Ann'))];
    await expect(drawer.draw(oneRowSummary('Bob'))).rejects.toMatchObject({ reason: 'full' });
    for (const png of await Promise.all(taken)) {
      expect(decode(png).width).toBe(PREVIEW_IMAGE_SIZE.width);
    }
  });

  it('gives up a drawing past its time, ends its thread, and draws the next one in a new thread', async () => {
    // The clock is the test's to the end: the next drawing's own time never runs out on a slow machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const drawer = makeDrawer(undefined, { timeoutMs: 5000 });
    const late = drawer.draw(oneRowSummary('Rex'));
    const refused = expect(late).rejects.toBeInstanceOf(PreviewBusyError);
    // In this same turn, before the thread can answer: its time runs out.
    vi.advanceTimersByTime(5000);
    await refused;
    expect(drawer.running).toBe(false);
    expect(decode(await drawer.draw(oneRowSummary('Ann'))).height).toBe(PREVIEW_IMAGE_SIZE.height);
    expect(drawer.running).toBe(true);
  });

  it('sends nothing to a new thread once it is closed, queued drawings included', async () => {
    const drawer = makeDrawer();
    const first = drawer.draw(oneRowSummary('Rex'));
    const queued = drawer.draw(oneRowSummary('Ann'));
    const refusals = Promise.all([
      expect(first).rejects.toThrow(/closed/),
      expect(queued).rejects.toThrow(/closed/),
    ]);
    await drawer.close();
    await refusals;
    expect(drawer.running).toBe(false);
  });
});
