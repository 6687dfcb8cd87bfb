// Every benchmark run leaves its figures in docs/benchmarks.md, under `## Runs`: the date, the
// command, the machine and its load before and after, the commit, and the lines it printed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The benchmarks' one record (docs/benchmarks.md). */
export const BENCHMARKS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const RUNS_HEADING = '## Runs';

/** One run of a benchmark: what it printed is kept for the record. */
export interface BenchRun {
  /** Prints a line and keeps it. */
  say(line?: string): void;
  /** Appends the run to docs/benchmarks.md; returns the section written. */
  finish(): string;
}

/** What a run's section says besides its lines. */
export interface RunFacts {
  date: Date;
  command: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  commit: string;
}

/** The load average, 1 / 5 / 15 minutes. */
export const loadAverage = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Cores, CPU model and memory of this machine. */
export function machine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() || 'unknown CPU';
  return `${cores.length} cores, ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GB memory`;
}

/**
 * The checked-out commit's short hash, `+dirty` when files differ from it (this record itself,
 * which runs write, does not count).
 */
export function commitOf(repo = REPO): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    const hash = git('rev-parse', '--short', 'HEAD').trim();
    const changed = git('status', '--porcelain')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.endsWith('docs/benchmarks.md'));
    return changed.length > 0 ? `${hash}+dirty` : hash;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** A run's section: a heading with its date and command, its facts, its lines verbatim. */
export function runSection(facts: RunFacts, lines: readonly string[]): string {
  const date = facts.date.toISOString().slice(0, 16).replace('T', ' ');
  return [
    `### ${date} UTC · \`${facts.command}\``,
    '',
    `- machine: ${facts.machine}`,
    `- load average (1 / 5 / 15 min): ${facts.loadBefore} before, ${facts.loadAfter} after`,
    `- commit: ${facts.commit}`,
    '',
    '```text',
    ...lines,
    '```',
    '',
  ].join('\n');
}

/**
 * The record with `section` added at the end of its `## Runs` part (made when missing; the file
 * too, when there is none), before whatever section follows it.
 */
export function appendRun(record: string | null, section: string): string {
  if (record === null) return `# Benchmarks\n\n${RUNS_HEADING}\n\n${section}`;
  const lines = record.split('\n');
  const runs = lines.findIndex((line) => line.trim() === RUNS_HEADING);
  if (runs < 0) return `${record.trimEnd()}\n\n${RUNS_HEADING}\n\n${section}`;
  const next = lines.findIndex((line, i) => i > runs && /^## /.test(line));
  if (next < 0) return `${record.trimEnd()}\n\n${section}`;
  const before = lines.slice(0, next).join('\n').trimEnd();
  const after = lines.slice(next).join('\n');
  return `${before}\n\n${section}\n${after}`;
}

/**
 * Starts a run of `command` (e.g. `pnpm bench:api`; the arguments it was given are added): its
 * lines are printed as they come, and `finish` writes them to docs/benchmarks.md.
 */
export function startRun(command: string, args = process.argv.slice(2)): BenchRun {
  const given = args.filter((arg) => arg !== '--');
  const started = { date: new Date(), loadBefore: loadAverage(), commit: commitOf() };
  const lines: string[] = [];
  return {
    say(line = '') {
      console.log(line);
      lines.push(line);
    },
    finish() {
      const section = runSection(
        {
          ...started,
          command: given.length > 0 ? `${command} -- ${given.join(' ')}` : command,
          machine: machine(),
          loadAfter: loadAverage(),
        },
        lines,
      );
      const record = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : null;
      writeFileSync(BENCHMARKS_FILE, appendRun(record, section));
      // On stderr: stdout stays the figures alone (bench:page -- --json prints one JSON line).
      console.error(`(figures appended to ${BENCHMARKS_FILE})`);
      return section;
    },
  };
}
