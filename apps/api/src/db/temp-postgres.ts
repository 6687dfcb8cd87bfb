import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ark/test-support';

/** A throwaway PostgreSQL cluster on 127.0.0.1 (tests and the benchmark). */
export interface TempPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): void;
}

/** The newest installed PostgreSQL bin folder (Debian layout), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * Starts PostgreSQL from `bin` in a temp folder, as the `postgres` user when run as root (root may
 * not run it), listening on 127.0.0.1 only with its socket in the temp folder.
 */
export async function startTempPostgres(
  bin: string,
  { durable = false }: { durable?: boolean } = {},
): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ark-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, full] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(cmd, full as string[], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    durable ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c shared_buffers=256MB -c max_wal_size=4GB -c work_mem=64MB -c maintenance_work_mem=256MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
