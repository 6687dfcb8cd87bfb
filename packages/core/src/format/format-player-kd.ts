import type { PlayerRow } from '../schemas/player-row';
import { isShown } from './number-format';

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
