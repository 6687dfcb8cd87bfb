// Everything the page shows a number, a name or a rank as: the formatters, the trophies and their
// names, the columns of each view and the row view model the ui draws
// (docs/behaviour.md#formatting).
import type { View } from './contract';
import type { PlayerRow, TribeRow } from './schemas';

/**
 * `n` in en-US digits as Intl.NumberFormat writes it: grouped by thousands, rounded half away from
 * zero at `places` fraction digits of its shortest decimal form, their trailing zeros dropped when
 * `trim`. Written by hand because the first Intl object a page builds loads the browser's locale
 * data: a long task on a slow phone, in the page's start (docs/adr/0050-first-paint-at-the-floor.md).
 */
function decimal(n: number, places: number, trim: boolean): string {
  const sign = n < 0 ? '-' : '';
  // Below 1e-6 String() writes an exponent, and it rounds to 0 anyway; at or above 1e21 (never a
  // leaderboard's figure) the exponent form is kept.
  const text = Math.abs(n) < 1e-6 ? '0' : String(Math.abs(n));
  if (text.includes('e')) return sign + text;
  const [whole, fraction = ''] = text.split('.');
  const kept = BigInt(whole + `${fraction}000`.slice(0, places));
  const digits = String(kept + BigInt(fraction.charAt(places) >= '5')).padStart(places + 1, '0');
  // `places` is never 0: the last `places` digits are the decimals.
  const decimals = digits.slice(-places).replace(trim ? /0+$/ : /^$/, '');
  const integer = digits.slice(0, -places).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${integer}${decimals && '.'}${decimals}`;
}

/** Grouped, up to three decimals: `1,234.568`. */
const grouped = (n: number): string => decimal(n, 3, true);

/** True for a number the formatters can show (not missing, not NaN or infinite). */
function isShown(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * Tribe Score with thousands separators, N/A when missing (docs/behaviour.md#formatting).
 * @example formatScore(1234567) // "1,234,567"
 */
export function formatScore(n: number | undefined): string {
  return isShown(n) ? grouped(n) : 'N/A';
}

/**
 * A count (kills, deaths, tame kills) with thousands separators, "0" when missing
 * (docs/behaviour.md#missing-values).
 * @example formatCount(12345) // "12,345"
 */
export function formatCount(n: number | undefined): string {
  return isShown(n) ? grouped(n) : '0';
}

/**
 * Minutes played as hours to two decimals, grouped, or N/A when missing (docs/behaviour.md#formatting).
 * @example formatHours(90) // "1.50 hrs"
 * @example formatHours(74070) // "1,234.50 hrs"
 */
export function formatHours(minutes: number | undefined): string {
  return isShown(minutes) ? `${decimal(minutes / 60, 2, false)} hrs` : 'N/A';
}

/**
 * A moment in this machine's time zone as en-US writes a medium date and a short time (Intl's
 * `dateStyle: 'medium', timeStyle: 'short'`), by hand for the reason `decimal` is.
 * @example formatDateTime(new Date(2026, 10, 24, 18, 5)) // "Nov 24, 2026, 6:05 PM"
 */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  // The language defines these forms: "Tue Nov 24 2026", "18:05:00 GMT+0000 (…)".
  const month = date.toDateString().slice(4, 7);
  const minutes = date.toTimeString().slice(3, 5);
  const day = `${month} ${date.getDate()}, ${date.getFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'A' : 'P'}M`;
}

/**
 * A tribe's KD as given, "0" when missing (docs/behaviour.md#formatting).
 * @example formatTribeKd('1.50') // "1.50"
 */
export function formatTribeKd(kd: string | undefined): string {
  return kd ?? '0';
}

/**
 * A player's KD: as given when present, else kills / max(deaths, 1) to one decimal (docs/behaviour.md#formatting).
 * @example formatPlayerKd({ KD: '2.50' }) // "2.50"
 * @example formatPlayerKd({ PlayerKills: 7, DeathByPlayer: 2 }) // "3.5"
 */
export function formatPlayerKd(
  row: Pick<PlayerRow, 'KD' | 'PlayerKills' | 'DeathByPlayer'>,
): string {
  if (row.KD !== undefined) return row.KD;
  const kills = isShown(row.PlayerKills) ? row.PlayerKills : 0;
  const deaths = isShown(row.DeathByPlayer) ? row.DeathByPlayer : 0;
  return (kills / Math.max(deaths, 1)).toFixed(1);
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
 * The accessible name of a rank's place (docs/behaviour.md#trophies).
 * @example placeName(22) // "22nd place"
 */
export function placeName(rank: number): string {
  const lastTwo = Math.abs(rank) % 100;
  const last = lastTwo % 10;
  const teen = lastTwo >= 11 && lastTwo <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${rank}${suffix} place`;
}

/** One column of a view's table, in display order; `label` is the exact header the page shows (docs/behaviour.md#the-page). */
export interface Column {
  id: 'rank' | 'name' | 'tribe' | 'score' | 'kills' | 'deaths' | 'kd' | 'tameKills' | 'timePlayed';
  label: string;
}

/** A formatted cell: the column it belongs to and the text shown. */
export interface Cell {
  column: Column['id'];
  label: string;
  text: string;
}

/** What a new row shows in the rank column (docs/behaviour.md#movement). */
export const NEW_ROW_TEXT = 'new';

/**
 * The spoken text of a rank's movement since the previous import (docs/adr/0018-movement.md):
 * null is a new row; 0 is "unchanged", which the page does not show.
 * @example movementText(3) // "up 3 places since the last update"
 * @example movementText(null) // "new since the last update"
 */
export function movementText(change: number | null): string {
  if (change === null) return `${NEW_ROW_TEXT} since the last update`;
  if (change === 0) return 'unchanged since the last update';
  const places = Math.abs(change);
  const noun = places === 1 ? 'place' : 'places';
  return `${change > 0 ? 'up' : 'down'} ${grouped(places)} ${noun} since the last update`;
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
export function toMovement(change: number | null | undefined): Movement | null {
  if (change === undefined || change === 0) return null;
  if (change === null) return { direction: 'new', shown: NEW_ROW_TEXT, spoken: movementText(null) };
  const up = change > 0;
  return {
    direction: up ? 'up' : 'down',
    shown: `${up ? '▲' : '▼'}${grouped(Math.abs(change))}`,
    spoken: movementText(change),
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

// The statistics columns both views share, after their own name columns.
const STAT_COLUMNS: readonly Column[] = [
  { id: 'kills', label: 'KILLS' },
  { id: 'deaths', label: 'DEATHS' },
  { id: 'kd', label: 'KD' },
  { id: 'tameKills', label: 'TAMED DINO KILLS' },
  { id: 'timePlayed', label: 'TIME PLAYED' },
];

const COLUMNS: Readonly<Record<View, readonly Column[]>> = {
  tribes: [
    { id: 'rank', label: 'RANK' },
    { id: 'name', label: 'TRIBE NAME' },
    { id: 'score', label: 'TRIBE SCORE' },
    ...STAT_COLUMNS,
  ],
  players: [
    { id: 'rank', label: 'RANK' },
    { id: 'name', label: 'PLAYER NAME' },
    { id: 'tribe', label: 'TRIBE' },
    ...STAT_COLUMNS,
  ],
};

/**
 * The table columns of a view, in display order, with the exact headers the page shows
 * (docs/behaviour.md#the-page). Tests read the headers from here rather than typing them again.
 * @example columnsFor('players').map((c) => c.label) // ["RANK", "PLAYER NAME", "TRIBE", ...]
 */
export function columnsFor(view: View): readonly Column[] {
  return COLUMNS[view];
}

/** Shown for a missing rank and for a player without a tribe. */
export const NO_VALUE = '—';

type CellTexts = Partial<Record<Column['id'], string>>;

function tribeTexts(row: TribeRow): CellTexts {
  return {
    name: row.TribeName,
    score: formatScore(row.DamageScore),
    kills: formatCount(row.TotalKills),
    deaths: formatCount(row.TotalDeaths),
    kd: formatTribeKd(row.KD),
    tameKills: formatCount(row.TotalTameKills),
    timePlayed: formatHours(row.TotalPlayTime),
  };
}

function playerTexts(row: PlayerRow): CellTexts {
  return {
    name: row.PlayerName,
    tribe: row.TribeName.trim() === '' ? NO_VALUE : row.TribeName,
    kills: formatCount(row.PlayerKills),
    deaths: formatCount(row.DeathByPlayer),
    kd: formatPlayerKd(row),
    tameKills: formatCount(row.DinoKills),
    timePlayed: formatHours(row.PlayTime),
  };
}

/**
 * A row ready to render: every cell formatted in column order, the trophy, and a key unique
 * within the page. A missing rank shows "—" and earns no trophy: the page never invents a rank.
 * @example toRowViewModel('tribes', row, 0).cells[2].text // "1,234,567" (TRIBE SCORE)
 */
export function toRowViewModel(view: View, row: TribeRow | PlayerRow, index: number): RowViewModel {
  const texts = view === 'tribes' ? tribeTexts(row as TribeRow) : playerTexts(row as PlayerRow);
  const rank = isShown(row.rank) ? row.rank : null;
  texts.rank = rank === null ? NO_VALUE : grouped(rank);
  const name = texts.name ?? '';
  const cells: Cell[] = columnsFor(view).map((column) => ({
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
    movement: toMovement(row.rank_change),
  };
}
