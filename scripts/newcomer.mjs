#!/usr/bin/env node
// The README's first command, the way a new user meets it: a fresh clone of the committed tree, a
// PATH with node, npm, npx and corepack but no pnpm, `npm start` on a free port. Passes when `/`
// serves the page and the tribe rankings call returns rows. Writes a vitest-shaped report to
// scripts/.reports/ so `npm test` counts it (a crash before the report counts as a failure there).
// Run alone: `node scripts/newcomer.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { root } from './bootstrap.mjs';

const LIMIT_MS = 6 * 60_000;
const GRACE_MS = 5_000;
const TITLE = 'npm start on a fresh clone with no pnpm on PATH serves the page and rankings';

/** The address a newcomer checks first: the default board's first page. */
const rankingsUrl = (port) =>
  `http://127.0.0.1:${port}/api/ark/tribe_rankings?cluster=SOLO&page=0&search=&filter=tribe_score`;

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * PATH with no `pnpm` on it but every other tool: a folder that holds a pnpm (on some machines
 * /usr/bin, beside sh) is replaced by a folder of links to everything in it but pnpm and pnpx.
 */
function pathWithoutPnpm(binDir) {
  mkdirSync(binDir);
  const path = [];
  for (const [i, dir] of process.env.PATH.split(delimiter).entries()) {
    if (!dir || !existsSync(dir)) continue;
    if (!existsSync(join(dir, 'pnpm')) && !existsSync(join(dir, 'pnpx'))) {
      path.push(dir);
      continue;
    }
    const copy = join(binDir, String(i));
    mkdirSync(copy);
    for (const tool of readdirSync(dir)) {
      if (tool === 'pnpm' || tool === 'pnpx') continue;
      symlinkSync(join(dir, tool), join(copy, tool));
    }
    path.push(copy);
  }
  return path.join(delimiter);
}

/** True when `/` is the page and the rankings call has rows. */
async function serves(port) {
  try {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    const rankings = await fetch(rankingsUrl(port));
    const body = rankings.ok ? await rankings.json() : null;
    return page.ok && /<script/i.test(html) && (body?.ranking_data?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Stops the whole process group: npm, the start script and the server it spawned. */
async function stopGroup(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise((resolve) => setTimeout(resolve, GRACE_MS, 'timeout'));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
}

async function check() {
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (dirty.trim())
    console.log('newcomer: uncommitted changes are not part of this check (it clones HEAD)');
  const dir = mkdtempSync(join(tmpdir(), 'ark-newcomer-'));
  const clone = join(dir, 'clone');
  let log = '';
  let child;
  try {
    execFileSync('git', ['clone', '-q', root, clone]);
    const port = await freePort();
    const env = { ...process.env, PATH: pathWithoutPnpm(join(dir, 'bin')), PORT: String(port) };
    // Under `npm test`, the tree was just built: the clone's build replays it from turbo's cache
    // (its inputs are the same files), so the suite builds once (docs/adr/0082-tests-start-from-images.md).
    if (process.env.ARK_TEST_BUILT === '1') env.TURBO_CACHE_DIR = join(root, '.turbo', 'cache');
    for (const key of ['INIT_CWD', 'npm_config_user_agent', 'npm_execpath', 'PNPM_HOME'])
      delete env[key];
    child = spawn('npm', ['start'], {
      cwd: clone,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c) => (log += c));
    child.stderr.on('data', (c) => (log += c));
    const started = Date.now();
    while (Date.now() - started < LIMIT_MS) {
      if (child.exitCode !== null) break;
      if (await serves(port)) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        return { ok: true, detail: `served the page and rankings after ${seconds} s` };
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const why = child.exitCode !== null ? `npm start exited with ${child.exitCode}` : 'timed out';
    return { ok: false, detail: `${why}; last lines:\n${log.split('\n').slice(-20).join('\n')}` };
  } finally {
    if (child) await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const result = await check().catch((error) => ({
  ok: false,
  detail: String(error?.stack ?? error),
}));
console.log(`newcomer: ${result.ok ? 'PASS' : 'FAIL'}: ${result.detail}`);
const reports = join(root, 'scripts', '.reports');
mkdirSync(reports, { recursive: true });
const status = result.ok ? 'passed' : 'failed';
writeFileSync(
  join(reports, 'newcomer.json'),
  JSON.stringify({
    numPassedTests: result.ok ? 1 : 0,
    numFailedTests: result.ok ? 0 : 1,
    success: result.ok,
    testResults: [
      {
        name: 'scripts/newcomer.mjs',
        assertionResults: [
          { title: TITLE, status, failureMessages: result.ok ? [] : [result.detail] },
        ],
      },
    ],
  }),
);
process.exit(result.ok ? 0 : 1);
