// The lines of an ARK server's own log, ShooterGame.log (docs/adr/0085-the-game-log-source.md):
// joins, leaves and the server's start are read; every other line is only counted by its kind,
// and nothing of it (a chat, an admin's command, an IP address) is kept.
import { TZDate } from '@date-fns/tz';

/** A player as a log line names them: by EOS id (Survival Ascended) or by name alone (Evolved). */
export interface LogPlayer {
  /** The 32-hex EOS id, lower case; null on a Survival Evolved line, which carries none. */
  eosId: string | null;
  /** The name as written, control characters removed and trimmed. */
  name: string;
  /** Survival Ascended's `Platform:` word (`PC`, `XSX`, `PS5`, ...); null without an id. */
  platform: string | null;
}

/** A player joined or left. */
export interface PresenceLine {
  kind: 'join' | 'leave';
  at: Date;
  player: LogPlayer;
}

/** `Server: "<name>" has successfully started!`: every session still open ended before it. */
export interface StartLine {
  kind: 'start';
  /** The line's own time, when it has one. */
  at: Date | null;
}

/** What a skipped line was, counted and never kept. */
export const SKIPPED_KINDS = ['chat', 'admin', 'ip', 'blank', 'other'] as const;
export type SkippedKind = (typeof SKIPPED_KINDS)[number];

/** A line read for its time only (a session closed at a start ends at the last line before it). */
export interface SkippedLine {
  kind: 'skipped';
  skipped: SkippedKind;
  /** The line's time, when it carries one; nothing else of it is kept. */
  at: Date | null;
}

export type LogLine = PresenceLine | StartLine | SkippedLine;

// `[2026.04.05-12.05.14:414][527]`: the engine's prefix (its clock, milliseconds, a frame).
const ENGINE_PREFIX = /^\[(\d{4})\.(\d{2})\.(\d{2})-(\d{2})\.(\d{2})\.(\d{2}):(\d{3})\]\[\s*\d+\]/;
// `2026.04.05_12.05.14: `: the game's own time, before every message it writes.
const GAME_TIME = /^(\d{4})\.(\d{2})\.(\d{2})_(\d{2})\.(\d{2})\.(\d{2}): /;
// Greedy on the name: a name that itself holds an id, or the words, is still cut at the last one.
const ASCENDED_PRESENCE =
  /^(.*) \[UniqueNetId:([0-9A-Fa-f]{32}) Platform:([A-Za-z0-9_]{1,16})\] (joined|left) this ARK!$/;
const EVOLVED_PRESENCE = /^(.*) (joined|left) this ARK!$/;
const SERVER_START = /^Server: ".*" has successfully started!$/;
// `Name (Character): text`, as the game writes a chat message: read before the presence shapes,
// so a chat that types "… joined this ARK!" forges no one's session.
const CHAT = /^[^:]+ \([^)]*\): /;
const CONTROL = /\p{Cc}/gu;

/**
 * Reads one line of ShooterGame.log, its times in `timezone` (an IANA name; the server's clock).
 * @example parseLogLine('2017.02.20_19.37.50: Rex joined this ARK!', 'UTC') // { kind: 'join', at: 2017-02-20T19:37:50Z, player: { eosId: null, name: 'Rex', platform: null } }
 */
export function parseLogLine(raw: string, timezone = 'UTC'): LogLine {
  let rest = raw.replace(/^\uFEFF/, '').replace(/\r$/, '');
  const engine = ENGINE_PREFIX.exec(rest);
  if (engine) rest = rest.slice(engine[0].length);
  const game = GAME_TIME.exec(rest);
  if (game) rest = rest.slice(game[0].length);
  // The game's own time wins over the engine's; only the time kept is worked out.
  const at = game
    ? timeOf(game, timezone, 0)
    : engine
      ? timeOf(engine, timezone, Number(engine[7]))
      : null;
  if (SERVER_START.test(rest)) return { kind: 'start', at };
  if (game && at && !CHAT.test(rest)) {
    const presence = presenceOf(rest, at);
    if (presence) return presence;
  }
  return { kind: 'skipped', skipped: skippedKind(rest, game !== null), at };
}

function presenceOf(message: string, at: Date): PresenceLine | null {
  const ascended = ASCENDED_PRESENCE.exec(message);
  if (ascended) {
    const [, name = '', id = '', platform = '', verb] = ascended;
    const player = { eosId: id.toLowerCase(), name: cleanName(name), platform };
    return { kind: verb === 'joined' ? 'join' : 'leave', at, player };
  }
  // An id the Ascended shape refuses is no name: the line is skipped, not keyed by it.
  const evolved = message.includes('[UniqueNetId:') ? null : EVOLVED_PRESENCE.exec(message);
  if (evolved) {
    const [, name = '', verb] = evolved;
    const clean = cleanName(name);
    // A name of nothing keys no one.
    if (clean === '') return null;
    const player = { eosId: null, name: clean, platform: null };
    return { kind: verb === 'joined' ? 'join' : 'leave', at, player };
  }
  return null;
}

function skippedKind(message: string, timed: boolean): SkippedKind {
  if (message.trim() === '') return 'blank';
  if (message.includes('IP for incoming account')) return 'ip';
  if (/^AdminCmd: /.test(message)) return 'admin';
  if (timed && CHAT.test(message)) return 'chat';
  return 'other';
}

const cleanName = (name: string) => name.replace(CONTROL, '').trim();

function timeOf(match: RegExpExecArray, timezone: string, ms: number): Date | null {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // 2026.02.31 is no day: a line with an impossible time has none.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return new Date(minuteStart(timezone, year, month, day, hour, minute) + second * 1000 + ms);
}

/** The last minute worked out: a log's lines come in time order, so most share it. */
let lastMinute = { key: '', ms: 0 };

/**
 * The instant a minute of `timezone`'s clock starts. A zone's offset changes only at a whole
 * minute, so a line's instant is its minute's start plus its seconds; one TZDate a minute instead
 * of one a line (most of a big log's read time: docs/benchmarks.md, "bench:game-log").
 */
function minuteStart(
  timezone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const key = `${timezone} ${year} ${month} ${day} ${hour} ${minute}`;
  if (lastMinute.key !== key) {
    const ms = new TZDate(year, month - 1, day, hour, minute, 0, 0, timezone).getTime();
    lastMinute = { key, ms };
  }
  return lastMinute.ms;
}

/** How many lines of each kind were skipped (the sync's report says them). */
export type SkippedCounts = Record<SkippedKind, number>;

/** No line skipped yet. */
export const noneSkipped = (): SkippedCounts => ({ chat: 0, admin: 0, ip: 0, blank: 0, other: 0 });
