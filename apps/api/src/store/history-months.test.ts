import { describe, expect, it } from 'vitest';
import { monthOf } from './history-months';
import { periodStartDay } from './periods';

describe('monthOf', () => {
  it('is the one calendar’s month of a community day, in any zone and week start', () => {
    for (const day of ['2026-11-30', '2028-02-29', '2027-01-01', '2026-03-29']) {
      expect(monthOf(day)).toBe(`${day.slice(0, 7)}-01`);
      const berlin = { timezone: 'Europe/Berlin', weekStart: 'sunday' } as const;
      expect(periodStartDay('month', day, berlin)).toBe(monthOf(day));
    }
  });
});
