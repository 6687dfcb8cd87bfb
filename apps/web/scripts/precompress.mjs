// Writes a .br and a .gz copy beside each text file of the build (JS, CSS, HTML, SVG, JSON, TXT),
// so the server sends them compressed at no cost per request (apps/api/src/http/static-files.ts).
// Source maps are left alone: they are not served by default; so is dist/server, the server-render
// bundle the API server imports (never served).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const SERVER = join(dist, 'server');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== SERVER) yield* files(path);
    } else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A copy that is not smaller is not worth sending.
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files (br, gzip)`);
