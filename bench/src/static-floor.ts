// The floor of `pnpm bench:page`: the page's first HTML made static (every script and preload
// removed, each stylesheet inlined), served gzip by a bare node:http server. What the browser
// must do to paint our rows when nothing else stands between (docs/adr/0050-first-paint-at-the-floor.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const PRELOAD = /<link\b[^>]*\brel="(?:preload|modulepreload|prefetch|preconnect)"[^>]*>\s*/gi;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const HREF = /\bhref="([^"]+)"/i;

/**
 * `html` made static: no `<script>` (inline, data or loaded), no preload, prefetch or preconnect,
 * each linked stylesheet as a `<style>` with its text (`stylesheets` by href).
 */
export function staticFloor(html: string, stylesheets: ReadonlyMap<string, string>): string {
  return html
    .replace(SCRIPT, '')
    .replace(PRELOAD, '')
    .replace(STYLESHEET, (tag) => {
      const href = HREF.exec(tag)?.[1] ?? '';
      const css = stylesheets.get(href);
      if (css === undefined) throw new Error(`no text for the stylesheet ${href}`);
      return `<style>${css}</style>`;
    });
}

/** The stylesheets `html` links, by href. */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(STYLESHEET)].map((match) => HREF.exec(match[0])?.[1] ?? '');

/** The icons `html` links, by href (the floor serves them too, so it logs no 404). */
export const linkedIcons = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/gi)].map(
    (match) => HREF.exec(match[0])?.[1] ?? '',
  );

/** A file the floor serves besides the page. */
export interface FloorFile {
  type: string;
  body: Buffer;
}

/** A running floor server. */
export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `html` gzip (once compressed) at `path`'s pathname, whatever its query, and `files` at
 * theirs, from a bare node:http server on a free port of 127.0.0.1.
 */
export function serveStaticFloor({
  html,
  path = '/',
  files = new Map(),
}: {
  html: string;
  path?: string;
  files?: ReadonlyMap<string, FloorFile>;
}): Promise<FloorServer> {
  const page = { plain: Buffer.from(html), gzip: gzipSync(html) };
  const pathname = new URL(path, 'http://floor').pathname;
  const server: Server = createServer((req, res) => {
    const at = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = files.get(at);
    if (file) {
      res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length });
      res.end(file.body);
    } else if (at === pathname) {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
      const body = gzip ? page.gzip : page.plain;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      res.end(body);
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}${path}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
