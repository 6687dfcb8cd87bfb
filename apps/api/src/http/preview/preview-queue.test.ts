import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewQueue, PreviewBusyError } from './preview-queue';

/** A drawing the test finishes: `task` starts it, `finish` ends it with `value`. */
function controlledDrawing<T>(value: T) {
  let end: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const drawing = {
    started: false,
    task: () => {
      drawing.started = true;
      return new Promise<T>((resolve, reject) => {
        end = resolve;
        fail = reject;
      });
    },
    finish: () => end(value),
    fail: (error: Error) => fail(error),
  };
  return drawing;
}

/** Lets the promise callbacks queued so far run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPreviewQueue', () => {
  it('runs one drawing at a time, in the order they came', async () => {
    const queue = createPreviewQueue({ limit: 4 });
    const [a, b] = [controlledDrawing('a'), controlledDrawing('b')];
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    expect([a.started, b.started]).toEqual([true, false]);
    expect(queue.waiting).toBe(1);
    a.finish();
    expect(await first).toBe('a');
    await settle();
    expect(b.started).toBe(true);
    b.finish();
    expect(await second).toBe('b');
  });

  it('refuses a drawing at once when its bound of waiting drawings is full, and takes one again when there is room', async () => {
    const queue = createPreviewQueue({ limit: 2 });
    const drawings = [1, 2, 3].map((n) => controlledDrawing(n));
    const accepted = drawings.map((drawing) => queue.run(drawing.task));
    const refused = queue.run(controlledDrawing(4).task);
    await expect(refused).rejects.toThrow(PreviewBusyError);
    await expect(refused).rejects.toMatchObject({ reason: 'full' });
    drawings[0]?.finish();
    await settle();
    const fifth = controlledDrawing(5);
    const later = queue.run(fifth.task);
    for (const drawing of drawings.slice(1)) {
      drawing.finish();
      await settle();
    }
    fifth.finish();
    expect(await Promise.all([...accepted, later])).toEqual([1, 2, 3, 5]);
  });

  it('gives up a drawing past its time: its caller is refused, onTimeout is told, the next one runs', async () => {
    const onTimeout = vi.fn();
    const queue = createPreviewQueue({ timeoutMs: 1000, onTimeout });
    const [stuck, next] = [controlledDrawing('stuck'), controlledDrawing('next')];
    const refused = queue.run(stuck.task);
    const after = queue.run(next.task);
    const outcome = expect(refused).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(999);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(next.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(next.started).toBe(true);
    // The stuck drawing ending late changes nothing.
    stuck.finish();
    next.finish();
    expect(await after).toBe('next');
  });

  it("passes a drawing's own failure to its caller and goes on with the next", async () => {
    const queue = createPreviewQueue();
    const [broken, fine] = [controlledDrawing(0), controlledDrawing(1)];
    const failed = queue.run(broken.task);
    const ok = queue.run(fine.task);
    broken.fail(new Error('no fonts'));
    await expect(failed).rejects.toThrow('no fonts');
    await settle();
    fine.finish();
    expect(await ok).toBe(1);
  });
});
