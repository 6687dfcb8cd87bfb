// Keeps the client's index.html as the server-render template (dist/server/template.html) and
// rewrites dist/index.html with the shell drawn in (header, tabs, toolbar, Loading...), so a static
// build served elsewhere paints before its script runs (docs/adr/0016-first-paint.md). Then lists
// the CSP hashes of the inline script and styles of both in dist/inline-hashes.json, for a server
// whose policy is `script-src 'self'` (docs/adr/0042-themes-and-branding.md).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/', import.meta.url);
const index = fileURLToPath(new URL('index.html', dist));
const template = fileURLToPath(new URL('server/template.html', dist));
const { prerender, inlineHashes, INLINE_HASHES_FILE } = await import(
  new URL('server/entry-server.js', dist).href
);
const manifest = fileURLToPath(new URL(INLINE_HASHES_FILE, dist));

copyFileSync(index, template);
const shell = prerender(readFileSync(template, 'utf8'), process.env.VITE_API_BASE_URL);
writeFileSync(index, shell);
console.log('prerendered the shell into dist/index.html');

const hashes = [inlineHashes(shell), inlineHashes(readFileSync(template, 'utf8'))];
const union = (directive) => [...new Set(hashes.flatMap((sources) => sources[directive]))];
const sources = { 'script-src': union('script-src'), 'style-src': union('style-src') };
writeFileSync(manifest, `${JSON.stringify(sources, null, 2)}\n`);
console.log(
  `${INLINE_HASHES_FILE}: ${sources['script-src'].length} script(s), ${sources['style-src'].length} style(s)`,
);
