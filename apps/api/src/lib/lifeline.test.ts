import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alive } from '../../test/processes';

const parent = fileURLToPath(new URL('../../test/lifeline-parent.ts', import.meta.url));

describe('holdLifeline', () => {
  it('ends a forked child the moment its parent is killed with SIGKILL, its main thread blocked or not', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', parent], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const childPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      proc.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /child (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      proc.on('exit', () => reject(new Error(`the parent exited early:\n${output}`)));
    });
    try {
      expect(alive(childPid)).toBe(true);
      const exited = new Promise((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
      proc.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      await expect.poll(() => alive(childPid), { timeout: 10_000, interval: 20 }).toBe(false);
    } finally {
      // An orphan of a failed run is not left behind.
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  });
});
