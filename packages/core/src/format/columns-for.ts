import type { View } from '../filters/view';
import type { Column } from './row-view-model';

const TRIBE_COLUMNS: readonly Column[] = [
  { id: 'rank', label: 'RANK' },
  { id: 'name', label: 'TRIBE NAME' },
  { id: 'score', label: 'TRIBE SCORE' },
  { id: 'kills', label: 'KILLS' },
  { id: 'deaths', label: 'DEATHS' },
  { id: 'kd', label: 'KD' },
  { id: 'tameKills', label: 'TAMED DINO KILLS' },
  { id: 'timePlayed', label: 'TIME PLAYED' },
];

const PLAYER_COLUMNS: readonly Column[] = [
  { id: 'rank', label: 'RANK' },
  { id: 'name', label: 'PLAYER NAME' },
  { id: 'tribe', label: 'TRIBE' },
  { id: 'kills', label: 'KILLS' },
  { id: 'deaths', label: 'DEATHS' },
  { id: 'kd', label: 'KD' },
  { id: 'tameKills', label: 'TAMED DINO KILLS' },
  { id: 'timePlayed', label: 'TIME PLAYED' },
];

/** The table columns of a view, in display order, with the exact headers the page shows (docs/behaviour.md#the-page). */
export function columnsFor(view: View): readonly Column[] {
  return view === 'tribes' ? TRIBE_COLUMNS : PLAYER_COLUMNS;
}
