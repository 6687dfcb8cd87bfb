// Where a game-log source's files are: a folder on this machine, or one on an FTP server
// (ftp-log-folder.ts). The reader asks only for names, sizes, first bytes and a stream from an
// offset, so both serve it alike (docs/adr/0085-the-game-log-source.md).
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One file of the folder. */
export interface LogFile {
  name: string;
  size: number;
}

/** A folder of logs, as the reader sees it. */
export interface LogFolder {
  /** Where it is, safe to show (never a password). */
  readonly where: string;
  /** The files in it (only files), in any order. */
  list(): Promise<LogFile[]>;
  /** Up to `bytes` first bytes of `name`. */
  head(name: string, bytes: number): Promise<Buffer>;
  /** `name`'s bytes from `start` to its end as it is now. */
  stream(name: string, start: number, signal: AbortSignal): AsyncIterable<Buffer>;
  /** Lets go of what it holds (a connection). */
  close(): Promise<void>;
}

/** A folder on this machine; `chunkBytes` is each read's size (tests make it small). */
export function localLogFolder(dir: string, { chunkBytes = 1 << 20 } = {}): LogFolder {
  return {
    where: dir,
    async list() {
      const entries = await readdir(dir, { withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile());
      return Promise.all(
        files.map(async ({ name }) => ({ name, size: (await stat(join(dir, name))).size })),
      );
    },
    async head(name, bytes) {
      const file = await open(join(dir, name), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    stream(name, start, signal) {
      return createReadStream(join(dir, name), { start, signal, highWaterMark: chunkBytes });
    },
    close: async () => {},
  };
}
