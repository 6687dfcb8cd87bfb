#!/usr/bin/env node
// `npm start` on a fresh machine with only Node and npm: gets pnpm, installs, builds the server and
// the page, then runs the server (embedded store in ./data, demo data on the first start) and prints
// its address and how long the start took. The environment (PORT, HOST, ARK_DATA_DIR, DATABASE_URL,
// ...) passes through untouched: the server's config reader is the one place that interprets it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ci, findPnpm, installAndBuild, root, serverEnv, serverMain } from './bootstrap.mjs';

const pnpm = findPnpm();
if (!installAndBuild(pnpm, { command: 'npm start', frozen: ci })) process.exit(1);

if (!existsSync(serverMain)) {
  console.error(`npm start: the build left no ${serverMain}`);
  process.exit(1);
}
// The environment passes through as it is (with the allocator's settings, unless given); the
// server's config reader resolves relative paths.
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env: serverEnv,
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
