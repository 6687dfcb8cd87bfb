// Every benchmark run leaves its figures in a file of its own under docs/benchmarks/runs/: the date,
// the command, the machine and its load before and after, the commit, and the lines it printed.
// docs/benchmarks.md keeps one current figure per topic and links the run it comes from.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Where each run's record goes, one file a run. */
export const RUNS_DIR = fileURLToPath(new URL('../../docs/benchmarks/runs/', import.meta.url));

/** One run of a benchmark: what it printed is kept for the record. */
export interface BenchRun {
  /** Prints a line and keeps it. */
  say(line?: string): void;
  /** Writes the run's record under docs/benchmarks/runs/; returns the record written. */
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
 * The checked-out commit's short hash, `+dirty` when files differ from it (the run records, which
 * runs write, do not count).
 */
export function commitOf(repo = REPO): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    const hash = git('rev-parse', '--short', 'HEAD').trim();
    const changed = git('status', '--porcelain')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('docs/benchmarks/runs/'));
    return changed.length > 0 ? `${hash}+dirty` : hash;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** A run's record: a heading with its date and command, its facts, its lines verbatim. */
export function runRecord(facts: RunFacts, lines: readonly string[]): string {
  return [
    `# ${stamp(facts.date, ' ')} UTC · \`${facts.command}\``,
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

/** `2026-05-01 14:02`, or with another separator between the date and the time. */
const stamp = (date: Date, between: string): string =>
  `${date.toISOString().slice(0, 10)}${between}${date.toISOString().slice(11, 16)}`;

/**
 * The run's file name: its minute and the benchmark's name, e.g. `2026-05-01-1402-api.md` for
 * `pnpm bench:api -- ...`.
 */
export function runFileName(facts: Pick<RunFacts, 'date' | 'command'>): string {
  const name = /bench:([\w-]+)/.exec(facts.command)?.[1] ?? 'run';
  return `${stamp(facts.date, '-').replace(':', '')}-${name}.md`;
}

/**
 * Starts a run of `command` (e.g. `pnpm bench:api`; the arguments it was given are added): its
 * lines are printed as they come, and `finish` writes them to a file under docs/benchmarks/runs/.
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
      const facts = {
        ...started,
        command: given.length > 0 ? `${command} -- ${given.join(' ')}` : command,
        machine: machine(),
        loadAfter: loadAverage(),
      };
      const record = runRecord(facts, lines);
      const file = `${RUNS_DIR}${runFileName(facts)}`;
      mkdirSync(RUNS_DIR, { recursive: true });
      writeFileSync(file, record);
      // On stderr: stdout stays the figures alone (bench:page -- --json prints one JSON line).
      console.error(`(figures written to ${file})`);
      return record;
    },
  };
}
