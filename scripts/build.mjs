#!/usr/bin/env node
// `npm run build:prod`: the one build of a production tree, on a machine with only Node and npm.
// Gets pnpm, installs exactly what the lockfile says and builds the server and the page; then
// `npm run serve` runs that tree as it is (no install, no build at start).
import { findPnpm, installAndBuild } from './bootstrap.mjs';

const pnpm = findPnpm();
if (!installAndBuild(pnpm, { command: 'npm run build:prod', frozen: true })) process.exit(1);
console.log('\nbuilt: start it with `npm run serve`');
