import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_PERIODS,
  isTimeZone,
  nextPeriodStart,
  type PeriodSettings,
  periodStart,
  periodStartDay,
  previousPeriodStart,
  SITE_PERIOD_FIELDS,
} from './periods';

const berlin: PeriodSettings = { timezone: 'Europe/Berlin', weekStart: 'monday' };
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('periodStart', () => {
  it('starts a Berlin week on Monday 00:00 local time on either side of the October DST change', () => {
    // Sunday 2026-10-25 23:30 CET is still the week that began Monday 19th 00:00 CEST (+02:00).
    expect(iso(periodStart('week', at('2026-10-25T22:30:00Z'), berlin))).toBe(
      '2026-10-18T22:00:00.000Z',
    );
    // Monday 26th 00:00 CET (+01:00) begins the next one.
    expect(iso(periodStart('week', at('2026-10-25T23:00:00Z'), berlin))).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('starts the day of the DST change at its local midnight', () => {
    expect(iso(periodStart('day', at('2026-10-25T12:00:00Z'), berlin))).toBe(
      '2026-10-24T22:00:00.000Z',
    );
  });

  it('starts a month on its first day at 00:00 local time', () => {
    // 2026-11-01 00:30 in Berlin (CET).
    expect(iso(periodStart('month', at('2026-10-31T23:30:00Z'), berlin))).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(iso(periodStart('month', at('2026-10-31T22:30:00Z'), berlin))).toBe(
      '2026-09-30T22:00:00.000Z',
    );
  });

  it('starts a week on Sunday when weekStart is sunday', () => {
    const sunday: PeriodSettings = { ...berlin, weekStart: 'sunday' };
    expect(iso(periodStart('week', at('2026-10-27T10:00:00Z'), sunday))).toBe(
      '2026-10-24T22:00:00.000Z',
    );
  });

  it('starts a day at local midnight in a zone with a 30-minute offset', () => {
    const kolkata: PeriodSettings = { timezone: 'Asia/Kolkata', weekStart: 'monday' };
    // 2026-10-28 01:30 in Kolkata (+05:30).
    expect(iso(periodStart('day', at('2026-10-27T20:00:00Z'), kolkata))).toBe(
      '2026-10-27T18:30:00.000Z',
    );
  });

  it('uses UTC and Monday by default', () => {
    expect(iso(periodStart('week', at('2026-11-25T10:00:00Z'), DEFAULT_PERIODS))).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});

describe('previousPeriodStart', () => {
  it('steps back one Berlin week across the DST change', () => {
    expect(iso(previousPeriodStart('week', at('2026-10-27T10:00:00Z'), berlin))).toBe(
      '2026-10-18T22:00:00.000Z',
    );
  });

  it('steps back over the 25-hour day', () => {
    expect(iso(previousPeriodStart('day', at('2026-10-26T12:00:00Z'), berlin))).toBe(
      '2026-10-24T22:00:00.000Z',
    );
  });

  it('steps back to the previous month from the first of a month', () => {
    expect(iso(previousPeriodStart('month', at('2026-11-01T00:30:00Z'), berlin))).toBe(
      '2026-09-30T22:00:00.000Z',
    );
  });
});

describe('nextPeriodStart', () => {
  it('steps to next Monday 00:00 in Berlin', () => {
    expect(iso(nextPeriodStart('week', at('2026-11-19T15:00:00Z'), berlin))).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('steps over the 25-hour day and the week holding it', () => {
    expect(iso(nextPeriodStart('day', at('2026-10-25T12:00:00Z'), berlin))).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    expect(iso(nextPeriodStart('week', at('2026-10-20T12:00:00Z'), berlin))).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('steps from the very start of a period to the next one', () => {
    expect(iso(nextPeriodStart('month', at('2026-10-31T23:00:00Z'), berlin))).toBe(
      '2026-11-30T23:00:00.000Z',
    );
  });

  it('starts weeks on the configured day', () => {
    const sunday: PeriodSettings = { timezone: 'UTC', weekStart: 'sunday' };
    expect(iso(nextPeriodStart('week', at('2026-11-19T15:00:00Z'), sunday))).toBe(
      '2026-11-22T00:00:00.000Z',
    );
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('SITE_PERIOD_FIELDS', () => {
  const schema = z.strictObject(SITE_PERIOD_FIELDS);

  it('defaults to UTC and monday', () => {
    expect(schema.parse({})).toEqual(DEFAULT_PERIODS);
  });

  it('refuses an unknown zone and week day', () => {
    expect(schema.safeParse({ timezone: 'Mars/Olympus' }).success).toBe(false);
    expect(schema.safeParse({ weekStart: 'funday' }).success).toBe(false);
  });
});

describe('periodStartDay', () => {
  it('names the first day of the week, month and day holding a calendar day', () => {
    expect(periodStartDay('week', '2026-11-19', berlin)).toBe('2026-11-16');
    expect(periodStartDay('month', '2026-11-19', berlin)).toBe('2026-11-01');
    expect(periodStartDay('day', '2026-11-19', berlin)).toBe('2026-11-19');
  });

  it('keeps a week across the DST change, and a week starting on Sunday', () => {
    expect(periodStartDay('week', '2026-10-25', berlin)).toBe('2026-10-19');
    expect(periodStartDay('week', '2026-10-26', berlin)).toBe('2026-10-26');
    const sunday = { timezone: 'America/New_York', weekStart: 'sunday' } as const;
    expect(periodStartDay('week', '2026-11-07', sunday)).toBe('2026-11-01');
    expect(periodStartDay('week', '2026-11-08', sunday)).toBe('2026-11-08');
  });

  it('agrees with periodStart on every day of a year, in a zone far from UTC', () => {
    const settings = { timezone: 'Pacific/Kiritimati', weekStart: 'wednesday' } as const;
    for (let n = 0; n < 366; n++) {
      const day = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
      // Noon of that day in the zone (UTC+14): 22:00 UTC the day before.
      const at = new Date(new Date(`${day}T12:00:00Z`).getTime() - 14 * 3_600_000);
      const start = periodStart('week', at, settings);
      const local = new Date(start.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
      expect(periodStartDay('week', day, settings), day).toBe(local);
    }
  });
});
