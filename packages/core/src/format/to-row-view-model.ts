import type { View } from '../filters/view';
import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';
import { columnsFor } from './columns-for';
import { formatCount } from './format-count';
import { formatHours } from './format-hours';
import { formatPlayerKd } from './format-player-kd';
import { formatScore } from './format-score';
import { formatTribeKd } from './format-tribe-kd';
import { groupDigits, isShown } from './number-format';
import type { Cell, Column, RowViewModel } from './row-view-model';
import { trophyFor } from './trophy-for';

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
  texts.rank = rank === null ? NO_VALUE : groupDigits(rank);
  const name = texts.name ?? '';
  const cells: Cell[] = columnsFor(view).map((column) => ({
    column: column.id,
    label: column.label,
    text: texts[column.id] ?? '',
  }));
  return { key: `${rank ?? '-'}-${name}-${index}`, rank, trophy: trophyFor(rank), name, cells };
}
