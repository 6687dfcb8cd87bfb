#!/usr/bin/env node
// `npm start` on a fresh machine with only Node and npm: gets pnpm, installs, builds the server and
// the page, then runs the server (embedded store in ./data, demo data on the first start) and prints
// its address and how long the start took. The environment (PORT, HOST, ARK_DATA_DIR, DATABASE_URL,
// ...) passes through untouched: the server's config reader is the one place that interprets it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ci, env, findPnpm, root } from './bootstrap.mjs';

const pnpm = findPnpm();
if (!pnpm(['install', ...(ci ? ['--frozen-lockfile'] : [])])) {
  console.error('\nnpm start: installing the dependencies failed (see above).');
  process.exit(1);
}
// turbo replays a build whose inputs have not changed from its cache, so a second start is quick.
if (!pnpm(['exec', 'turbo', 'run', 'build', '--filter', '@ark/api', '--filter', '@ark/web'])) {
  console.error(
    '\nnpm start: the build failed (see above). Fix the error and run `npm start` again;' +
      ' `npm test` runs lint and typecheck for a fuller picture.',
  );
  process.exit(1);
}

const main = join(root, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`npm start: the build left no ${main}`);
  process.exit(1);
}
// The environment passes through as it is; the server's config reader resolves relative paths.
const server = spawn(process.execPath, [main], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
let pending = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (announced) return;
  pending += chunk.toString();
  const line = pending.split('\n').find((l) => l.includes('"msg":"listening"'));
  if (!line) {
    pending = pending.slice(pending.lastIndexOf('\n') + 1);
    return;
  }
  announced = true;
  // The server logs the address it bound; show a browsable one for a wildcard host.
  const url = String(JSON.parse(line).url).replace(/\/\/(0\.0\.0\.0|\[?::\]?):/, '//localhost:');
  const seconds = process.uptime().toFixed(1);
  console.log(
    `\nARK Leaderboards is running at ${url} (started in ${seconds} s; Ctrl+C to stop)\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
