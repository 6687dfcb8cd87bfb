import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('main (the server process)', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts on an empty store with the demo, answers, and stops cleanly on SIGTERM', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-main-'));
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ARK_DATA_DIR: join(dir, 'data'),
        ARK_DEMO_PLAYERS: '100',
        ARK_WEB_DIR: join(dir, 'no-web'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      proc.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      proc.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
    });
    expect(output).toContain('empty store: loaded demo data');
    const health = (await (await fetch(`${url}healthz`)).json()) as { clusters: unknown[] };
    expect(health.clusters).toHaveLength(5);
    const page = await fetch(`${url}api/ark/tribe_rankings`);
    expect(page.status).toBe(200);
    const exited = new Promise<number | null>((resolve) =>
      proc.on('exit', (code) => resolve(code)),
    );
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
  });
});
