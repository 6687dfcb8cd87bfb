import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const SQLITE = '/usr/bin/sqlite3';

/**
 * For a `describe.skipIf`: true when the sqlite3 shell is missing. Prints why; under CI=true a
 * missing shell is an error instead, so CI never passes by skipping.
 */
export function skipWithoutSqlite(): boolean {
  if (existsSync(SQLITE)) return false;
  const reason = 'sqlite3 not installed (apt-get install sqlite3)';
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`CI=true but ${reason}`);
  console.warn(`[sqlite-writer] skipping SQLite tests: ${reason}`);
  return true;
}

/** Runs SQL against `path` with the real SQLite, as one shell session; throws on any error. */
export function sqliteExec(path: string, sql: string): void {
  const done = spawnSync(SQLITE, ['-batch', '-bail', path], { input: sql, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`sqlite3 failed: ${done.stderr}`);
}

/** Creates the plugin's PointsReward table in `path` from its own DDL. */
export async function createPointRewardsFile(path: string): Promise<void> {
  const ddl = await readFile(
    new URL('./fixtures/point-rewards.sqlite.sql', import.meta.url),
    'utf8',
  );
  sqliteExec(path, ddl);
}

/** A game server's writer: one SQLite session that keeps the file open and writes when told. */
export interface SqliteWriter {
  /** Runs `sql` and resolves once it committed; rejects when SQLite refused it. */
  run(sql: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a writer on `path` that never waits for a lock (busy timeout 0) and stops at its first
 * error (`-bail`): a write that a lock held by the board would delay fails instead.
 */
export function startSqliteWriter(path: string): SqliteWriter {
  const child: ChildProcess = spawn(SQLITE, ['-batch', '-bail', path], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const check of waiting) check();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', wake);
  child.stdin?.write('.timeout 0\n');
  let n = 0;
  return {
    run(sql) {
      const marker = `done-${++n}`;
      child.stdin?.write(`${sql};\nSELECT '${marker}';\n`);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (err !== '' || child.exitCode !== null) {
            waiting.delete(check);
            reject(new Error(`the writer failed: ${err || `exit ${child.exitCode}`}`));
          } else if (out.includes(marker)) {
            waiting.delete(check);
            resolve();
          }
        };
        waiting.add(check);
        check();
      });
    },
    async stop() {
      child.stdin?.end('.quit\n');
      await exited;
    },
  };
}
