// The game-log source's read (docs/adr/0085-the-game-log-source.md): the log from the cluster's
// kept place on, the rest of a rotated file first; its lines folded into sessions, written with
// the new place in one transaction, so a restart neither counts a line twice nor misses one. The
// board's rows are then every player's sessions summed from the store.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { parseLogLine } from '../ingest/game-log-lines';
import { foldSessions, type SessionReport } from '../ingest/game-log-sessions';
import type { PluginTables } from '../ingest/plugin-rows';
import { mappedLayout } from '../ingest/table-layouts';
import { readPlayerSessions, readSessionState, writeSessions } from '../store/game-log-sessions';
import { type LogOffset, readLogOffset, writeLogOffset } from '../store/log-offsets';
import type { LogFile, LogFolder } from './log-folder';

/** The bytes a file is known by: its BOM and `Log file open, <date time>` line, and more. */
export const FINGERPRINT_BYTES = 1024;

/** What one read of the log did, for the sync's report. */
export interface GameLogReport extends SessionReport {
  /** Bytes read this time. */
  bytes: number;
  /** The old file's rest read first: the server had rotated its log. */
  rotated: boolean;
  /** The file was shorter than the kept place, or another one: read from its start. */
  restarted: boolean;
}

/** A game-log source's tables: the players' summed sessions, and what the read did. */
export interface GameLogTables extends PluginTables {
  log: GameLogReport;
}

export interface ReadGameLogOptions {
  /** The store keeping the sessions and the cluster's place in its log. */
  db: Db;
  cluster: string;
  folder: LogFolder;
  /** The live log's name in the folder. */
  file: string;
  timezone: string;
  sessionLimitMs: number;
  signal: AbortSignal;
}

/** The columns the summed rows carry, read by a column mapping like any other table. */
const LOG_LAYOUT = mappedLayout({
  table: 'game log',
  columns: { id: 'id', name: 'name', time_played: 'minutes' },
});

/** Reads again when the log was truncated under a read: what was read is then not the log. */
const ATTEMPTS = 3;

/** Reads the log on from where the last read stopped and hands every player's totals. */
export async function readGameLog(options: ReadGameLogOptions): Promise<GameLogTables> {
  const { db, cluster, folder, file, timezone, sessionLimitMs, signal } = options;
  for (let attempt = 1; ; attempt++) {
    const kept = await readLogOffset(db, cluster);
    const files = await folder.list();
    const live = files.find((entry) => entry.name === file);
    if (live === undefined) throw new Error(`no ${file} in ${folder.where}`);
    const plan = await planRead(folder, files, live, kept);
    // Taken before the read: a file renamed while it is read is then still known by it.
    const head = await folder.head(live.name, FINGERPRINT_BYTES);
    const offset: LogOffset = {
      fingerprint: digest(head),
      fingerprintBytes: head.length,
      position: 0,
      lastAt: null,
      firstAt: kept?.firstAt ?? null,
    };
    const state = await readSessionState(db, cluster, kept?.lastAt ?? null);
    const fold = foldSessions(state, { limitMs: sessionLimitMs });
    let bytes = 0;
    for (const part of plan.parts) {
      const read = await readLines(folder, part, signal, (text) => {
        const line = parseLogLine(text, timezone);
        offset.firstAt ??= line.at ?? null;
        fold.add(line);
      });
      bytes += read.bytes;
      offset.position = read.end;
    }
    signal.throwIfAborted();
    if (!(await stillThere(folder, file, offset)) && attempt < ATTEMPTS) continue;
    const sessions = fold.finish();
    offset.lastAt = state.lastAt;
    await db.transaction(async (tx) => {
      await writeSessions(tx, cluster, sessions);
      await writeLogOffset(tx, cluster, offset);
    });
    const players = await readPlayerSessions(db, cluster, state.lastAt);
    return {
      players: players.map(({ id, name, minutes }) => ({ id, name, minutes })),
      layout: LOG_LAYOUT,
      sources: { players: file },
      // The rows hold play time only: a join or a leave that changed no minutes still changes
      // the sessions and last seen the answers read with them; and the quarter hour of the last
      // line, which the population's hours end with (every zone's hour starts on a quarter).
      revision: digest(
        Buffer.from(
          JSON.stringify([
            quarterOf(state.lastAt),
            players.map((p) => [p.id, p.sessions, p.lastSeen]),
          ]),
        ),
      ),
      log: { ...fold.report, bytes, rotated: plan.rotated, restarted: plan.restarted },
    };
  }
}

/**
 * Whether the file just read is still in the folder whole, under its name or another (a rotation
 * renames it): a file truncated and written anew while it was read is not.
 */
async function stillThere(folder: LogFolder, file: string, offset: LogOffset): Promise<boolean> {
  // The live name first: a rotation, which sends the search on, is rare.
  const files = (await folder.list()).sort(
    (a, b) => Number(b.name === file) - Number(a.name === file),
  );
  for (const entry of files) {
    if (entry.size < Math.max(offset.position, offset.fingerprintBytes)) continue;
    const head = await folder.head(entry.name, offset.fingerprintBytes);
    if (digest(head) === offset.fingerprint) return true;
  }
  return false;
}

/** A stretch of one file to read: to its end, the last line whole only where `ended`. */
interface ReadPart {
  name: string;
  start: number;
  /** A rotated file grows no more: its last line counts without a newline. */
  ended: boolean;
}

/**
 * The stretches to read: the live file from the kept place when it is still that file; else the
 * rest of the kept file (found among the folder's files by its first bytes) and the live file
 * from its start.
 */
async function planRead(
  folder: LogFolder,
  files: readonly LogFile[],
  live: LogFile,
  kept: LogOffset | null,
): Promise<{ parts: ReadPart[]; rotated: boolean; restarted: boolean }> {
  const fromStart = { name: live.name, start: 0, ended: false };
  if (kept === null) return { parts: [fromStart], rotated: false, restarted: false };
  const isKept = async (entry: LogFile) =>
    entry.size >= kept.fingerprintBytes &&
    digest(await folder.head(entry.name, kept.fingerprintBytes)) === kept.fingerprint;
  if (await isKept(live)) {
    if (live.size >= kept.position) {
      return {
        parts: [{ name: live.name, start: kept.position, ended: false }],
        rotated: false,
        restarted: false,
      };
    }
    // The same first bytes and a shorter file: truncated and written anew.
    return { parts: [fromStart], rotated: false, restarted: true };
  }
  // The newest backup names first: the engine names them by their time.
  const others = files
    .filter((entry) => entry.name !== live.name && entry.name.endsWith('.log'))
    .sort((a, b) => b.name.localeCompare(a.name));
  for (const entry of others) {
    if (await isKept(entry)) {
      const rest = { name: entry.name, start: Math.min(kept.position, entry.size), ended: true };
      return { parts: [rest, fromStart], rotated: true, restarted: false };
    }
  }
  return { parts: [fromStart], rotated: false, restarted: true };
}

const NEWLINE = 0x0a;

/**
 * Streams `part`'s lines to `onLine`, never holding the file whole. Resolves to the bytes read
 * and the offset after its last whole line.
 */
async function readLines(
  folder: LogFolder,
  { name, start, ended }: ReadPart,
  signal: AbortSignal,
  onLine: (line: string) => void,
): Promise<{ bytes: number; end: number }> {
  let carry: Buffer = Buffer.alloc(0);
  let end = start;
  let bytes = 0;
  for await (const chunk of folder.stream(name, start, signal)) {
    bytes += chunk.length;
    let from = 0;
    let data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, from)) {
      onLine(data.toString('utf8', from, at));
      from = at + 1;
    }
    end += from;
    data = data.subarray(from);
    carry = Buffer.from(data);
  }
  if (ended && carry.length > 0) {
    onLine(carry.toString('utf8'));
    end += carry.length;
  }
  return { bytes, end };
}

/** The quarter hours since 1970 of `at`, or null before any timed line. */
const quarterOf = (at: Date | null) => (at === null ? null : Math.floor(at.getTime() / 900_000));

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
