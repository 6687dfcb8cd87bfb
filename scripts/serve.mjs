#!/usr/bin/env node
// `npm run serve`: the production start. Runs the tree `npm run build:prod` built, with no install
// and no build. The environment (PORT, HOST, ARK_DATA_DIR, DATABASE_URL, ...) passes through to the
// server's config reader, with one production default: no demo data unless ARK_DEMO_PLAYERS asks.
// The server runs in this very process, so SIGTERM and SIGINT (systemd, docker stop, Ctrl+C) reach
// its own clean shutdown and its exit code is this command's; package.json `exec`s this script in
// place of npm's shell, so the signal npm passes on reaches it too.
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, serverMain } from './bootstrap.mjs';

// The server reads ARK_WEB_DIR the same way (from the working directory).
const webDir = process.env.ARK_WEB_DIR
  ? resolve(process.env.ARK_WEB_DIR)
  : join(root, 'apps', 'web', 'dist');
const missing = [serverMain, join(webDir, 'index.html')].find((file) => !existsSync(file));
if (missing) {
  const shown = missing.startsWith(root + sep) ? relative(root, missing) : missing;
  console.error(
    `npm run serve: nothing built (${shown} is missing); run \`npm run build:prod\` first`,
  );
  process.exit(1);
}
// A community's board starts empty: a demo on the first start is for `npm start`, not production.
process.env.ARK_DEMO_PLAYERS ??= '0';
await import(pathToFileURL(serverMain).href);
