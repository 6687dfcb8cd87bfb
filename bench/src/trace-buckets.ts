// Where a tap's main-thread time went, from a Chromium trace (the 'devtools.timeline' events the
// Performance panel draws): each complete event's own time (its duration less its children's),
// summed by kind. Script is React's render and commit with the reducer; style, layout and paint
// are the browser's work after it (docs/benchmarks.md, "Taps at 4x CPU").

/** A trace event as CDP's Tracing domain reports it (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: what a loaded machine's waiting does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string }; elementCount?: number };
}

const TAP_EVENTS = new Set([
  'pointerdown',
  'touchstart',
  'touchend',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
]);

/**
 * The tap's own window on the main thread: from its first input event's dispatch to the end of
 * the first frame committed after its last (click): what interaction to next paint measures, the
 * answer's later render aside.
 */
export function tapWindow(
  events: readonly TraceEvent[],
): { start: number; end: number } | undefined {
  const dispatches = events.filter(
    (e) => e.name === 'EventDispatch' && TAP_EVENTS.has(e.args?.data?.type ?? ''),
  );
  const first = dispatches[0];
  if (!first) return undefined;
  const start = Math.min(...dispatches.map((e) => e.ts));
  const lastEnd = Math.max(...dispatches.map((e) => e.ts + (e.dur ?? 0)));
  const frame = events
    .filter((e) => (e.name === 'Commit' || e.name === 'Paint') && e.ts >= lastEnd)
    .sort((a, b) => a.ts - b.ts)[0];
  return { start, end: frame ? frame.ts + (frame.dur ?? 0) : lastEnd };
}

const KINDS: Readonly<Record<string, string>> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.evaluateModule': 'script',
  V8Console: 'script',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  ParseHTML: 'other',
  HitTest: 'other',
};

/** The renderer's main thread: the thread the trace names CrRendererMain. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const named = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return named && { pid: named.pid, tid: named.tid };
}

/**
 * The main thread's own time by kind, in milliseconds: 'script', 'style', 'layout', 'paint', 'gc'
 * and 'other' (tasks' own time, the rest), over the whole trace or the events starting in `window`;
 * by the wall clock (`dur`) or by the thread's CPU time (`tdur`).
 */
export function whereTimeWent(
  events: readonly TraceEvent[],
  window?: { start: number; end: number },
  clock: 'dur' | 'tdur' = 'dur',
): Record<string, number> {
  const thread = mainThread(events);
  const sums: Record<string, number> = {
    script: 0,
    style: 0,
    layout: 0,
    paint: 0,
    gc: 0,
    other: 0,
  };
  if (!thread) return sums;
  const complete = events
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.dur)
    .filter((e) => !window || (e.ts >= window.start && e.ts < window.end))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // A stack of open events: each event's own time is its duration less its direct children's.
  const stack: { event: TraceEvent; own: number; kind: string }[] = [];
  const length = (event: TraceEvent) => event[clock] ?? 0;
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack.at(-1);
      if (!top || top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      sums[top.kind] = (sums[top.kind] ?? 0) + top.own;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.own -= length(event);
    // An event of no known kind inside a known one is counted as its parent's kind.
    const kind = KINDS[event.name] ?? parent?.kind ?? 'other';
    stack.push({ event, own: length(event), kind });
  }
  close(Number.POSITIVE_INFINITY);
  return Object.fromEntries(Object.entries(sums).map(([k, us]) => [k, Math.round(us / 100) / 10]));
}

/** One style recalculation on the main thread: how long it took and how many elements it styled. */
export interface StylePass {
  ms: number;
  /** Chromium's count of the elements styled (absent from older traces). */
  elements?: number;
}

/**
 * The main thread's style recalculations (`UpdateLayoutTree`) starting in `window`, in order:
 * what a restyle of the whole page looks like (one long pass over every element) beside a few
 * small ones (docs/adr/0099-the-panel-in-the-top-layer.md).
 */
export function stylePasses(
  events: readonly TraceEvent[],
  window?: { start: number; end: number },
): StylePass[] {
  const thread = mainThread(events);
  if (!thread) return [];
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'UpdateLayoutTree' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        (!window || (e.ts >= window.start && e.ts < window.end)),
    )
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const ms = Math.round((e.dur ?? 0) / 100) / 10;
      const elements = e.args?.elementCount;
      return elements === undefined ? { ms } : { ms, elements };
    });
}
