import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  brokenDocLinks,
  codeComments,
  documentAnchors,
  findDocLinks,
  headingAnchor,
} from './doc-links';

const RETIRED = ['docs', 'decisions.md'].join('/');

/** brokenDocLinks over an in-memory tree. */
function checkTree(tree: Record<string, string>): string[] {
  return brokenDocLinks({
    files: Object.keys(tree),
    read: (file) => tree[file] ?? '',
  });
}

describe('headingAnchor', () => {
  it('lowercases and turns each space into a hyphen', () => {
    expect(headingAnchor('Links past the end')).toBe('links-past-the-end');
    expect(headingAnchor('CORS and methods')).toBe('cors-and-methods');
    expect(headingAnchor('Counts default to 0')).toBe('counts-default-to-0');
  });

  it('drops punctuation and symbols but keeps hyphens and underscores', () => {
    expect(headingAnchor('0005. Wire contract: the four calls, limits, defaults and KD')).toBe(
      '0005-wire-contract-the-four-calls-limits-defaults-and-kd',
    );
    expect(headingAnchor("The page's API client")).toBe('the-pages-api-client');
    expect(headingAnchor('max_parallel_maintenance_workers (re-checked)')).toBe(
      'max_parallel_maintenance_workers-re-checked',
    );
  });

  it('keeps one hyphen per space, so a dropped dash between spaces leaves two', () => {
    expect(headingAnchor('Seasons — archived')).toBe('seasons--archived');
  });

  it('keeps letters of any script', () => {
    expect(headingAnchor('Über Straße ño')).toBe('über-straße-ño');
  });

  it('reads inline code, links and emphasis as their text', () => {
    expect(headingAnchor('`npm start` on a [phone](phone.md)')).toBe('npm-start-on-a-phone');
    expect(headingAnchor('**Bold** and _emphasis_')).toBe('bold-and-emphasis');
  });
});

describe('documentAnchors', () => {
  it('gives every heading its anchor and numbers repeats as GitHub does', () => {
    const anchors = documentAnchors('# Title\n\n## Context\n\ntext\n\n### Context\n\n## Context\n');
    expect([...anchors]).toEqual(['title', 'context', 'context-1', 'context-2']);
  });

  it('ignores headings inside code fences and reads explicit anchors', () => {
    const anchors = documentAnchors('```sh\n# not a heading\n```\n<a id="kept"></a>\n## Real\n');
    expect([...anchors].sort()).toEqual(['kept', 'real']);
  });
});

describe('codeComments', () => {
  it('reads line and block comments but not strings, templates or regular expressions', () => {
    const code = [
      "const a = '// not a comment', b = `/* nor this */`;",
      'const re = /["\'/]+/g; // one',
      '/* two */ const c = 6 / 2 / 1;',
    ].join('\n');
    expect(codeComments(code).map(([, text]) => text)).toEqual(['// one', '/* two */']);
  });

  it('gives each comment its offset in the code', () => {
    const code = 'x();\n// here';
    expect(codeComments(code)).toEqual([[5, '// here']]);
  });
});

describe('findDocLinks', () => {
  it('reads a path from the repository root in a code comment, with further anchors', () => {
    const text = 'const a = 1;\n// why (docs/behaviour.md#detail-panel and #movement)\n';
    expect(findDocLinks('packages/core/src/a.ts', text)).toEqual([
      {
        file: 'packages/core/src/a.ts',
        line: 2,
        target: 'docs/behaviour.md',
        anchor: 'detail-panel',
      },
      { file: 'packages/core/src/a.ts', line: 2, target: 'docs/behaviour.md', anchor: 'movement' },
    ]);
  });

  it('reads code comments only, not paths in strings', () => {
    const text = "const fixture = '// docs/missing.md';\n";
    expect(findDocLinks('packages/ui/src/x.test.tsx', text)).toEqual([]);
  });

  it('resolves markdown links from the linking file and skips other addresses', () => {
    const text = [
      'See [the record](../../docs/adr/0005-wire-contract.md) and [a heading](#own).',
      '[web](https://example.com/docs/x.md), [readme](../README.md)',
    ].join('\n');
    expect(findDocLinks('packages/core/README.md', text)).toEqual([
      {
        file: 'packages/core/README.md',
        line: 1,
        target: 'docs/adr/0005-wire-contract.md',
        anchor: null,
      },
    ]);
    expect(
      findDocLinks('docs/adr/0001-x.md', '[up](../behaviour.md#formatting), [me](#context)'),
    ).toEqual([
      { file: 'docs/adr/0001-x.md', line: 1, target: 'docs/behaviour.md', anchor: 'formatting' },
      { file: 'docs/adr/0001-x.md', line: 1, target: 'docs/adr/0001-x.md', anchor: 'context' },
    ]);
  });
});

describe('brokenDocLinks', () => {
  const docs = {
    'docs/behaviour.md': '# Behaviour\n\n## Formatting\n',
    'docs/adr/0001-one.md': '# 0001. One\n\n## Context\n',
  };

  it('accepts links to documents and headings that exist', () => {
    expect(
      checkTree({
        ...docs,
        'packages/core/src/format.ts': '// docs/behaviour.md#formatting, docs/adr/0001-one.md\n',
        'README.md': '[one](docs/adr/0001-one.md#context)\n',
      }),
    ).toEqual([]);
  });

  it('names file and line of a missing document and of a missing heading', () => {
    expect(
      checkTree({
        ...docs,
        'apps/web/src/main.tsx': '\n\n// docs/adr/0002-two.md and docs/behaviour.md#numbers\n',
      }),
    ).toEqual([
      'apps/web/src/main.tsx:3: docs/adr/0002-two.md: no such document',
      'apps/web/src/main.tsx:3: docs/behaviour.md#numbers: docs/behaviour.md has no heading #numbers',
    ]);
  });

  it('fails on any link to the retired decisions file', () => {
    const broken = checkTree({ ...docs, 'e2e/README.md': `[why](../${RETIRED}#kd)\n` });
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^e2e\/README\.md:1: .*#kd is retired/);
  });

  it('skips dependencies, builds and files that are not text', () => {
    expect(
      checkTree({
        ...docs,
        'node_modules/x/index.js': '// docs/missing.md',
        'apps/web/dist/index.js': '// docs/missing.md',
        'docs/screenshots/page.png': 'docs/missing.md',
      }),
    ).toEqual([]);
  });

  it('finds no broken link in this repository', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: here, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const root = git('rev-parse', '--show-toplevel').trim();
    // Tracked files and new ones not yet committed (but not ignored), as they are on disk.
    const files = [
      ...new Set(
        git('-C', root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0'),
      ),
    ].filter((file) => file !== '' && existsSync(join(root, file)));
    expect(files).toContain('docs/behaviour.md');
    expect(
      brokenDocLinks({ files, read: (file) => readFileSync(join(root, file), 'utf8') }),
    ).toEqual([]);
  });
});
