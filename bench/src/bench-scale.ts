// `pnpm bench:scale`: the scale figures of issue 59 measured once, in order: the 1M import
// (bench:import), a year of history at 1M (bench:history) and the embedded server's weight
// (bench:memory, 60,000 distinct requests), each in a process of its own and each started only
// once the machine is quiet (load below 1.0), as a figure taken beside other work measures the
// other work. Each child writes its own record under docs/benchmarks/runs/; this run's record
// keeps all their lines together, with each part's wall time. Not a test.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startRun } from './record-run';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A part starts once the 1-minute load is below this, or after `QUIET_WAIT_MS` regardless. */
const QUIET_LOAD = 1.0;
const QUIET_WAIT_MS = 10 * 60_000;

/** The three parts, in the order the issue asks: each a bench script and its arguments. */
const PARTS: readonly { script: string; args: string[] }[] = [
  { script: 'bench:import', args: ['--players', '1000000', '--tribes', '200000'] },
  { script: 'bench:history', args: ['--players', '1000000', '--days', '400', '--active', '0.2'] },
  { script: 'bench:memory', args: ['--churn', '60000', '--players', '1000000'] },
];

const run = startRun('pnpm bench:scale');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForQuiet(): Promise<string> {
  const until = Date.now() + QUIET_WAIT_MS;
  while ((loadavg()[0] ?? 0) >= QUIET_LOAD && Date.now() < until) await sleep(5000);
  const load = loadavg()[0] ?? 0;
  return load < QUIET_LOAD
    ? `quiet (load ${load.toFixed(2)})`
    : `NOT quiet (load ${load.toFixed(2)})`;
}

/** Runs one part, its lines printed and kept as they come; resolves with its exit code. */
function runPart(script: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', script, '--', ...args], {
      cwd: BENCH_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) run.say(`  ${line}`);
    });
    child.on('close', (code) => {
      if (rest) run.say(`  ${rest}`);
      resolve(code ?? 1);
    });
  });
}

let failed = 0;
for (const { script, args } of PARTS) {
  const quiet = await waitForQuiet();
  run.say(`${script} ${args.join(' ')}: started ${quiet}`);
  const started = performance.now();
  const code = await runPart(script, args);
  const took = (performance.now() - started) / 1000;
  run.say(`${script}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${took.toFixed(0)} s`);
  if (code !== 0) failed++;
}
run.finish();
process.exitCode = failed > 0 ? 1 : 0;
