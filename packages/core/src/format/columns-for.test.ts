import { describe, expect, it } from 'vitest';
import { columnsFor } from './columns-for';

const labels = (view: 'tribes' | 'players') => columnsFor(view).map((column) => column.label);

describe('columnsFor', () => {
  it('gives the tribe view the columns RANK, TRIBE NAME, TRIBE SCORE, KILLS, DEATHS, KD, TAMED DINO KILLS, TIME PLAYED', () => {
    expect(labels('tribes')).toEqual([
      'RANK',
      'TRIBE NAME',
      'TRIBE SCORE',
      'KILLS',
      'DEATHS',
      'KD',
      'TAMED DINO KILLS',
      'TIME PLAYED',
    ]);
  });

  it('gives the player view the columns RANK, PLAYER NAME, TRIBE, KILLS, DEATHS, KD, TAMED DINO KILLS, TIME PLAYED', () => {
    expect(labels('players')).toEqual([
      'RANK',
      'PLAYER NAME',
      'TRIBE',
      'KILLS',
      'DEATHS',
      'KD',
      'TAMED DINO KILLS',
      'TIME PLAYED',
    ]);
  });

  it('gives every column a distinct id', () => {
    for (const view of ['tribes', 'players'] as const) {
      const ids = columnsFor(view).map((column) => column.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
