import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../test/engines';
import { alive } from '../test/processes';
import { entryOf } from '../test/run-cli';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  proc: ChildProcessByStdio<null, Readable, null>;
  url: string;
  output: () => string;
}

/** The server's entry as this run starts it: bundled from src/main.ts (test/run-cli.ts). */
const main = entryOf('main');

/** Spawns src/main.ts on a free port with its store in `dir`, a small demo and no page. */
function spawnMain(dir: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, [...main.execArgv, main.script], {
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
}

type MainProcess = ReturnType<typeof spawnMain>;

/** Everything the process writes to stdout, kept as it comes. */
function outputOf(proc: MainProcess): () => string {
  let output = '';
  proc.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}

/** Resolves with the first match of `pattern` in the process's stdout (a readiness signal). */
function waitForOutput(proc: MainProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = pattern.exec(output);
      if (!match) return;
      proc.stdout.off('data', onData);
      resolve(match);
    };
    proc.stdout.on('data', onData);
    proc.on('exit', () => reject(new Error(`server exited before ${pattern}:\n${output}`)));
  });
}

/** Starts src/main.ts on a free port in `dir` and resolves once it logs its URL. */
async function startMain(dir: string, env: Record<string, string> = {}): Promise<Running> {
  const proc = spawnMain(dir, env);
  const output = outputOf(proc);
  const [, url = ''] = await waitForOutput(proc, /"msg":"listening","url":"([^"]+)"/);
  return { proc, url, output };
}

/** Resolves once the server's stdout, from its start, matches `pattern`. */
function outputMatch({ proc, output }: Running, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    // After outputOf's own listener: output() holds the chunk by then.
    const check = () => {
      if (!pattern.test(output())) return;
      proc.stdout.off('data', check);
      resolve();
    };
    proc.stdout.on('data', check);
    proc.on('exit', () => reject(new Error(`server exited before ${pattern}:\n${output()}`)));
    check();
  });
}

/** SIGKILLs the server; resolves once it is gone. */
function killHard(proc: MainProcess): Promise<unknown> {
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  proc.kill('SIGKILL');
  return exited;
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
  const proc = spawn(process.execPath, [...main.execArgv, main.script], {
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

  it('refuses a site name over its limit in one line naming the key and the limit, cutting nothing', async () => {
    const dir = await makeDir();
    const config = join(dir, 'ark.config.json');
    await writeFile(config, JSON.stringify({ site: { name: 'x'.repeat(10_000) } }));
    const env = { ARK_CONFIG: config, ARK_DATA_DIR: join(dir, 'data'), PORT: '0' };
    expect(await refusedStart(env)).toBe(
      `${config}: site.name: at most 60 characters (this one has 10000)`,
    );
    expect(existsSync(join(dir, 'data'))).toBe(false);
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
    // An empty store, migrated: the run's image (not a first start, which the first test is).
    await pgliteFolderFromImage(join(dir, 'data'));
    const server = await startMain(dir, { ARK_CONFIG: config });
    try {
      expect(server.output()).not.toContain('loaded demo data');
      // The sync's first run has ended: its import is served (the event, not a time limit).
      await outputMatch(server, /"msg":"sync: run done"/);
      expect(
        await (await fetch(`${server.url}api/ark/player_rankings/clusters`)).json(),
      ).toMatchObject([{ key: 'ISLAND', display: 'The Island' }]);
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

  it('refuses a port in use at once, in one line naming it, before it touches the store', async () => {
    const dir = await makeDir();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      expect(
        await refusedStart({
          PORT: String(port),
          HOST: '127.0.0.1',
          ARK_DATA_DIR: join(dir, 'data'),
        }),
      ).toBe(
        `PORT ${port} on 127.0.0.1 is already in use: stop what listens there (another copy of this server?) or set PORT to a free port`,
      );
      // Nothing was created, migrated or seeded first.
      expect(existsSync(join(dir, 'data'))).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('leaves no child behind when SIGKILLed during its first start, and the next start serves', async () => {
    const dir = await makeDir();
    const children: number[] = [];
    try {
      // Killed while its child creates the new store.
      const first = spawnMain(dir, { ARK_DEMO_PLAYERS: '2000' });
      const [, pid] = await waitForOutput(
        first,
        /"msg":"new store: a child process creates it","pid":(\d+)/,
      );
      children.push(Number(pid));
      await killHard(first);
      await expect.poll(() => alive(Number(pid)), { timeout: 15_000, interval: 20 }).toBe(false);

      // Killed while the demo is being seeded (by a child if the store is still new, else a thread).
      const second = spawnMain(dir, { ARK_DEMO_PLAYERS: '2000' });
      const output = outputOf(second);
      await waitForOutput(second, /"msg":"demo cluster imported"/);
      await killHard(second);
      const child = /"msg":"new store: a child process creates it","pid":(\d+)/.exec(output());
      if (child) children.push(Number(child[1]));
      for (const orphan of children) {
        await expect.poll(() => alive(orphan), { timeout: 15_000, interval: 20 }).toBe(false);
      }

      // At once, no stale lock: the next start serves.
      const server = await startMain(dir, { ARK_DEMO_PLAYERS: '2000' });
      try {
        expect((await fetch(`${server.url}healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}api/ark/tribe_rankings`)).status).toBe(200);
      } finally {
        expect(await stop(server)).toBe(0);
      }
    } finally {
      for (const orphan of children) if (alive(orphan)) process.kill(orphan, 'SIGKILL');
    }
  });
});
