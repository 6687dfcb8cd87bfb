import { afterFirstPaint, firstPaintHtml } from './first-paint';

// index.html as Vite's build writes it, reduced to what firstPaintHtml reads.
const BUILT = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <script>theme()</script>',
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/chunk-b2.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/chunk-c3.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const CSS = 'body{margin:0}';
const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const transform = (html = BUILT, css = CSS) => firstPaintHtml(html, { stylesheet: () => css });

describe('firstPaintHtml', () => {
  it('writes the stylesheet into the head in its place, after the theme script', () => {
    const doc = page(transform());
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    const style = doc.head.querySelector('style');
    expect(style?.textContent).toBe(CSS);
    expect(doc.head.firstElementChild?.textContent).toBe('theme()');
    expect(doc.head.lastElementChild).toBe(style);
  });

  it('asks for the stylesheet by the address index.html links it at', () => {
    const asked: string[] = [];
    const stylesheet = (href: string) => {
      asked.push(href);
      return CSS;
    };
    firstPaintHtml(BUILT, { stylesheet });
    expect(asked).toEqual(['/assets/index-d4.css']);
  });

  it('leaves no module script or preload in the HTML: one inline script last in the body loads them', () => {
    const doc = page(transform());
    expect(doc.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    const loader = doc.body.lastElementChild;
    expect(loader?.tagName).toBe('SCRIPT');
    expect(loader?.textContent).toBe(
      afterFirstPaint('/assets/index-a1.js', ['/assets/chunk-b2.js', '/assets/chunk-c3.js']),
    );
  });

  it('refuses a stylesheet that would end its <style> element', () => {
    expect(() => transform(BUILT, 'a{}</style><script>x()</script>')).toThrow(/<\/style/);
  });

  it('refuses a build with no module script or with two', () => {
    const none = BUILT.replace(/ *<script type="module".*\n/, '');
    expect(() => transform(none)).toThrow(/0 module scripts/);
    const two = BUILT.replace('</head>', '<script type="module" src="/x.js"></script></head>');
    expect(() => transform(two)).toThrow(/2 module scripts/);
  });
});

describe('afterFirstPaint', () => {
  const ENTRY = '/assets/index-a1.js';
  const PRELOADS = ['/assets/chunk-b2.js'];
  // The observer the loader made, fed by the test as the browser would feed it.
  let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
  }
  const paint = (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  const loaded = () =>
    [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((e) =>
      e.getAttribute(e.tagName === 'SCRIPT' ? 'src' : 'href'),
    );
  const run = () => new Function(afterFirstPaint(ENTRY, PRELOADS))();

  beforeEach(() => {
    report = undefined;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });

  afterEach(() => {
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads nothing before the first contentful paint, then the preloads and the module script', () => {
    run();
    paint('first-paint');
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
    paint('first-contentful-paint');
    expect(loaded()).toEqual([]);
    vi.runAllTimers();
    expect(loaded()).toEqual([...PRELOADS, ENTRY]);
    const script = document.head.querySelector('script');
    // An empty crossorigin is anonymous, as Vite's own tag had it.
    expect([script?.type, script?.getAttribute('crossorigin')]).toEqual(['module', '']);
  });

  it('loads the script once, however many paints and visibility changes follow', () => {
    run();
    paint('first-contentful-paint');
    vi.runAllTimers();
    document.dispatchEvent(new Event('visibilitychange'));
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(loaded()).toEqual([...PRELOADS, ENTRY]);
  });

  it('loads at once in a hidden tab, where nothing is painted', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(loaded()).toEqual([...PRELOADS, ENTRY]);
  });

  it('loads when the tab is hidden before its first paint', () => {
    run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(loaded()).toEqual([...PRELOADS, ENTRY]);
  });

  it('loads at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(loaded()).toEqual([...PRELOADS, ENTRY]);
  });
});
