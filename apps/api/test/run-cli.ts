import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childV8Flags, type ShiftedClock } from '@ark/test-support';
import { inject } from 'vitest';
import { pgliteFolderFromImage } from './engines';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** V8's flags for the CLI and server children (@ark/test-support's childV8Flags). */
export const CHILD_V8_FLAGS: readonly string[] = childV8Flags();

/**
 * How a test starts the package's `entry` (`cli` or `main`) in a child process: the bundle this
 * run built from the source (test/built-cli-global-setup.ts), else the source through tsx.
 */
export function entryOf(entry: 'cli' | 'main'): { execArgv: string[]; script: string } {
  const built = inject('builtFromSource');
  if (built) return { execArgv: [...CHILD_V8_FLAGS], script: join(built, `${entry}.js`) };
  return {
    execArgv: [...CHILD_V8_FLAGS, '--import', 'tsx'],
    script: entry === 'cli' ? 'src/cli/ark.ts' : 'src/main.ts',
  };
}

/**
 * Puts the run's migrated, empty store (test/store-images-global-setup.ts) in an ARK_DATA_DIR that
 * does not exist yet, so a CLI's first run there skips initdb and the migrations, about 2.7 s
 * of CPU (docs/adr/0082-tests-start-from-images.md). What a store is made of does not change.
 */
function seedNewDataDir(env: NodeJS.ProcessEnv): Promise<void> {
  const dir = env.ARK_DATA_DIR && !env.DATABASE_URL ? resolvePath(apiDir, env.ARK_DATA_DIR) : null;
  if (!dir) return Promise.resolve();
  // Two runs started at once on one new folder wait for the same copy.
  let seeding = seeded.get(dir);
  if (!seeding) {
    seeding = existsSync(dir) ? Promise.resolve() : pgliteFolderFromImage(dir).then(() => {});
    seeded.set(dir, seeding);
  }
  return seeding;
}
const seeded = new Map<string, Promise<void>>();

/**
 * Runs the real `ark` CLI (src/cli/ark.ts, as this run bundled it) in a child process, as an
 * admin would, with `env` over the test's environment (DATABASE_URL cleared unless given), on the test's `clock`
 * when given. Several can run at once. A new ARK_DATA_DIR starts as the run's migrated store.
 */
export async function runArk(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  clock?: ShiftedClock,
): Promise<CliResult> {
  await seedNewDataDir(env);
  return new Promise((resolve, reject) => {
    const { execArgv, script } = entryOf('cli');
    const node = [...execArgv, ...(clock?.execArgv ?? [])];
    const child = spawn(process.execPath, [...node, script, ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', ARK_CONFIG: '', ...env, ...clock?.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export interface ImportArgsOptions {
  cluster?: string;
  display?: string;
  players: string;
  tribes: string;
}

/** The arguments of `ark import` for a cluster's two files. */
export function importArgs({
  cluster = 'SOLO',
  display,
  players,
  tribes,
}: ImportArgsOptions): string[] {
  return [
    'import',
    '--cluster',
    cluster,
    ...(display === undefined ? [] : ['--display', display]),
    '--players',
    players,
    '--tribes',
    tribes,
  ];
}

/** Whether util-linux `script` is here (runArkInSizelessPty needs it; BSD's takes other options). */
export const hasUtilLinuxScript = (): boolean =>
  spawnSync('script', ['--version'], { encoding: 'utf8' }).stdout?.includes('util-linux') === true;

/** `text` as one word of a POSIX shell's command line. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * Runs the real `ark` CLI on a pseudo-terminal the system reports as 0 columns by 0 rows (a pty
 * with no size, as some SSH and CI sessions give): util-linux `script` opens the pty and, its own
 * input not being a terminal, sets no size on it. What the terminal was sent comes back in
 * `stdout` (stderr goes to the same pty).
 */
export async function runArkInSizelessPty(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CliResult> {
  await seedNewDataDir(env);
  const command = [
    process.execPath,
    ...CHILD_V8_FLAGS,
    '--import',
    'tsx',
    'src/cli/ark.ts',
    ...args,
  ]
    .map(shellWord)
    .join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', ARK_CONFIG: '', CI: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
