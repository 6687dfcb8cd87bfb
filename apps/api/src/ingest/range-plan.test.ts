import { describe, expect, it } from 'vitest';
import { BERLIN, RACE_TIMES } from '../../test/race';
import type { ServedTables } from '../store/cluster-state';
import type { PeriodKind } from '../store/periods';
import type { Baseline } from '../store/range-baselines';
import { planRanges } from './range-plan';

const built = { players: 'players_bnew', tribes: 'tribes_bnew' };
const ms = (iso: string) => new Date(iso).getTime();

/** The cluster as served after Nov 11's import (Wednesday). */
const served: ServedTables = {
  players: 'players_b11',
  tribes: 'tribes_b11',
  rangePlayers: 'range_players_b11',
  rangeTribes: 'range_tribes_b11',
  lastImport: RACE_TIMES.lastWednesday,
  starts: {
    day: ms('2026-11-10T23:00:00Z'),
    week: ms(RACE_TIMES.lastWeekStart),
    month: ms('2026-10-31T23:00:00Z'),
  },
  aliases: {},
};

const baseline = (kind: PeriodKind, start: string): Baseline => ({
  kind,
  periodStart: new Date(start),
  players: 'players_b04',
  tribes: 'tribes_b04',
  takenAt: RACE_TIMES.history,
});

const baselines = new Map<PeriodKind, Baseline>([
  ['day', baseline('day', '2026-11-10T23:00:00Z')],
  ['week', baseline('week', RACE_TIMES.lastWeekStart)],
  ['month', baseline('month', '2026-10-31T23:00:00Z')],
]);

describe('planRanges', () => {
  it("makes the served partition a new period's baseline and moves the week just ended back", () => {
    const plan = planRanges(RACE_TIMES.today, BERLIN, served, baselines, built);
    const week = plan.find((p) => p.kind === 'week');
    expect(week?.baseline).toMatchObject({
      players: 'players_b11',
      takenAt: RACE_TIMES.lastWednesday,
      periodStart: new Date(RACE_TIMES.weekStart),
    });
    expect(week?.previous).toEqual({ slot: 'prev_week', from: 'week' });
    // The month goes on: its baseline and its previous month stay.
    const month = plan.find((p) => p.kind === 'month');
    expect(month?.baseline).toBe(baselines.get('month'));
    expect(month?.previous).toEqual({ slot: 'prev_month', from: 'prev_month' });
  });

  it('leaves last week empty when a whole week passed without an import', () => {
    const plan = planRanges(new Date('2026-11-26T11:00:00Z'), BERLIN, served, baselines, built);
    expect(plan.find((p) => p.kind === 'week')?.previous).toBeNull();
  });

  it("makes a cluster's first import its own baseline, with nothing gained", () => {
    const plan = planRanges(RACE_TIMES.history, BERLIN, null, new Map(), built);
    for (const kind of plan) {
      expect(kind).toMatchObject({ gains: false, previous: null });
      expect(kind.baseline).toMatchObject({ ...built, takenAt: RACE_TIMES.history });
    }
  });
});
