#!/usr/bin/env node
// The repository paths the decision records name exist: every backticked path in docs/adr/*.md
// (`apps/api/src/x.ts`, or short as `store/x.ts` or `x.ts`, found under a package's folder) names
// a file or folder in git. A path that is gone is either updated in the record or, in a dated
// note, written without backticks (docs/adr/README.md). Also: the README's index has one line per
// record, marked current or superseded by the record that replaces it. Exits 1 and lists each
// problem.
// Usage: node scripts/adr-paths.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const ADR_DIR = join(root, 'docs', 'adr');
/** Extensions of the files a record names (a word like `site.logo` is not a path). */
const FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|json|md|css|sql|html|yml|yaml|sh|toml|svg|png)$/;
/** Built or installed output, which git never holds: named in records, checked by the build. */
const GENERATED = /(?:^|\/)(?:dist|node_modules|\.reports|coverage)(?:\/|$)/;
/**
 * Files an installed server has and the repository never holds: the operator's config, the
 * build's hashes, a font package's data (named by the record that reads or writes them).
 */
const NOT_IN_GIT = new Set(['ark.config.json', 'inline-hashes.json', 'unicode.json']);

/** Every file git holds, and every folder above one. */
function trackedPaths() {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const paths = new Set(files);
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) paths.add(parts.slice(0, i).join('/'));
  }
  return paths;
}

/**
 * A backticked text as a repository path, or null when it is not one: a URL, an address (`/x`),
 * a command, a glob or placeholder, a package name (`@ark/core`), or a word with no file or
 * folder shape.
 */
export function asPath(text) {
  if (/[\s*<>{}$|:?=,'"]/.test(text) || text.startsWith('/') || text.startsWith('@')) return null;
  const path = text.replace(/^\.\//, '').replace(/\/$/, '');
  if (!/^[\w.\-/[\]]+$/.test(path) || path.startsWith('.') || GENERATED.test(path)) return null;
  // The template's placeholder name (`NNNN-kebab-title.md`).
  if (path.includes('NNNN') || NOT_IN_GIT.has(path)) return null;
  if (FILE.test(path)) return path;
  // A folder: only when written with its place (`apps/api/src/store`), not a bare word.
  return /^(?:apps|packages|e2e|bench|deploy|docs|scripts)\//.test(text) ? path : null;
}

/** Whether `path` is in the repository: from its root, or below some folder (`store/x.ts`). */
function exists(path, tracked, suffixes) {
  return tracked.has(path) || suffixes.has(path);
}

/** Every tail of every tracked path (`a/b/c.ts` gives `b/c.ts` and `c.ts`). */
function tails(tracked) {
  const found = new Set();
  for (const path of tracked) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) found.add(parts.slice(i).join('/'));
  }
  return found;
}

/** Missing paths in each record: `{ record, line, path }`. */
export function missingPaths() {
  const tracked = trackedPaths();
  const suffixes = tails(tracked);
  const missing = [];
  for (const record of readdirSync(ADR_DIR).filter((f) => f.endsWith('.md'))) {
    const lines = readFileSync(join(ADR_DIR, record), 'utf8').split('\n');
    for (const [i, line] of lines.entries()) {
      for (const [, text] of line.matchAll(/`([^`\n]+)`/g)) {
        const path = asPath(text);
        if (path && !exists(path, tracked, suffixes)) missing.push({ record, line: i + 1, path });
      }
    }
  }
  return missing;
}

/**
 * Records the README's index leaves out or does not mark: each `| NNNN | [title](file) | status |`
 * line's status is `current...` or `superseded by [NNNN](...)`.
 */
export function unindexed() {
  const index = readFileSync(join(ADR_DIR, 'README.md'), 'utf8');
  const marked = new Map();
  for (const [, number, status] of index.matchAll(/^\| (\d{4}) \| \[[^\]]*\]\([^)]*\) \| ([^|]*) \|/gm))
    marked.set(number, status.trim());
  const problems = [];
  for (const record of readdirSync(ADR_DIR).filter((f) => /^\d{4}-/.test(f) && f !== '0000-template.md')) {
    const status = marked.get(record.slice(0, 4));
    if (status === undefined) problems.push(`${record} has no line in docs/adr/README.md`);
    else if (!/^(current\b|superseded by \[\d{4}\])/.test(status))
      problems.push(`${record}: its README line says "${status}", not current or superseded by [NNNN]`);
  }
  return problems;
}

const missing = missingPaths();
for (const m of missing) console.log(`docs/adr/${m.record}:${m.line}: ${m.path} does not exist`);
const problems = unindexed();
for (const problem of problems) console.log(problem);
console.log(
  missing.length === 0
    ? 'decision records: every path they name exists'
    : `decision records: ${missing.length} named paths do not exist (update the path, or say in a dated note that it is gone, without backticks)`,
);
process.exit(missing.length + problems.length > 0 ? 1 : 0);
