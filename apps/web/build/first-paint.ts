// The first HTML made to paint from itself alone (docs/adr/0050-first-paint-at-the-floor.md): the
// stylesheet inlined, and the page's script loaded once the first paint is done, so nothing the
// browser fetches stands between the HTML and the rows it carries.
import type { Plugin } from 'vite';

/** What a first HTML loads, as Vite's build writes it into index.html. */
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
const ENTRY = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * The inline script that adds the page's module script (and its imports' preloads) once the first
 * contentful paint is reported, a frame later; at once where there is no paint to wait for (a
 * hidden tab, a browser without paint timing). Its text is fixed per build: the CSP allows it by
 * its hash.
 */
export function afterFirstPaint(entry: string, preloads: readonly string[]): string {
  const add = (tag: string, props: string) =>
    `{const e=document.createElement(${JSON.stringify(tag)});${props}e.crossOrigin="";document.head.append(e)}`;
  const load = [
    `for(const h of ${escapeScript(JSON.stringify(preloads))})${add('link', 'e.rel="modulepreload";e.href=h;')}`,
    add('script', `e.type="module";e.src=${escapeScript(JSON.stringify(entry))};`),
  ].join('');
  return [
    '(()=>{let n=0;const go=()=>{if(n++)return;',
    load,
    '};',
    'if(document.visibilityState!=="visible"||!self.PerformanceObserver?.supportedEntryTypes?.includes("paint"))go();',
    'else{new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)requestAnimationFrame(()=>setTimeout(go))}).observe({type:"paint",buffered:true});',
    'document.addEventListener("visibilitychange",go)}})()',
  ].join('');
}

/** Text that cannot end or bend the `<script>` element it is written in. */
const escapeScript = (text: string): string => text.replace(/</g, '\\u003c');

export interface FirstPaintOptions {
  /** The text of a built stylesheet by the address index.html links it at. */
  stylesheet: (href: string) => string;
}

/**
 * index.html as Vite built it, made to paint from itself: each linked stylesheet as a `<style>` in
 * its place, the module script and its preloads replaced by afterFirstPaint at the end of the body.
 */
export function firstPaintHtml(html: string, { stylesheet }: FirstPaintOptions): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string);
  if (entries.length !== 1)
    throw new Error(`index.html has ${entries.length} module scripts, not 1`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const inlined = html.replace(STYLESHEET, (tag, href: string) => {
    const css = stylesheet(href).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} holds </style: it cannot be inlined`);
    const indent = /^[ \t]*/.exec(tag)?.[0] ?? '';
    return `${indent}<style>${css}</style>\n`;
  });
  const bare = inlined.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  if (!bare.includes('</body>')) throw new Error('index.html has no </body>');
  const loader = `<script>${afterFirstPaint(entries[0] as string, preloads)}</script>`;
  return bare.replace('</body>', () => `  ${loader}\n  </body>`);
}

/**
 * The build's index.html through firstPaintHtml; the stylesheets it inlines leave the bundle
 * (nothing else links them).
 */
export function firstPaint(): Plugin {
  return {
    name: 'ark:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined: string[] = [];
        const out = firstPaintHtml(html, {
          stylesheet: (href) => {
            const name = href.replace(/^\//, '');
            const asset = bundle[name];
            if (asset?.type !== 'asset') throw new Error(`${href} is not in the build`);
            inlined.push(name);
            return typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          },
        });
        for (const name of inlined) delete bundle[name];
        return out;
      },
    },
  };
}
