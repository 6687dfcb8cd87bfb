// Everything the page shows a number, a name or a rank as: the formatters, the trophies and their
// names, the columns of each view and the row view model the ui draws
// (docs/behaviour.md#formatting). Each takes the language's catalog, English by default
// (docs/adr/0062-formatting-and-game-terms.md).
import type { View } from './contract';
import { NUMERIC_TEXT } from './contract';
import type { FirstCatalog } from './i18n/catalog';
import en from './i18n/catalogs/en';
import { writeDecimal, writeGrouped } from './i18n/numbers';
import { translate } from './i18n/translate';
import type { PlayerRow, TribeRow } from './schemas';

/** Grouped, up to three decimals: `1,234.568`. */
const grouped = (n: number, catalog: FirstCatalog = en): string => writeGrouped(n, catalog.numbers);

/** True for a number the formatters can show (not missing, not NaN or infinite). */
function isShown(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * Tribe Score with thousands separators, N/A when missing (docs/behaviour.md#formatting).
 * @example formatScore(1234567) // "1,234,567"
 */
export function formatScore(n: number | undefined, catalog: FirstCatalog = en): string {
  return isShown(n) ? grouped(n, catalog) : translate(catalog, 'value.notAvailable');
}

/**
 * A count (kills, deaths, tame kills) with thousands separators, "0" when missing, N/A when its
 * source lacks it (null: docs/behaviour.md#missing-values).
 * @example formatCount(12345) // "12,345"
 * @example formatCount(null) // "N/A"
 */
export function formatCount(n: number | null | undefined, catalog: FirstCatalog = en): string {
  return n === null
    ? translate(catalog, 'value.notAvailable')
    : isShown(n)
      ? grouped(n, catalog)
      : '0';
}

/**
 * Minutes played as hours to two decimals, grouped, or N/A when missing (docs/behaviour.md#formatting).
 * @example formatHours(90) // "1.50 hrs"
 * @example formatHours(74070) // "1,234.50 hrs"
 * @example formatHours(225, de) // "3,75 Std."
 */
export function formatHours(minutes: number | undefined, catalog: FirstCatalog = en): string {
  if (!isShown(minutes)) return translate(catalog, 'value.notAvailable');
  const hours = writeDecimal(minutes / 60, 2, false, catalog.numbers);
  return translate(catalog, 'unit.hours', { hours });
}

/**
 * A value of the statistic a filter names, as a board writes it: hours for time played, a score
 * (N/A when missing) for tribe score, a count for the others.
 * @example formatStat('time_played', 90) // "1.50 hrs"
 */
export function formatStat(
  filter: string,
  n: number | undefined,
  catalog: FirstCatalog = en,
): string {
  if (filter === 'time_played') return formatHours(n, catalog);
  if (filter === 'tribe_score') return formatScore(n, catalog);
  return formatCount(n, catalog);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in this machine's time zone as the language writes a medium date and a short time
 * (Intl's `dateStyle: 'medium', timeStyle: 'short'`), by hand: the first Intl object a page
 * builds costs its start (docs/adr/0050-first-paint-at-the-floor.md).
 * @example formatDateTime(new Date(2026, 10, 24, 18, 5)) // "Nov 24, 2026, 6:05 PM"
 * @example formatDateTime(new Date(2026, 10, 24, 18, 5), de) // "24.11.2026, 18:05"
 */
export function formatDateTime(date: Date, catalog: FirstCatalog = en): string {
  const { pattern, months = [], am = 'AM', pm = 'PM' } = catalog.dates;
  const month = date.getMonth();
  const hours = date.getHours();
  const fields: Record<string, string> = {
    year: String(date.getFullYear()),
    month: months[month] ?? String(month + 1),
    M: String(month + 1),
    MM: pad(month + 1),
    d: String(date.getDate()),
    dd: pad(date.getDate()),
    H: String(hours),
    HH: pad(hours),
    h: String(hours % 12 || 12),
    mm: pad(date.getMinutes()),
    a: hours < 12 ? am : pm,
  };
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole);
}

/** A KD's decimal point as the language writes it; text that is not a number stays as given. */
function localKd(kd: string, catalog: FirstCatalog): string {
  return NUMERIC_TEXT.test(kd) ? kd.replace('.', catalog.numbers.decimal) : kd;
}

/**
 * A tribe's KD as given (its decimal point the language's), "0" when missing
 * (docs/behaviour.md#formatting).
 * @example formatTribeKd('1.50') // "1.50"
 * @example formatTribeKd('1.50', de) // "1,50"
 */
export function formatTribeKd(kd: string | undefined, catalog: FirstCatalog = en): string {
  return kd === undefined ? '0' : localKd(kd, catalog);
}

/**
 * A player's KD: as given when present, else kills / max(deaths, 1) to one decimal (docs/behaviour.md#formatting).
 * @example formatPlayerKd({ KD: '2.50' }) // "2.50"
 * @example formatPlayerKd({ PlayerKills: 7, DeathByPlayer: 2 }) // "3.5"
 * @example formatPlayerKd({ PlayerKills: null }) // "N/A"
 */
export function formatPlayerKd(
  row: Pick<PlayerRow, 'KD' | 'PlayerKills' | 'DeathByPlayer'>,
  catalog: FirstCatalog = en,
): string {
  if (row.KD !== undefined) return localKd(row.KD, catalog);
  // No kills kept (a game log's player): no ratio to compute.
  if (row.PlayerKills === null) return formatCount(null, catalog);
  const kills = isShown(row.PlayerKills) ? row.PlayerKills : 0;
  const deaths = isShown(row.DeathByPlayer) ? row.DeathByPlayer : 0;
  return localKd((kills / Math.max(deaths, 1)).toFixed(1), catalog);
}

/** Ranks that earn a trophy (docs/behaviour.md#trophies). */
export const TROPHY_RANKS = 3;

/**
 * The trophy a rank earns: 1 gold, 2 silver, 3 bronze, null for any other rank (docs/behaviour.md#trophies).
 * Trophies follow the rank, so a tie for first earns two gold trophies.
 */
export function trophyFor(rank: number | null | undefined): 1 | 2 | 3 | null {
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return null;
  if (rank < 1 || rank > TROPHY_RANKS) return null;
  return rank as 1 | 2 | 3;
}

/**
 * A trophy's accessible name in the language (docs/behaviour.md#trophies).
 * @example trophyName(1) // "1st place"
 * @example trophyName(2, de) // "2. Platz"
 */
export function trophyName(place: 1 | 2 | 3, catalog: FirstCatalog = en): string {
  return translate(catalog, `trophy.${place}`);
}

/** One column of a view's table, in display order; `label` is the exact header the page shows (docs/behaviour.md#the-page). */
export interface Column {
  id:
    | 'rank'
    | 'name'
    | 'tribe'
    | 'score'
    | 'kills'
    | 'deaths'
    | 'kd'
    | 'tameKills'
    | 'timePlayed'
    | 'lastSeen';
  label: string;
}

/** A formatted cell: the column it belongs to and the text shown. */
export interface Cell {
  column: Column['id'];
  label: string;
  text: string;
}

/**
 * The spoken text of a rank's movement since the previous import (docs/adr/0018-movement.md):
 * null is a new row; 0 is "unchanged", which the page does not show.
 * @example movementText(3) // "up 3 places since the last update"
 * @example movementText(null) // "new since the last update"
 * @example movementText(-22, ru) // "на 22 места ниже с прошлого обновления"
 */
export function movementText(change: number | null, catalog: FirstCatalog = en): string {
  if (change === null) return translate(catalog, 'movement.newSpoken');
  if (change === 0) return translate(catalog, 'movement.unchanged');
  const key = change > 0 ? 'movement.up' : 'movement.down';
  return translate(catalog, key, { count: Math.abs(change) });
}

/** A rank's movement since the previous import, ready to show (docs/adr/0018-movement.md). */
export interface Movement {
  direction: 'up' | 'down' | 'new';
  /** What is seen: `▲3`, `▼2`, `new`; hidden from assistive technology. */
  shown: string;
  /** What is heard instead: "up 3 places since the last update". */
  spoken: string;
}

/**
 * A `rank_change` as the rank column shows it; null for no movement (0) or none known.
 * @example toMovement(3) // { direction: 'up', shown: '▲3', spoken: 'up 3 places since the last update' }
 * @example toMovement(null) // { direction: 'new', shown: 'new', spoken: 'new since the last update' }
 */
export function toMovement(
  change: number | null | undefined,
  catalog: FirstCatalog = en,
): Movement | null {
  if (change === undefined || change === 0) return null;
  if (change === null) {
    const shown = translate(catalog, 'movement.new');
    return { direction: 'new', shown, spoken: movementText(null, catalog) };
  }
  const up = change > 0;
  return {
    direction: up ? 'up' : 'down',
    shown: `${up ? '▲' : '▼'}${grouped(Math.abs(change), catalog)}`,
    spoken: movementText(change, catalog),
  };
}

/** A row ready to render: stable key, rank, trophy place and every cell already formatted. */
export interface RowViewModel {
  key: string;
  rank: number | null;
  /** 1, 2 or 3 for a trophy (gold, silver, bronze), null otherwise. */
  trophy: 1 | 2 | 3 | null;
  name: string;
  cells: Cell[];
  /** The row's TribeID (tribe view) or SteamID (player view), when the backend sends one. */
  id: string | null;
  movement: Movement | null;
}

// Each view's columns in display order, and the catalog key of each header.
const COLUMN_KEYS = {
  rank: 'column.rank',
  tribe: 'column.tribe',
  score: 'column.score',
  kills: 'column.kills',
  deaths: 'column.deaths',
  kd: 'column.kd',
  tameKills: 'column.tameKills',
  timePlayed: 'column.timePlayed',
  lastSeen: 'column.lastSeen',
} as const;
const STAT_COLUMNS = ['kills', 'deaths', 'kd', 'tameKills', 'timePlayed'] as const;
const COLUMN_IDS: Readonly<Record<View, readonly Column['id'][]>> = {
  tribes: ['rank', 'name', 'score', ...STAT_COLUMNS],
  players: ['rank', 'name', 'tribe', ...STAT_COLUMNS],
};

// One array per view, log and catalog, so a renderer that memoises on it sees the same columns.
const columnCache = new WeakMap<FirstCatalog, Partial<Record<View | 'seen', readonly Column[]>>>();

/**
 * The table columns of a view, in display order, with the exact headers the page shows
 * (docs/behaviour.md#the-page). Tests read the headers from here rather than typing them again.
 * `seen` adds LAST SEEN after the players' statistics: a board of a cluster with a game log
 * (docs/adr/0090-the-game-log-on-the-page.md).
 * @example columnsFor('players').map((c) => c.label) // ["RANK", "PLAYER NAME", "TRIBE", ...]
 */
export function columnsFor(
  view: View,
  catalog: FirstCatalog = en,
  seen = false,
): readonly Column[] {
  const cached = columnCache.get(catalog) ?? {};
  columnCache.set(catalog, cached);
  const withSeen = seen && view === 'players';
  const key = withSeen ? 'seen' : view;
  const ids = withSeen ? [...COLUMN_IDS.players, 'lastSeen' as const] : COLUMN_IDS[view];
  cached[key] ??= ids.map((id) => ({
    id,
    label: translate(catalog, id === 'name' ? `column.name.${view}` : COLUMN_KEYS[id]),
  }));
  return cached[key];
}

/** Shown for a missing rank and for a player without a tribe. */
export const NO_VALUE = '—';

type CellTexts = Partial<Record<Column['id'], string>>;

function tribeTexts(row: TribeRow, catalog: FirstCatalog): CellTexts {
  return {
    name: row.TribeName,
    score: formatScore(row.DamageScore, catalog),
    kills: formatCount(row.TotalKills, catalog),
    deaths: formatCount(row.TotalDeaths, catalog),
    kd: formatTribeKd(row.KD, catalog),
    tameKills: formatCount(row.TotalTameKills, catalog),
    timePlayed: formatHours(row.TotalPlayTime, catalog),
  };
}

function playerTexts(row: PlayerRow, catalog: FirstCatalog): CellTexts {
  return {
    name: row.PlayerName,
    tribe: row.TribeName.trim() === '' ? NO_VALUE : row.TribeName,
    kills: formatCount(row.PlayerKills, catalog),
    deaths: formatCount(row.DeathByPlayer, catalog),
    kd: formatPlayerKd(row, catalog),
    tameKills: formatCount(row.DinoKills, catalog),
    timePlayed: formatHours(row.PlayTime, catalog),
    lastSeen: formatLastSeen(row, catalog),
  };
}

/** What the cluster's game log says of a player it has sessions of (ADR 0085). */
export interface LastSeen {
  sessions: number;
  /** "online" while a session is open, else the moment it last saw them (undefined: unknown). */
  seen: 'online' | Date | undefined;
}

/**
 * A player's last sighting, read once for the table, the panel and Discord, each of which writes
 * it its own way; null for a player the game log has no sessions of.
 * @example lastSeenOf({ LastSeen: null, Sessions: 3 }) // { sessions: 3, seen: "online" }
 */
export function lastSeenOf({
  LastSeen,
  Sessions,
}: Pick<PlayerRow, 'LastSeen' | 'Sessions'>): LastSeen | null {
  if (Sessions === undefined) return null;
  if (LastSeen === null) return { sessions: Sessions, seen: 'online' };
  const at = LastSeen === undefined ? Number.NaN : Date.parse(LastSeen);
  return { sessions: Sessions, seen: Number.isFinite(at) ? new Date(at) : undefined };
}

/**
 * When the cluster's game log last saw a player: its day, "Online now" while a session is open,
 * "—" for a player it has no sessions of (docs/adr/0085-the-game-log-source.md).
 * @example formatLastSeen({ LastSeen: null, Sessions: 3 }) // "Online now"
 * @example formatLastSeen({ LastSeen: '2026-04-05T13:36:00Z', Sessions: 1 }) // "Apr 5, 2026"
 */
export function formatLastSeen(
  row: Pick<PlayerRow, 'LastSeen' | 'Sessions'>,
  catalog: FirstCatalog = en,
): string {
  const seen = lastSeenOf(row)?.seen;
  if (seen === 'online') return translate(catalog, 'log.onlineOnly');
  return seen === undefined ? NO_VALUE : formatDate(seen, catalog);
}

/**
 * A row ready to render: every cell formatted in column order, the trophy, and a key unique
 * within the page. A missing rank shows "—" and earns no trophy: the page never invents a rank.
 * @example toRowViewModel('tribes', row, 0).cells[2].text // "1,234,567" (TRIBE SCORE)
 */
export function toRowViewModel(
  view: View,
  row: TribeRow | PlayerRow,
  index: number,
  catalog: FirstCatalog = en,
  columns: readonly Column[] = columnsFor(view, catalog),
): RowViewModel {
  const texts =
    view === 'tribes'
      ? tribeTexts(row as TribeRow, catalog)
      : playerTexts(row as PlayerRow, catalog);
  const rank = isShown(row.rank) ? row.rank : null;
  texts.rank = rank === null ? NO_VALUE : grouped(rank, catalog);
  const name = texts.name ?? '';
  const cells: Cell[] = columns.map((column) => ({
    column: column.id,
    label: column.label,
    text: texts[column.id] ?? '',
  }));
  const id = (view === 'tribes' ? (row as TribeRow).TribeID : (row as PlayerRow).SteamID) ?? null;
  return {
    key: `${rank ?? '-'}-${name}-${index}`,
    rank,
    trophy: trophyFor(rank),
    name,
    cells,
    id,
    movement: toMovement(row.rank_change, catalog),
  };
}

const DAY_MS = 86_400_000;

/**
 * A YYYY-MM-DD day as a number of days (UTC midnight), so spans are counted in whole days
 * whatever the time zone or DST.
 * @example dayNumber('1970-01-02') // 1
 */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** The inverse of dayNumber. */
export function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day number a moment falls on in `timeZone` (UTC when the zone is none Intl knows): the
 * community's own days, whatever the visitor's clock (the hall's weeks, the population's days).
 * @example dayInZone('Asia/Tokyo')(Date.parse('2026-12-01T20:00:00Z')) // dayNumber('2026-12-02')
 */
export function dayInZone(timeZone: string): (at: number | Date) => number {
  const options = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  return (at) => {
    const parts = format.formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
  };
}

/**
 * A day number as the language writes a date: `short` (day and month, the axis) or `long`
 * (with the year), from the catalog's `dates.dayMonth` and `dates.day` patterns and its month
 * names.
 * @example formatDay(dayNumber('2026-11-28'), 'long') // "Nov 28, 2026"
 */
export function formatDay(n: number, form: 'short' | 'long', catalog: FirstCatalog = en): string {
  const date = new Date(n * DAY_MS);
  const month = date.getUTCMonth();
  const pad = (v: number) => String(v).padStart(2, '0');
  const fields: Record<string, string> = {
    year: String(date.getUTCFullYear()),
    month: catalog.dates.months?.[month] ?? String(month + 1),
    M: String(month + 1),
    MM: pad(month + 1),
    d: String(date.getUTCDate()),
    dd: pad(date.getUTCDate()),
  };
  const pattern = form === 'short' ? catalog.dates.dayMonth : catalog.dates.day;
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole);
}

/**
 * A moment's day in this machine's time zone (as formatDateTime reads it), written as `long`.
 * @example formatDate(new Date(2026, 10, 28, 23, 5)) // "Nov 28, 2026"
 */
export function formatDate(date: Date, catalog: FirstCatalog = en): string {
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
  return formatDay(day, 'long', catalog);
}

/** The medals' symbols: decoration beside their words (the words say it all). */
export const MEDAL_SYMBOLS = { gold: '🥇', silver: '🥈', bronze: '🥉' } as const;
export type MedalKey = keyof typeof MEDAL_SYMBOLS;
export const MEDAL_KEYS = Object.keys(MEDAL_SYMBOLS) as MedalKey[];
