// Keeps the client's index.html as the server-render template (dist/server/template.html) and
// rewrites dist/index.html with the shell drawn in (header, tabs, toolbar, Loading...), so a static
// build served elsewhere paints before its script runs (docs/adr/0016-first-paint.md).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/', import.meta.url);
const index = fileURLToPath(new URL('index.html', dist));
const template = fileURLToPath(new URL('server/template.html', dist));
const { prerender } = await import(new URL('server/entry-server.js', dist).href);

copyFileSync(index, template);
writeFileSync(index, prerender(readFileSync(template, 'utf8'), process.env.VITE_API_BASE_URL));
console.log('prerendered the shell into dist/index.html');
