// Links from code and markdown to the project's docs (docs/adr/0001-decision-records.md): every
// one must name a document that exists and, when it has an #anchor, a heading of that document.
import { posix } from 'node:path';

/** Files whose text is searched for links to docs. */
export const LINKING_FILES = /\.(?:[cm]?[jt]sx?|css|md|json|ya?ml|html|sql)$/;

/** Folders never searched. */
const SKIPPED_DIRS = /(?:^|\/)(?:node_modules|dist)\//;

/** The retired decisions file; its anchors moved to docs/adr, behaviour.md and benchmarks.md. */
const RETIRED = ['docs', 'decisions.md'].join('/');

/**
 * GitHub's anchor for a heading's text: inline markup reduced to its text, lower case,
 * punctuation and symbols dropped (letters, digits, `_` and `-` kept), each space a `-`.
 * @example headingAnchor('Counts default to 0') // "counts-default-to-0"
 */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(^|[^\p{L}\p{N}])_{1,2}(\S(?:.*?\S)?)_{1,2}(?=[^\p{L}\p{N}]|$)/gu, '$1$2');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Every anchor a markdown document offers: its headings' (outside code fences; a repeated one
 * gets `-1`, `-2`, ... as on GitHub) and explicit `<a id>` / `<a name>` targets.
 */
export function documentAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = headingAnchor(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*?\b(?:id|name)=["']([^"']+)["']/g)) {
      anchors.add(match[1] as string);
    }
  }
  return anchors;
}

/** One link to a document under docs/, as found in a file. */
export interface DocLink {
  /** The linking file, from the repository root. */
  file: string;
  line: number;
  /** The linked document, from the repository root. */
  target: string;
  /** The heading named after `#`, or null for the document as a whole. */
  anchor: string | null;
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Characters after which a `/` in code starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORD = /\b(?:return|typeof|case|in|of|void|yield|await|delete)\s*$/;

/**
 * The comments of JavaScript, TypeScript or CSS source, as [offset, text] pairs: strings, template
 * literals and regular expressions are skipped, so a link written in a test's fixture string is
 * not read as one.
 */
export function codeComments(code: string): [number, string][] {
  const comments: [number, string][] = [];
  let last = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i] as string;
    const next = code[i + 1];
    if (c === '/' && (next === '/' || next === '*')) {
      const close = next === '/' ? code.indexOf('\n', i) : code.indexOf('*/', i + 2);
      const end = close === -1 ? code.length : close + (next === '*' ? 2 : 0);
      comments.push([i, code.slice(i, end)]);
      i = end;
      continue;
    }
    const regex =
      c === '/' && (last === '' || BEFORE_REGEX.has(last) || REGEX_KEYWORD.test(code.slice(0, i)));
    if (c === "'" || c === '"' || c === '`' || regex) {
      let inClass = false;
      for (i++; i < code.length; i++) {
        const d = code[i];
        if (d === '\\') i++;
        else if (regex && d === '[') inClass = true;
        else if (regex && d === ']') inClass = false;
        else if (d === c && !inClass) break;
        else if (d === '\n' && c !== '`') break;
      }
      last = c;
      i++;
      continue;
    }
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return comments;
}

/** A path to a doc from the root, or with a `../` chain from the file; then `, #z` / ` and #z` items. */
const PLAIN_LINK =
  /(?<![\w@/.-])((?:\.\.?\/)*)(docs\/[\w./-]*?\.md)(?:#([\w-]+))?((?:(?:,[ \t]*|[ \t]+and[ \t]+)#[\w-]+)*)/g;
/** A markdown link's target: `](path)`, `](path#anchor)`, `](#anchor)`. */
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>#]*)(?:#([^)\s>]*))?>?(?:\s+"[^"]*")?\s*\)/g;

/** Files whose comments alone are searched; in any other file the whole text is. */
const COMMENTED_CODE = /\.(?:[cm]?[jt]sx?|css)$/;

/**
 * The links to `docs/**.md` in one file: markdown links (relative to the file; `#anchor` alone
 * for the file itself), and paths written in text or in code comments
 * (`docs/adr/0005-wire-contract.md` from the repository root, with `../` from the file), with any
 * further `, #anchor` items.
 */
export function findDocLinks(file: string, text: string): DocLink[] {
  const dir = posix.dirname(file);
  const links = new Map<string, DocLink>();
  const add = (offset: number, target: string, anchor: string | null) => {
    if (!target.startsWith('docs/') || !target.endsWith('.md')) return;
    const link = { file, line: lineAt(text, offset), target, anchor };
    links.set(`${link.line} ${target}#${anchor ?? ''}`, link);
  };
  const parts: [number, string][] = COMMENTED_CODE.test(file) ? codeComments(text) : [[0, text]];
  for (const [start, part] of parts) {
    for (const match of part.matchAll(PLAIN_LINK)) {
      const [, up = '', path = '', anchor, more = ''] = match;
      const target = up === '' ? path : posix.normalize(posix.join(dir, up + path));
      const offset = start + match.index;
      add(offset, target, anchor ?? null);
      if (!anchor) continue;
      for (const item of more.matchAll(/#([\w-]+)/g)) add(offset, target, item[1] as string);
    }
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const [, path = '', anchor] = match;
      if (/^[a-z][a-z+.-]*:/i.test(path) || path.startsWith('/')) continue;
      const target = path === '' ? file : posix.normalize(posix.join(dir, path));
      add(match.index, target, anchor || null);
    }
  }
  return [...links.values()];
}

export interface BrokenDocLinksOptions {
  /** Paths from the repository root of the files to search; `docs/**.md` among them are targets. */
  files: readonly string[];
  /** The text of one of `files`. */
  read: (file: string) => string;
}

/**
 * Every link from `files` to a document under docs/ that does not exist, to a heading that
 * document lacks, or to the retired decisions file, as `file:line: why` (node_modules and dist
 * are skipped).
 */
export function brokenDocLinks({ files, read }: BrokenDocLinksOptions): string[] {
  const searched = files.filter((file) => LINKING_FILES.test(file) && !SKIPPED_DIRS.test(file));
  const docs = new Set(searched.filter((file) => file.startsWith('docs/') && file.endsWith('.md')));
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (doc: string) => {
    let found = anchors.get(doc);
    if (found === undefined) {
      found = documentAnchors(read(doc));
      anchors.set(doc, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const file of searched) {
    for (const { line, target, anchor } of findDocLinks(file, read(file))) {
      const where = `${file}:${line}`;
      const link = anchor === null ? target : `${target}#${anchor}`;
      if (target === RETIRED) {
        broken.push(
          `${where}: ${link} is retired; its headings moved to docs/adr, docs/behaviour.md and docs/benchmarks.md`,
        );
      } else if (!docs.has(target)) {
        broken.push(`${where}: ${link}: no such document`);
      } else if (anchor !== null && !anchorsOf(target).has(anchor)) {
        broken.push(`${where}: ${link}: ${target} has no heading #${anchor}`);
      }
    }
  }
  return broken;
}
