import { describe, expect, it } from 'vitest';
import { stylePasses, type TraceEvent, whereTimeWent } from './trace-buckets';

const MAIN = { pid: 1, tid: 7 };
const threadName = (name: string, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid: 1,
  tid,
  args: { name },
});
/** A complete event on the main thread, times in milliseconds. */
const makeEvent = (name: string, at: number, ms: number, extra: Partial<TraceEvent> = {}) =>
  ({ name, ph: 'X', ts: at * 1000, dur: ms * 1000, ...MAIN, ...extra }) as TraceEvent;

const trace = (...events: TraceEvent[]): TraceEvent[] => [
  threadName('CrRendererMain', MAIN.tid),
  threadName('Compositor', 9),
  ...events,
];

describe('stylePasses', () => {
  it("lists the main thread's style recalculations in order, with the elements each styled", () => {
    const events = trace(
      makeEvent('UpdateLayoutTree', 50, 47.04, { args: { elementCount: 3120 } }),
      makeEvent('UpdateLayoutTree', 10, 0.4, { args: { elementCount: 2 } }),
      makeEvent('Layout', 20, 5),
    );
    expect(stylePasses(events)).toEqual([
      { ms: 0.4, elements: 2 },
      { ms: 47, elements: 3120 },
    ]);
  });

  it('keeps to the window, and leaves out other threads and a count the trace lacks', () => {
    const events = trace(
      makeEvent('UpdateLayoutTree', 5, 3),
      makeEvent('UpdateLayoutTree', 12, 2),
      makeEvent('UpdateLayoutTree', 14, 9, { tid: 9 }),
      makeEvent('UpdateLayoutTree', 40, 1),
    );
    expect(stylePasses(events, { start: 10_000, end: 30_000 })).toEqual([{ ms: 2 }]);
  });

  it('finds none without a main thread', () => {
    expect(stylePasses([makeEvent('UpdateLayoutTree', 1, 1)])).toEqual([]);
  });
});

describe('whereTimeWent', () => {
  it("counts a pass's own time as style, less what ran inside it", () => {
    const events = trace(
      makeEvent('UpdateLayoutTree', 0, 10),
      makeEvent('Layout', 2, 4),
      makeEvent('FunctionCall', 20, 3),
    );
    expect(whereTimeWent(events)).toMatchObject({ style: 6, layout: 4, script: 3 });
  });
});
