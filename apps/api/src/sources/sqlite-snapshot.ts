// A consistent copy of a SQLite file that a game server keeps writing, taken without ever locking
// or writing it (docs/adr/0059-layouts-and-sqlite.md). SQLite's locks are advisory: a reader that
// takes none cannot block the writer, but may catch a write half done. So the copy is checked
// instead: the file, its header and its journal must look the same before and after the bytes were
// read, and the path must still name the file that was read; else it is read again. Committed pages
// of a write-ahead log are laid over the copy, as SQLite itself would read them.
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readSync,
  type Stats,
  statSync,
} from 'node:fs';

/** How a snapshot is taken; the defaults suit a sync. */
export interface SnapshotOptions {
  /** Reads before giving up on a file that keeps changing. */
  attempts?: number;
  /** Waits between two reads (tests pass a promise they control). */
  pause?: (attempt: number) => Promise<void>;
  /** Called once the bytes are read, before they are checked (tests change the file here). */
  afterRead?: () => Promise<void>;
}

/** The 16 bytes every SQLite database file starts with. */
const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** A rollback journal's first bytes while it is hot (a write not yet committed or rolled back). */
const JOURNAL_MAGIC = Buffer.from([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]);
const HEADER_BYTES = 100;

/** Refused: not a SQLite file, or one that never held still long enough to be read whole. */
export class SqliteSnapshotError extends Error {}

/**
 * A consistent image of the database at `path` (WAL frames applied), to open in memory. Reads the
 * file and its `-journal`/`-wal` with plain reads: no lock, no write, no `-shm`. Retries while a
 * write is under way or the file was replaced; throws SqliteSnapshotError after `attempts` reads.
 */
export async function snapshotSqliteFile(
  path: string,
  {
    attempts = 20,
    pause = (attempt) => new Promise((resolve) => setTimeout(resolve, 25 * attempt)),
    afterRead,
  }: SnapshotOptions = {},
): Promise<Uint8Array> {
  for (let attempt = 1; ; attempt++) {
    const image = await readOnce(path, afterRead);
    if (image !== null) return image;
    if (attempt >= attempts) {
      throw new SqliteSnapshotError(
        `${path}: kept changing while read (${attempts} tries); the next sync tries again`,
      );
    }
    await pause(attempt);
  }
}

/** One read: the image, or null when the file changed under it. */
async function readOnce(
  path: string,
  afterRead: (() => Promise<void>) | undefined,
): Promise<Uint8Array | null> {
  const fd = openSync(path, 'r');
  try {
    const before = fstatSync(fd);
    const journalBefore = hotJournal(path);
    const bytes = readAll(fd, before.size);
    refuseNotSqlite(bytes, path);
    const wal = bytes[18] === 2 ? readSide(`${path}-wal`) : null;
    await afterRead?.();
    const after = fstatSync(fd);
    const header = readAll(fd, HEADER_BYTES);
    if (
      journalBefore ||
      hotJournal(path) ||
      changed(before, after) ||
      !header.equals(bytes.subarray(0, HEADER_BYTES)) ||
      replaced(path, after) ||
      (wal !== null && walChanged(`${path}-wal`, wal))
    ) {
      return null;
    }
    return wal === null ? asRollbackImage(bytes) : applyWal(bytes, wal.bytes);
  } finally {
    closeSync(fd);
  }
}

/** Up to `size` bytes from the start of an open file (fewer if it is shorter now). */
function readAll(fd: number, size: number): Buffer {
  const buffer = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const n = readSync(fd, buffer, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read);
}

function refuseNotSqlite(bytes: Buffer, path: string): void {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, 16).equals(MAGIC)) {
    throw new SqliteSnapshotError(`${path}: not a SQLite database file`);
  }
}

/** The file was written (size or time) between the two looks. */
function changed(before: Stats, after: Stats): boolean {
  return before.size !== after.size || before.mtimeMs !== after.mtimeMs;
}

/** The path names another file now (replaced by a rename, or deleted). */
function replaced(path: string, read: Stats): boolean {
  try {
    const now = statSync(path);
    return now.ino !== read.ino || now.dev !== read.dev;
  } catch {
    return true;
  }
}

/** A rollback journal holding a write in progress (DELETE, TRUNCATE and PERSIST modes alike). */
function hotJournal(path: string): boolean {
  const journal = readSide(`${path}-journal`);
  return journal?.bytes.subarray(0, 8).equals(JOURNAL_MAGIC) ?? false;
}

/** A side file (`-journal`, `-wal`) read whole with its stats, or null when there is none. */
function readSide(path: string): { bytes: Buffer; stats: Stats } | null {
  if (!existsSync(path)) return null;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    return { bytes: readAll(fd, stats.size), stats };
  } finally {
    closeSync(fd);
  }
}

/** The log was restarted, grown or replaced since it was read. */
function walChanged(path: string, read: { bytes: Buffer; stats: Stats }): boolean {
  const now = readSide(path);
  if (now === null) return read.bytes.length > 0;
  return (
    now.stats.ino !== read.stats.ino ||
    changed(read.stats, now.stats) ||
    !now.bytes.subarray(0, 32).equals(read.bytes.subarray(0, 32))
  );
}

/** The image marked as a rollback-journal database, so an in-memory open never looks for a log. */
function asRollbackImage(bytes: Buffer): Uint8Array {
  if (bytes[18] === 1 && bytes[19] === 1) return bytes;
  const image = Buffer.from(bytes);
  image[18] = 1;
  image[19] = 1;
  return image;
}

/**
 * The database with the log's committed frames laid over it (https://sqlite.org/fileformat2.html,
 * "The WAL File Format"): frames whose salts match the log's header and whose running checksum
 * holds, up to the last commit frame; the commit frame's size is the database's size.
 */
export function applyWal(db: Buffer, wal: Buffer): Uint8Array {
  if (wal.length < 32) return asRollbackImage(db);
  const magic = wal.readUInt32BE(0);
  if ((magic & 0xfffffffe) !== 0x377f0682) return asRollbackImage(db);
  const bigEndian = (magic & 1) === 1;
  const pageSize = wal.readUInt32BE(8) === 1 ? 65_536 : wal.readUInt32BE(8);
  const salts = wal.subarray(16, 24);
  let sums = checksum(wal, 0, 24, [0, 0], bigEndian);
  if (sums[0] !== wal.readUInt32BE(24) || sums[1] !== wal.readUInt32BE(28)) {
    return asRollbackImage(db);
  }
  // Frames in log order; the ones up to the last commit frame are the committed state.
  const frames: { page: number; at: number }[] = [];
  let committed = 0;
  let size = 0;
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (!wal.subarray(at + 8, at + 16).equals(salts)) break;
    sums = checksum(wal, at, 8, sums, bigEndian);
    sums = checksum(wal, at + 24, pageSize, sums, bigEndian);
    if (sums[0] !== wal.readUInt32BE(at + 16) || sums[1] !== wal.readUInt32BE(at + 20)) break;
    frames.push({ page: wal.readUInt32BE(at), at: at + 24 });
    const commitSize = wal.readUInt32BE(at + 4);
    if (commitSize > 0) {
      committed = frames.length;
      size = commitSize;
    }
  }
  if (size === 0) return asRollbackImage(db);
  const image = Buffer.alloc(size * pageSize);
  db.copy(image, 0, 0, Math.min(db.length, image.length));
  for (const { page, at } of frames.slice(0, committed)) {
    if (page <= size) wal.copy(image, (page - 1) * pageSize, at, at + pageSize);
  }
  return asRollbackImage(image);
}

/** SQLite's WAL checksum over `length` bytes (a multiple of 8) from `at`, continuing `sums`. */
function checksum(
  bytes: Buffer,
  at: number,
  length: number,
  [first, second]: [number, number],
  bigEndian: boolean,
): [number, number] {
  let s0 = first;
  let s1 = second;
  for (let i = at; i < at + length; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}
