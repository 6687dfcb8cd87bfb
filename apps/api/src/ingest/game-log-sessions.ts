// Sessions from the game log's lines (docs/adr/0085-the-game-log-source.md): a join opens one, its
// leave closes it, a server start closes every open one at the last line before it (a crash writes
// no leave), a second join closes the first, and none lasts longer than the limit.
import { createHash } from 'node:crypto';
import type { Session, SessionEnd, SessionState } from '../store/game-log-sessions';
import { type LogLine, type LogPlayer, noneSkipped, type SkippedCounts } from './game-log-lines';

/** The longest a session counts by default: a day. */
export const DEFAULT_SESSION_LIMIT_MS = 24 * 60 * 60 * 1000;

/** What one read of the log did, for the sync's report. */
export interface SessionReport {
  lines: number;
  joins: number;
  leaves: number;
  starts: number;
  /** Leaves with no open session (the log began while they played): nothing to close. */
  unmatchedLeaves: number;
  /** Sessions cut at the limit. */
  cut: number;
  /** Players keyed by name (no id on their lines). */
  byName: number;
  skipped: SkippedCounts;
}

export const emptySessionReport = (): SessionReport => ({
  lines: 0,
  joins: 0,
  leaves: 0,
  starts: 0,
  unmatchedLeaves: 0,
  cut: 0,
  byName: 0,
  skipped: noneSkipped(),
});

/**
 * The id of a player named by a line without an id: `n` and 31 hex of the name's sha256, which
 * passes the id rule and never equals an EOS id (32 hex).
 * @example nameId('Rex') // "n…" (32 characters)
 */
export function nameId(name: string): string {
  return `n${createHash('sha256').update(name).digest('hex').slice(0, 31)}`;
}

const idOf = (player: LogPlayer) => player.eosId ?? nameId(player.name);

export interface SessionFold {
  /** Feeds one parsed line. */
  add(line: LogLine): void;
  /** Cuts the open sessions past the limit and hands the sessions changed since the fold began. */
  finish(): Session[];
  readonly state: SessionState;
  readonly report: SessionReport;
}

/**
 * Folds lines into sessions, starting from the state the last read left (`state` is changed in
 * place). Every changed session is handed once by `finish`, to be written by player and join time.
 */
export function foldSessions(
  state: SessionState,
  { limitMs = DEFAULT_SESSION_LIMIT_MS }: { limitMs?: number } = {},
): SessionFold {
  const report = emptySessionReport();
  const changed = new Map<string, Session>();
  const byName = new Set<string>();
  const keep = (session: Session) =>
    changed.set(`${session.playerId} ${session.joinedAt.getTime()}`, session);
  const close = (session: Session, at: Date, ended: SessionEnd) => {
    const end = Math.max(at.getTime(), session.joinedAt.getTime());
    const cut = end - session.joinedAt.getTime() > limitMs;
    if (cut) report.cut += 1;
    session.leftAt = new Date(cut ? session.joinedAt.getTime() + limitMs : end);
    session.ended = cut ? 'cut' : ended;
    state.open.delete(session.playerId);
    keep(session);
  };
  return {
    state,
    report,
    add(line) {
      report.lines += 1;
      if (line.kind === 'skipped') {
        report.skipped[line.skipped] += 1;
        if (line.at) state.lastAt = line.at;
        return;
      }
      if (line.kind === 'start') {
        report.starts += 1;
        // The start's own time is after the crash; the last line before it is when it stopped.
        for (const session of [...state.open.values()]) {
          close(session, state.lastAt ?? line.at ?? session.joinedAt, 'start');
        }
        if (line.at) state.lastAt = line.at;
        return;
      }
      const id = idOf(line.player);
      const open = state.open.get(id);
      if (line.kind === 'join') {
        report.joins += 1;
        if (open) close(open, line.at, 'rejoin');
        const session: Session = {
          playerId: id,
          name: line.player.name,
          byName: line.player.eosId === null,
          joinedAt: line.at,
          leftAt: null,
          ended: null,
        };
        if (session.byName) byName.add(id);
        state.open.set(id, session);
        keep(session);
      } else {
        report.leaves += 1;
        if (open) close(open, line.at, 'leave');
        else report.unmatchedLeaves += 1;
      }
      state.lastAt = line.at;
    },
    finish() {
      const now = state.lastAt?.getTime();
      if (now !== undefined) {
        for (const session of [...state.open.values()]) {
          if (now - session.joinedAt.getTime() > limitMs)
            close(session, state.lastAt as Date, 'cut');
        }
      }
      report.byName = byName.size;
      return [...changed.values()];
    },
  };
}
