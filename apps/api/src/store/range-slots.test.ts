import { describe, expect, it } from 'vitest';
import { BERLIN, RACE_TIMES } from '../../test/race';
import { type RangeFacts, resolveRange } from './range-slots';

const ms = (iso: string) => new Date(iso).getTime();

/** A cluster whose last import was Thursday Nov 19, its first Nov 4, its week's baseline Nov 11. */
function makeFacts(overrides: Partial<RangeFacts> = {}): RangeFacts {
  return {
    version: 3,
    found: true,
    updatedAt: RACE_TIMES.today.toISOString(),
    lastImport: RACE_TIMES.today.getTime(),
    firstImport: RACE_TIMES.history.getTime(),
    starts: {
      day: ms(RACE_TIMES.dayStart),
      week: ms(RACE_TIMES.weekStart),
      month: ms('2026-10-31T23:00:00.000Z'),
    },
    takenAt: {
      day: RACE_TIMES.lastWednesday.getTime(),
      week: RACE_TIMES.lastWednesday.getTime(),
      month: RACE_TIMES.history.getTime(),
    },
    aliases: {},
    ...overrides,
  };
}

describe('resolveRange', () => {
  it("reads the current period's slot while the last import lies in it", () => {
    expect(resolveRange('week', makeFacts(), RACE_TIMES.now, BERLIN)).toEqual({
      slot: 'week',
      range: { key: 'week', from: RACE_TIMES.weekStart, to: RACE_TIMES.today.toISOString() },
    });
  });

  it('reads the previous slot for last week, to its baseline import', () => {
    expect(resolveRange('last_week', makeFacts(), RACE_TIMES.now, BERLIN)).toEqual({
      slot: 'prev_week',
      range: {
        key: 'last_week',
        from: RACE_TIMES.lastWeekStart,
        to: RACE_TIMES.lastWednesday.toISOString(),
      },
    });
  });

  it('reads last week from the week slot once a new week began with no import, and this week as empty', () => {
    const later = RACE_TIMES.nextMonday;
    expect(resolveRange('last_week', makeFacts(), later, BERLIN).slot).toBe('week');
    expect(resolveRange('week', makeFacts(), later, BERLIN)).toEqual({
      slot: null,
      range: { key: 'week', from: RACE_TIMES.nextWeekStart, to: null },
    });
  });

  it('starts a period at the first import when it came within it', () => {
    const first = ms('2026-11-17T08:00:00Z');
    // The first import is its periods' own baseline.
    const facts = makeFacts({
      firstImport: first,
      takenAt: { day: first, week: first, month: first },
    });
    expect(resolveRange('week', facts, RACE_TIMES.now, BERLIN).range.from).toBe(
      '2026-11-17T08:00:00.000Z',
    );
    // Last week ended before the first import: no import in it.
    expect(resolveRange('last_week', facts, RACE_TIMES.now, BERLIN).range).toEqual({
      key: 'last_week',
      from: RACE_TIMES.lastWeekStart,
      to: null,
    });
  });

  it('answers empty for a cluster the store lacks or never ranged', () => {
    expect(
      resolveRange('day', makeFacts({ found: false }), RACE_TIMES.now, BERLIN).slot,
    ).toBeNull();
    const migrated = makeFacts({ starts: { day: null, week: null, month: null } });
    expect(resolveRange('month', migrated, RACE_TIMES.now, BERLIN).slot).toBeNull();
  });
});
