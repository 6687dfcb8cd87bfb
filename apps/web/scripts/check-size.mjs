// Gzip budget of the built page: JS <= 85 KB (React 19 ~68, ky ~4, zod/mini ~6.5, ours), CSS <= 8 KB.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 85 * 1024, css: 8 * 1024 };
const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url));

const totals = { js: 0, css: 0 };
for (const name of readdirSync(assets).sort()) {
  const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : null;
  if (!kind) continue;
  const size = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
  totals[kind] += size;
  console.log(`${name.padEnd(36)} ${(size / 1024).toFixed(2).padStart(7)} KB gzip`);
}

let failed = false;
for (const kind of ['js', 'css']) {
  const over = totals[kind] > BUDGET[kind];
  failed ||= over;
  console.log(
    `${kind.toUpperCase()} total: ${(totals[kind] / 1024).toFixed(2)} KB gzip ` +
      `(budget ${BUDGET[kind] / 1024} KB)${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
