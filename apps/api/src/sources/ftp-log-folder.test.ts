import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import FtpSrv from 'ftp-srv';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { createSyncRunner } from '../sync/sync-runner';
import { makeMemoryLogger, storeImports } from '../sync/test/fake-import';
import { type FtpAccess, ftpLogFolder } from './ftp-log-folder';
import { readGameLog } from './read-game-log';
import { ClusterSourceSchema } from './sources-config';

const ANN = 'a'.repeat(32);
const PASSWORD = 'Ftp-S3cret-Pa55';
const line = (time: string, text: string) =>
  `[2026.04.05-${time}:000][  1]2026.04.05_${time}: ${text}\n`;
const presence = (time: string, verb: 'joined' | 'left') =>
  line(time, `Ann [UniqueNetId:${ANN} Platform:PS5] ${verb} this ARK!`);
const opened = (time: string) => `\uFEFFLog file open, 04/05/26 ${time.replaceAll('.', ':')}\n`;

/** ftp-srv's logger, silenced: the test says what matters. */
const quiet = {
  child: () => quiet,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

/** A self-signed certificate for 127.0.0.1, made by openssl in `dir`. */
async function selfSigned(dir: string): Promise<{ key: Buffer; cert: Buffer }> {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: await readFile(key), cert: await readFile(cert) };
}

/**
 * A real FTP server on 127.0.0.1 and a free port, its root `root`, one user; FTPS (AUTH TLS)
 * with `tls`.
 */
async function startFtp(
  root: string,
  tls: { key: Buffer; cert: Buffer } | false = false,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    anonymous: false,
    log: quiet,
    tls,
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === 'ark' && password === PASSWORD) resolve({ root });
    else reject(new Error('wrong user or password'));
  });
  await server.listen();
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return { port, close: () => server.close() };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`a game log over FTP on ${engine.name}`, () => {
    let db: Db;
    let root: string;
    let ftp: { port: number; close(): Promise<void> };
    let cluster: string;
    let n = 0;
    const access = (): FtpAccess => ({
      host: '127.0.0.1',
      port: ftp.port,
      user: 'ark',
      password: PASSWORD,
      secure: false,
      allowSelfSigned: false,
    });

    beforeAll(async () => {
      db = await engine.open();
      root = await mkdtemp(join(tmpdir(), 'ark-ftp-root-'));
      ftp = await startFtp(root);
    });
    afterAll(async () => {
      await ftp?.close();
      await db?.close();
      if (root) await rm(root, { recursive: true, force: true });
    });
    beforeEach(() => {
      cluster = `FTP${++n}`;
    });

    const read = async () => {
      const folder = ftpLogFolder(access(), '/Logs');
      try {
        return await readGameLog({
          db,
          cluster,
          folder,
          file: 'ShooterGame.log',
          timezone: 'UTC',
          sessionLimitMs: 24 * 60 * 60 * 1000,
          signal: new AbortController().signal,
        });
      } finally {
        await folder.close();
      }
    };

    it("reads on from the kept offset, and a rotated file's rest first", async () => {
      const logs = join(root, 'Logs');
      await rm(logs, { recursive: true, force: true });
      await mkdir(logs);
      const live = join(logs, 'ShooterGame.log');
      // Longer than the fingerprint, so the file is known by its first 1,024 bytes.
      const noise = Array.from({ length: 30 }, (_, i) => line('09.59.59', `noise ${i}`)).join('');
      await writeFile(live, opened('10.00.00') + noise + presence('10.00.00', 'joined'));
      expect((await read()).log).toMatchObject({ joins: 1, restarted: false });
      await appendFile(live, presence('10.45.00', 'left'));
      const next = await read();
      expect(next.log).toMatchObject({ lines: 1, leaves: 1 });
      expect(next.log.bytes).toBe(presence('10.45.00', 'left').length);
      await appendFile(live, presence('11.00.00', 'joined') + presence('11.10.00', 'left'));
      await rename(live, join(logs, 'ShooterGame-backup-2026.04.05-11.20.00.log'));
      await writeFile(live, opened('11.20.00') + presence('11.30.00', 'joined'));
      const after = await read();
      expect(after.log).toMatchObject({ rotated: true, joins: 2, leaves: 1 });
      expect(after.players).toEqual([{ id: ANN, name: 'Ann', minutes: 55 }]);
    });

    it('reads over FTPS (AUTH TLS) with a self-signed certificate only when told to accept it', async () => {
      const secure = await startFtp(root, await selfSigned(root));
      try {
        await mkdir(join(root, 'Tls'), { recursive: true });
        await writeFile(
          join(root, 'Tls', 'ShooterGame.log'),
          opened('10.00.00') + presence('10.00.00', 'joined'),
        );
        const tls = { ...access(), port: secure.port, secure: true };
        const trusting = ftpLogFolder({ ...tls, allowSelfSigned: true }, '/Tls');
        try {
          expect(await trusting.list()).toEqual([
            expect.objectContaining({ name: 'ShooterGame.log' }),
          ]);
        } finally {
          await trusting.close();
        }
        const strict = ftpLogFolder(tls, '/Tls');
        try {
          await expect(strict.list()).rejects.toThrow(/self.signed|certificate/i);
        } finally {
          await strict.close();
        }
      } finally {
        await secure.close();
      }
    });

    it('never says the password: a refused login fails the cluster alone, masked', async () => {
      const memory = makeMemoryLogger();
      const source = ClusterSourceSchema.parse({
        type: 'game-log',
        dir: '/Logs',
        ftp: { host: '127.0.0.1', port: ftp.port, user: 'ark', password: `${PASSWORD}-wrong` },
      });
      const runner = createSyncRunner({
        sources: [{ key: 'FTPX', display: 'Over FTP', order: 1, source }],
        imports: storeImports(db),
        logger: memory.logger,
        db,
      });
      const [result] = (await runner.syncAll()).results;
      expect(result?.ok).toBe(false);
      const said = JSON.stringify([result, memory.records, runner.status()]);
      expect(said).not.toContain(PASSWORD);
      expect(said).toContain('ftp://ark@127.0.0.1');
    });
  });
}
