#!/usr/bin/env node
// Function lengths as the TypeScript parser counts them, over apps/*/src and packages/*/src (tests
// left out): the outermost function whole, so a factory that returns several methods counts whole.
// Prints every function over 80 lines; exits 1 when one is over 140 or more than 6 are over 80.
// Usage: node scripts/function-lengths.mjs [--all]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { root } from './bootstrap.mjs';

const LONG = 80;
const MAX = 140;
const MAX_LONG = 6;

const files = execFileSync('git', ['ls-files', 'apps/*/src/**', 'packages/*/src/**'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** The name a reader would look for: the declaration's, or the variable or key it is bound to. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return '<anonymous>';
}

const lengths = [];
for (const file of files) {
  const text = readFileSync(`${root}/${file}`, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.end) - lineOf(node.getStart()) + 1;
      lengths.push({ lines, where: `${file}:${lineOf(node.getStart()) + 1}`, name: nameOf(node) });
      return; // the outermost function counts whole
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

lengths.sort((a, b) => b.lines - a.lines);
const long = lengths.filter((f) => f.lines > LONG);
for (const f of process.argv.includes('--all') ? lengths : long)
  console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
const tooLong = long.filter((f) => f.lines > MAX);
console.log(
  `${long.length} over ${LONG} lines (at most ${MAX_LONG}), ${tooLong.length} over ${MAX} (none allowed)`,
);
process.exit(tooLong.length > 0 || long.length > MAX_LONG ? 1 : 0);
