import { HALL_ANSWER_WIRE_SCHEMAS, PAGE_SIZE } from '@ark/core';
import { describe, expect, it } from 'vitest';
import type { HallMedals } from '../store/hall-reads';
import { hallAnswer } from './hall-answer';

const medal = (rank: number): HallMedals => ({
  rank,
  id: `7656119${String(rank).padStart(10, '0')}`,
  name: `Player ${rank}`,
  gold: 1,
  silver: 0,
  bronze: 0,
});

describe('the hall answer drawn from a section’s rows', () => {
  it('pages a medal table as the wire schema says, the count of every row in its pagination', () => {
    const medals = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => medal(i + 1));
    const answer = hallAnswer({ section: 'medals', medals }, 1);
    expect(HALL_ANSWER_WIRE_SCHEMAS.medals.parse(answer)).toEqual({
      medals: medals.slice(PAGE_SIZE),
      pagination: { total_pages: 2, current_page: 1, next: null, prev: 0, total_records: 25 },
    });
  });

  it('sends records whole, with nothing but the records', () => {
    const records = [
      {
        board: 'players' as const,
        stat: 'kills',
        span: 'week' as const,
        id: '76561190000000001',
        name: 'Rex',
        value: 12,
        start: '2026-01-05',
      },
    ];
    const answer = hallAnswer({ section: 'records', records }, 3);
    expect(HALL_ANSWER_WIRE_SCHEMAS.records.parse(answer)).toEqual({ records });
  });
});
