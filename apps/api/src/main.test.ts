import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  proc: ChildProcessByStdio<null, Readable, null>;
  url: string;
  output: () => string;
}

/** Starts src/main.ts on a free port in `dir` and resolves once it logs its URL. */
async function startMain(dir: string, env: Record<string, string> = {}): Promise<Running> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ARK_DATA_DIR: join(dir, 'data'),
      ARK_DEMO_PLAYERS: '100',
      ARK_WEB_DIR: join(dir, 'no-web'),
      ARK_CONFIG: '',
      DATABASE_URL: '',
      ...env,
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
  return { proc, url, output: () => output };
}

/** Sends SIGTERM and resolves with the exit code. */
function stop({ proc }: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  proc.kill('SIGTERM');
  return exited;
}

/**
 * Starts src/main.ts with `env` expecting it to refuse: exit code 1 and one error line on stderr,
 * no stack trace. Resolves with that line's message.
 */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? '{}') as { level?: string; msg?: string };
  expect(line.level).toBe('error');
  return line.msg ?? '';
}

describe('main (the server process)', () => {
  const dirs: string[] = [];
  const makeDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ark-main-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('starts on an empty store with the demo, answers, and stops cleanly on SIGTERM', async () => {
    const server = await startMain(await makeDir());
    let code: number | null | undefined;
    try {
      expect(server.output()).toContain('empty store: loaded demo data');
      const health = (await (await fetch(`${server.url}healthz`)).json()) as {
        clusters: unknown[];
      };
      // The spec's five and an Ascended one.
      expect(health.clusters).toHaveLength(6);
      const page = await fetch(`${server.url}api/ark/tribe_rankings`);
      expect(page.status).toBe(200);
    } finally {
      // Stopped by this test even when an assertion above fails.
      code = await stop(server);
    }
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
  });

  it('stops the start with one line for a variable it cannot use (exit 1, no stack trace)', async () => {
    const dir = await makeDir();
    expect(await refusedStart({ PORT: 'eighty', ARK_DATA_DIR: join(dir, 'data') })).toBe(
      'PORT: expected a port, a whole number from 0 to 65535, got "eighty"',
    );
  });

  it("refuses to start, in one line, when the site's logo is not there", async () => {
    const dir = await makeDir();
    const config = join(dir, 'ark.config.json');
    await writeFile(
      config,
      JSON.stringify({
        clusters: [{ key: 'A', display: 'A', order: 1, source: { type: 'files', dir } }],
        site: { name: 'The Island', logo: 'brand/logo.png' },
      }),
    );
    const env = { ARK_CONFIG: config, ARK_DATA_DIR: join(dir, 'data'), PORT: '0' };
    expect(await refusedStart(env)).toBe(
      `${config}: site.logo: ${join(dir, 'brand/logo.png')} does not exist or is not a file`,
    );
  });

  it('loads no demo when sync sources are configured, and serves the synced cluster', async () => {
    const dir = await makeDir();
    const exports = join(dir, 'exports');
    await mkdir(exports);
    await writeFile(
      join(exports, 'advancedachievements_playerdata.json'),
      JSON.stringify([
        {
          SteamID: '76561198000000001',
          PlayerName: 'Rexie',
          TribeName: 'Claw',
          TribeID: 7,
          PlayTime: 90,
          PlayerKills: 3,
          DinoKills: 4,
          DeathByPlayer: 1,
        },
      ]),
    );
    await writeFile(
      join(exports, 'advancedachievements_tribedata.json'),
      JSON.stringify([{ TribeID: 7, TribeName: 'Claw', DamageScore: 1234 }]),
    );
    const config = join(dir, 'ark.config.json');
    await writeFile(
      config,
      JSON.stringify({
        clusters: [
          {
            key: 'ISLAND',
            display: 'The Island',
            order: 1,
            source: { type: 'files', dir: exports },
          },
        ],
        suspects: { kdLimit: 40 },
      }),
    );
    const server = await startMain(dir, { ARK_CONFIG: config });
    try {
      expect(server.output()).not.toContain('loaded demo data');
      await expect
        .poll(
          async () => await (await fetch(`${server.url}api/ark/player_rankings/clusters`)).json(),
          {
            timeout: 20_000,
          },
        )
        .toEqual([{ key: 'ISLAND', display: 'The Island' }]);
      const body = (await (
        await fetch(`${server.url}api/ark/player_rankings?cluster=ISLAND`)
      ).json()) as { ranking_data: { PlayerName: string }[] };
      expect(body.ranking_data.map((row) => row.PlayerName)).toEqual(['Rexie']);
      // The sync thread's import kept its fixes in the store.
      const health = (await (await fetch(`${server.url}healthz`)).json()) as {
        clusters: Record<string, unknown>[];
      };
      expect(health.clusters[0]).toMatchObject({
        key: 'ISLAND',
        state: 'ok',
        last_refused_import: null,
        last_import_fixes: { duplicates: 0, nulls: 0, names_cut: 0 },
      });
    } finally {
      expect(await stop(server)).toBe(0);
    }
  });
});
