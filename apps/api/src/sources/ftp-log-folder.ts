// A game log's folder on an FTP or FTPS server, as hosts give their customers
// (docs/adr/0085-the-game-log-source.md), through basic-ftp: a file is streamed from the kept
// offset (REST), never downloaded whole. The password reaches the login alone: no message of
// this file carries it.
import { PassThrough, Writable } from 'node:stream';
import { Client } from 'basic-ftp';
import type { LogFolder } from './log-folder';

/** Where and how to log in. */
export interface FtpAccess {
  host: string;
  port: number;
  user: string;
  password?: string | undefined;
  /** FTPS: explicit (AUTH TLS), implicit, or none. */
  secure: boolean | 'implicit';
  /** Accepts a certificate no authority signed (a host's own, self-made one). */
  allowSelfSigned: boolean;
}

/** The folder `dir` on the FTP server `access` names; one connection, opened when first asked. */
export function ftpLogFolder(
  access: FtpAccess,
  dir: string,
  { timeoutMs = 30_000 } = {},
): LogFolder {
  let client: Client | null = null;
  const connect = async (): Promise<Client> => {
    if (client && !client.closed) return client;
    const fresh = new Client(timeoutMs);
    await fresh.access({
      host: access.host,
      port: access.port,
      user: access.user,
      ...(access.password === undefined ? {} : { password: access.password }),
      secure: access.secure,
      ...(access.allowSelfSigned ? { secureOptions: { rejectUnauthorized: false } } : {}),
    });
    client = fresh;
    return fresh;
  };
  const path = (name: string) => `${dir.replace(/\/+$/, '')}/${name}`;
  const drop = () => {
    client?.close();
    client = null;
  };
  return {
    where: `ftp://${access.user}@${access.host}:${access.port}${dir.startsWith('/') ? '' : '/'}${dir}`,
    async list() {
      const ftp = await connect();
      const entries = await ftp.list(dir);
      return entries.filter((entry) => entry.isFile).map(({ name, size }) => ({ name, size }));
    },
    async head(name, bytes) {
      const ftp = await connect();
      const chunks: Buffer[] = [];
      let kept = 0;
      // FTP has no ranged read: the transfer is cut once the bytes are in, and the connection
      // with it (the next call logs in again).
      const enough = new Error('enough');
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.subarray(0, bytes - kept));
          kept += Math.min(chunk.length, bytes - kept);
          done(kept >= bytes ? enough : null);
        },
      });
      try {
        await ftp.downloadTo(sink, path(name), 0);
      } catch (error) {
        if (kept < bytes) throw error;
        drop();
      }
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    async *stream(name, start, signal) {
      const ftp = await connect();
      const through = new PassThrough({ highWaterMark: 1 << 20 });
      const onAbort = () => drop();
      signal.addEventListener('abort', onAbort, { once: true });
      const done = ftp.downloadTo(through, path(name), start).then(
        () => through.end(),
        (error: unknown) => through.destroy(error as Error),
      );
      try {
        yield* through;
        await done;
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    close: async () => drop(),
  };
}
