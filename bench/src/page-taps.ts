// The page's taps as a phone meets them (issue 51, docs/adr/0079-taps-within-a-frame.md): Chromium
// at 4x CPU (CDP `Emulation.setCPUThrottlingRate`), a 412 px viewport with touch, each tap's
// duration read by the Event Timing API the way interaction to next paint is (a PerformanceObserver
// on 'event', durationThreshold 16, the longest entry of each interaction id). A tap under 16 ms
// leaves no entry: it reads as 0 here and prints as "< 16".
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import {
  type StylePass,
  stylePasses,
  type TraceEvent,
  tapWindow,
  whereTimeWent,
} from './trace-buckets';

// The code below runs in the page (strings: this package is typed for Node, not the DOM).

/**
 * Installed before the page's own script: the longest event of each interaction, kept by its id
 * in `window.__arkTaps`.
 */
const OBSERVE_INTERACTIONS = `
  const taps = new Map();
  window.__arkTaps = taps;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const kept = taps.get(entry.interactionId);
      if (!kept || entry.duration > kept.duration) {
        taps.set(entry.interactionId, { name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
const CLEAR_TAPS = 'window.__arkTaps.clear()';
const READ_TAPS = '[...window.__arkTaps.values()]';
/** The page's document, as far as the waits below read it. */
type PageGlobals = { document: { querySelector: (selector: string) => object | null } };
// Functions, not strings: waitForFunction evaluates a string, which the page's CSP forbids; each
// stands alone (it is sent to the page as its source).
const nothingBusy = () =>
  (globalThis as unknown as PageGlobals).document.querySelector('[aria-busy="true"]') === null;
const TWO_FRAMES = `new Promise((resolve) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))`;
// React's container key on #root: the page's script has taken the root.
const started = () =>
  Object.keys((globalThis as unknown as PageGlobals).document.querySelector('#root') ?? {}).some(
    (key) => key.startsWith('__reactContainer$'),
  );

const loaded = () =>
  (globalThis as unknown as { document: { readyState: string } }).document.readyState ===
  'complete';
const IDLE = 'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))';

/** One tap: what is done first and not measured, the tap itself, what it waits for after. */
export interface Tap {
  name: string;
  /** The control tapped (after `before`, if any). */
  target: (page: Page) => Locator;
  before?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.locator('main');
const dropdown = (page: Page, index: number) =>
  main(page).locator('.ark-dropdown').nth(index).locator('.ark-dropdown__button');
const unchosen = (page: Page) =>
  page.locator('[role="listbox"] [role="option"][aria-selected="false"]').first();
// The panel is a <dialog> (docs/adr/0099-the-panel-in-the-top-layer.md): found by its role.
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The taps, in the order a visitor might make them, each on the page the one before left; chosen
 * by role and structure, never by words, so the same list runs in every language. Dropdowns are
 * 0 Cluster, 1 Filter by, 2 Period (docs/behaviour.md#period-dropdown).
 */
export const TAPS: readonly Tap[] = [
  { name: 'tab (players)', target: (page) => page.locator('[role="tab"]').nth(1) },
  { name: 'Next', target: (page) => main(page).locator('.ark-pager button').last() },
  { name: 'Previous', target: (page) => main(page).locator('.ark-pager button').first() },
  { name: 'filter: open', target: (page) => dropdown(page, 1) },
  { name: 'filter: choice', target: unchosen },
  { name: 'period: open', target: (page) => dropdown(page, 2) },
  { name: 'period: choice', target: unchosen },
  {
    name: 'search (submit)',
    // Typing is not a tap; a name's first letters are typed unmeasured (`fill` fires no key).
    before: async (page) => {
      const first = (await main(page).locator('.ark-name-button').first().textContent()) ?? '';
      await main(page).locator('.ark-search__input').fill(first.slice(0, 3));
    },
    target: (page) => main(page).locator('.ark-search button[type="submit"]'),
  },
  { name: 'panel: open', target: (page) => main(page).locator('.ark-name-button').first() },
  {
    name: 'panel: 30/90/365',
    target: (page) => dialog(page).locator('.ark-history__spans a:not([aria-current])').first(),
  },
  { name: 'panel: close', target: (page) => dialog(page).locator('.ark-panel__head a').first() },
  { name: 'theme toggle', target: (page) => page.locator('.ark-theme-toggle:visible') },
];

/** Once nothing on the page is busy (no answer awaited) and two frames are drawn. */
async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(nothingBusy);
  await page.evaluate(TWO_FRAMES);
}

/** Lighthouse's own `computeBenchmarkIndex`, run in the page before the CPU is slowed, as it does. */
async function benchmarkIndex(page: Page): Promise<number> {
  const { computeBenchmarkIndex } = (await import('lighthouse/core/lib/page-functions.js'))
    .pageFunctions as { computeBenchmarkIndex: () => number };
  return Math.round(await page.evaluate(computeBenchmarkIndex));
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

export interface TapResult {
  /** The longest event of the tap's interaction (0: under 16 ms, no entry). */
  duration: number;
  /** Interactions the tap made (1 for a tap answered once). */
  interactions: number;
  /** With `trace`: the main thread's time from the tap to its next frame, by kind. */
  toPaint?: Record<string, number>;
  /** With `trace`: the same by the main thread's CPU time (a loaded machine's waits left out). */
  toPaintCpu?: Record<string, number>;
  /** With `trace`: the main thread's time from the tap until the page is quiet (its data drawn). */
  toQuiet?: Record<string, number>;
  /** With `trace`: each style recalculation from the tap to its next frame, in order. */
  stylesToPaint?: StylePass[];
  /** With `trace`: each style recalculation from the tap until the page is quiet. */
  stylesToQuiet?: StylePass[];
}

export interface RoundResult {
  benchmarkIndex: number;
  taps: Record<string, TapResult>;
}

/** Records a Chromium trace around `act` on the page's CDP session; resolves to its events. */
async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const session = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  await act();
  await session.send('Tracing.end');
  await done;
  await session.detach();
  return events;
}

async function tapOnce(page: Page, tap: Tap, trace: boolean): Promise<TapResult> {
  await tap.before?.(page);
  await page.evaluate(CLEAR_TAPS);
  const act = async () => {
    await tap.target(page).tap();
    await quiet(page);
  };
  let events: TraceEvent[] | undefined;
  if (trace) events = await traced(page, act);
  else await act();
  const taps = await page.evaluate<{ name: string; duration: number }[]>(READ_TAPS);
  return {
    duration: Math.max(0, ...taps.map((entry) => entry.duration)),
    interactions: taps.length,
    ...(events
      ? {
          toPaint: whereTimeWent(events, tapWindow(events)),
          toPaintCpu: whereTimeWent(events, tapWindow(events), 'tdur'),
          toQuiet: whereTimeWent(events),
          stylesToPaint: stylePasses(events, tapWindow(events)),
          stylesToQuiet: stylePasses(events),
        }
      : {}),
  };
}

export interface RoundOptions {
  url: string;
  executablePath: string;
  /** Records a Chromium trace of each tap and sums the main thread's time by kind. */
  trace?: boolean;
}

/** One round: a fresh phone-sized browser on the page, its benchmarkIndex, then every tap once. */
export async function tapRound({
  url,
  executablePath,
  trace = false,
}: RoundOptions): Promise<RoundResult> {
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
    });
    await context.addInitScript({ content: OBSERVE_INTERACTIONS });
    const page = await context.newPage();
    await page.goto('about:blank');
    const index = await benchmarkIndex(page);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForFunction(started);
    // Hydration done and the main thread idle: the first tap measures the tap, not the page's start.
    await page.waitForFunction(loaded);
    await page.evaluate(IDLE);
    await quiet(page);
    const taps: Record<string, TapResult> = {};
    for (const tap of TAPS) taps[tap.name] = await tapOnce(page, tap, trace);
    return { benchmarkIndex: index, taps };
  } finally {
    await browser.close();
  }
}
