// The suspect rules: pure functions over what each player gained in a period, whichever way the
// gains were read (an import against the previous one, or a time range's stored gains). They
// point an admin at players to look at; they never hide anyone (docs/adr/0048-admin-reports.md).
import { z } from 'zod';
import type { GainColumns, SuspectFinding, SuspectReason } from '../store/suspects';

/** The `suspects` section of ark.config.json; every key has its default. */
export const SuspectRulesSchema = z.strictObject({
  /** A gain stands out above the median plus `factor` times the MAD of its statistic's gains. */
  factor: z.number().positive().default(10),
  /** A KD over the period above this stands out... */
  kdLimit: z.number().positive().default(50),
  /** ...when at least this many kills were gained. */
  minKills: z.number().int().min(1).default(100),
});
export type SuspectRules = z.output<typeof SuspectRulesSchema>;

/** The section as the top composes it into the file's schema (config.ts); absent = defaults. */
export const SUSPECTS_SECTION = { suspects: SuspectRulesSchema.prefault({}) } as const;

/** The rules with every default. */
export const DEFAULT_SUSPECT_RULES: SuspectRules = SuspectRulesSchema.parse({});

/** The statistics whose outlying gains are suspect: what a cheat inflates to climb a board. */
const OUTLIER_STATS = [
  { field: 'kills', reason: 'kills_outlier' },
  { field: 'dinoKills', reason: 'dino_kills_outlier' },
] as const;

/** The order findings are listed in. */
const REASON_ORDER: readonly SuspectReason[] = [
  'kills_outlier',
  'dino_kills_outlier',
  'high_kd',
  'kills_without_play_time',
];

/**
 * The median of `values` (the mean of the middle two for an even count); 0 for none.
 * @example median([1, 9, 3, 4]) // 3.5
 */
export function median(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Where a statistic's gains stop being ordinary: the median, the MAD and the bound above them. */
export interface RobustBound {
  median: number;
  /** Median absolute deviation from the median. */
  mad: number;
  /** median + factor * max(mad, 1): gains are whole, so a MAD under 1 counts as 1. */
  bound: number;
}

/** The robust bound of `values` (the gains of the players who gained that statistic). */
export function robustBound(values: ArrayLike<number>, factor: number): RobustBound {
  const mid = median(values);
  const mad = median(Array.from(values, (v) => Math.abs(v - mid)));
  return { median: mid, mad, bound: mid + factor * Math.max(mad, 1) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The players whose gains in a period stand out, one finding per player and rule:
 * - `kills_outlier` / `dino_kills_outlier`: a gain above the robust bound of that statistic's
 *   gains among the players who gained it (median + factor × MAD);
 * - `high_kd`: kills gained / max(deaths gained, 1) above `kdLimit`, with at least `minKills`;
 * - `kills_without_play_time`: kills gained while play time gained nothing (where the source
 *   keeps play time at all).
 * Listed by rule, the largest value first. An idle period (no gains) finds no one.
 */
export function findSuspects(gains: GainColumns, rules: SuspectRules): SuspectFinding[] {
  const { factor, kdLimit, minKills } = rules;
  const found: { finding: SuspectFinding; key: number }[] = [];
  const add = (i: number, reason: SuspectReason, facts: Record<string, number>, key: number) => {
    found.push({ finding: { id: gains.ids[i] as string, reason, facts }, key });
  };
  for (const { field, reason } of OUTLIER_STATS) {
    const column = gains[field];
    const {
      median: mid,
      mad,
      bound,
    } = robustBound(
      column.filter((v) => v > 0),
      factor,
    );
    column.forEach((gain, i) => {
      if (gain > bound) add(i, reason, { gain, median: mid, mad, factor, bound }, gain);
    });
  }
  gains.ids.forEach((_, i) => {
    const kills = gains.kills[i] ?? 0;
    const deaths = gains.deaths[i] ?? 0;
    const kd = kills / Math.max(deaths, 1);
    if (kills >= minKills && kd > kdLimit) {
      add(i, 'high_kd', { kills, deaths, kd: round2(kd), limit: kdLimit }, kd);
    }
    // Only where the source keeps play time: a missing one (null) proves nothing.
    if (kills > 0 && gains.playTime[i] === 0) {
      add(i, 'kills_without_play_time', { kills, play_time: 0 }, kills);
    }
  });
  const order = (reason: SuspectReason) => REASON_ORDER.indexOf(reason);
  return found
    .sort(
      (a, b) =>
        order(a.finding.reason) - order(b.finding.reason) ||
        b.key - a.key ||
        (a.finding.id < b.finding.id ? -1 : a.finding.id > b.finding.id ? 1 : 0),
    )
    .map(({ finding }) => finding);
}

const fmt = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');

/** Each reason in a few words, for tables, logs and alerts. */
export const REASON_LABELS: Readonly<Record<SuspectReason, string>> = {
  kills_outlier: 'kills gained stand out',
  dino_kills_outlier: 'dino kills gained stand out',
  high_kd: 'KD above the limit',
  kills_without_play_time: 'kills without play time',
};

/**
 * A finding's numbers in one short line.
 * @example describeFacts(finding) // "900 gained; bound 24 = median 4 + 10 × MAD 2"
 */
export function describeFacts({ reason, facts }: Pick<SuspectFinding, 'reason' | 'facts'>): string {
  switch (reason) {
    case 'kills_outlier':
    case 'dino_kills_outlier':
      return (
        `${fmt(facts.gain)} gained; bound ${fmt(facts.bound)} = median ${fmt(facts.median)} + ` +
        `${fmt(facts.factor)} × MAD ${fmt(facts.mad)}`
      );
    case 'high_kd':
      return `KD ${fmt(facts.kd)} (${fmt(facts.kills)} kills, ${fmt(facts.deaths)} deaths); limit ${fmt(facts.limit)}`;
    case 'kills_without_play_time':
      return `${fmt(facts.kills)} kills gained, 0 minutes played`;
  }
}

/** A shell word: as it is when plain, else in single quotes. */
const shellWord = (text: string) =>
  /^[A-Za-z0-9_.:/-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The command that hides a suspect (nothing is hidden without an admin).
 * @example hideCommand('SOLO', finding) // pnpm ark hide --cluster SOLO --player 7656… --reason 'suspect: KD above the limit'
 */
export function hideCommand(
  cluster: string,
  { id, reason }: Pick<SuspectFinding, 'id' | 'reason'>,
): string {
  return [
    'pnpm ark hide --cluster',
    shellWord(cluster),
    // An id may start with `-`: joined to its option, it is never read as another option.
    id.startsWith('-') ? `--player=${shellWord(id)}` : `--player ${shellWord(id)}`,
    '--reason',
    shellWord(`suspect: ${REASON_LABELS[reason]}`),
  ].join(' ');
}

/** The command that lists a cluster's suspects, with their hide commands. */
export const reviewCommand = (cluster: string) => `pnpm ark suspects --cluster ${cluster}`;
