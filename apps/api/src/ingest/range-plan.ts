import type { ServedTables } from '../store/cluster-state';
import {
  PERIOD_KINDS,
  type PeriodKind,
  type PeriodSettings,
  periodStart,
  previousPeriodStart,
} from '../store/periods';
import type { Baseline } from '../store/range-baselines';
import { PREVIOUS_SLOT, type RangeSlot } from '../store/range-slots';

/** One period kind's part of an import. */
export interface KindPlan {
  kind: PeriodKind;
  /** The baseline after the import. */
  baseline: Baseline;
  /** False when the baseline is this import itself (the cluster's first): nothing was gained. */
  gains: boolean;
  /** Where the previous period's slot comes from: the served one kept, the served current slot moved back, or none. */
  previous: { slot: RangeSlot; from: RangeSlot } | null;
}

/**
 * How an import at `at` moves each period's baseline (docs/adr/0047-range-baselines.md). In the
 * same period as the last import the baseline stays. In a new period the served partition (the
 * last import before it began) becomes the baseline, and the served current slot becomes the
 * previous period's when that period is the one just ended. A cluster's first import is its own
 * baseline, so its periods start at it.
 */
export function planRanges(
  at: Date,
  settings: PeriodSettings,
  served: ServedTables | null,
  baselines: ReadonlyMap<PeriodKind, Baseline>,
  built: { players: string; tribes: string },
): KindPlan[] {
  return PERIOD_KINDS.map((kind) => {
    const start = periodStart(kind, at, settings);
    const held = baselines.get(kind);
    const stored = served?.starts[kind] ?? null;
    const previousSlot = PREVIOUS_SLOT[kind];
    if (held && stored === start.getTime()) {
      const keep =
        previousSlot && served?.rangePlayers ? { slot: previousSlot, from: previousSlot } : null;
      return { kind, baseline: held, gains: true, previous: keep };
    }
    if (!served) {
      const self = { kind, periodStart: start, ...built, takenAt: at };
      return { kind, baseline: self, gains: false, previous: null };
    }
    const baseline = {
      kind,
      periodStart: start,
      players: served.players,
      tribes: served.tribes,
      takenAt: served.lastImport,
    };
    const justEnded = stored === previousPeriodStart(kind, at, settings).getTime();
    const moved =
      previousSlot && held && justEnded && served.rangePlayers
        ? { slot: previousSlot, from: kind }
        : null;
    return { kind, baseline, gains: true, previous: moved };
  });
}
