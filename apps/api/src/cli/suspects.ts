import type { PeriodRange } from '@ark/core';
import { auditSettings, loadArkConfig, periodsOf, readSyncConfig } from '../config';
import type { Queryable } from '../db/db';
import { cleanText } from '../discord/discord-markdown';
import {
  DEFAULT_SUSPECT_RULES,
  describeFacts,
  findSuspects,
  hideCommand,
  REASON_LABELS,
  type SuspectRules,
} from '../ingest/find-suspects';
import type { PeriodSettings } from '../store/periods';
import { readRangeFacts, resolveRange, storedSlot } from '../store/range-slots';
import { type ClusterMeta, readClusterList } from '../store/ranking-store';
import { readSlotGains, readSuspectReports, type SuspectReport } from '../store/suspects';
import { type CommandRun, PERIOD_RANGES, table, text, UsageError } from './command';
import { withStore } from './command-store';

/** A cluster's report for one range: the rules run over the range board's stored gains. */
interface RangeReport extends Omit<SuspectReport, 'to'> {
  range: PeriodRange;
  /** The import the gains come from; null when none happened in the period. */
  to: string | null;
}

interface RangeReportOptions {
  clusters: readonly ClusterMeta[];
  range: PeriodRange;
  rules: SuspectRules;
  periods: PeriodSettings;
  now: Date;
}

/**
 * Each cluster's suspects in `range`: the same rules as at import, over the gains the range board
 * ranks (since the period's baseline), so "this week" finds who stands out this week.
 */
async function readRangeReports(
  q: Queryable,
  { clusters, range, rules, periods, now }: RangeReportOptions,
): Promise<RangeReport[]> {
  const reports: RangeReport[] = [];
  for (const { key, display } of clusters) {
    const facts = await readRangeFacts(q, key);
    const resolved = resolveRange(range, facts, now, periods);
    const { from, to } = resolved.range;
    const report = { cluster: key, display, range, from, to, suspects: [] };
    if (resolved.slot === null || to === null) {
      reports.push(report);
      continue;
    }
    // A period sharing another's baseline reads that one's rows (docs/adr/0047-range-baselines.md).
    const slot = storedSlot(resolved.slot, facts.aliases);
    const { gains, names } = await readSlotGains(q, { cluster: key, slot });
    const suspects = findSuspects(gains, rules).map((finding) => ({
      ...finding,
      ...(names.get(finding.id) ?? { name: '', tribeName: '' }),
    }));
    reports.push({ ...report, suspects });
  }
  return reports;
}

/** One suspect as `--json` gives it. */
interface SuspectJson {
  id: string;
  name: string;
  tribe: string;
  reason: string;
  label: string;
  facts: Record<string, number>;
  hide: string;
}

/** The reports as `--json` gives them: each cluster's period and suspects. */
function toJson(reports: readonly (SuspectReport | RangeReport)[]) {
  return {
    clusters: reports.map(({ cluster, display, from, to, suspects, ...rest }) => ({
      cluster,
      display,
      ...('range' in rest ? { range: rest.range } : {}),
      from,
      to,
      suspects: suspects.map(
        (s): SuspectJson => ({
          id: s.id,
          name: s.name,
          tribe: s.tribeName,
          reason: s.reason,
          label: REASON_LABELS[s.reason],
          facts: s.facts,
          hide: hideCommand(cluster, s),
        }),
      ),
    })),
  };
}

/** A cluster's report as a heading line and a table (names on one line, no direction overrides). */
function toText({ cluster, display, from, to, suspects }: SuspectReport): string {
  const heading = `${cluster} (${cleanText(display)})`;
  if (from === null) return `${heading}: first import (${to}), nothing to compare with yet`;
  const period = `since the previous import (${from} to ${to})`;
  return suspectsTable(cluster, `${heading}, ${period}`, suspects);
}

/** A range report: its period, or that no import happened in it. */
function rangeText({ cluster, display, range, from, to, suspects }: RangeReport): string {
  const heading = `${cluster} (${cleanText(display)}), ${range}`;
  if (to === null) return `${heading} (from ${from}): no import in this period, nothing to compare`;
  return suspectsTable(cluster, `${heading} (${from} to ${to})`, suspects);
}

/** A heading line and the table of suspects (names on one line, no direction overrides). */
function suspectsTable(
  cluster: string,
  heading: string,
  suspects: SuspectReport['suspects'],
): string {
  const period = heading;
  if (suspects.length === 0) return `${period}: no suspects`;
  return `${period}: ${suspects.length} suspects\n${table(
    ['id', 'name', 'tribe', 'reason', 'values', 'hide with'],
    suspects.map((s) => [
      s.id,
      cleanText(s.name),
      cleanText(s.tribeName),
      REASON_LABELS[s.reason],
      describeFacts(s),
      hideCommand(cluster, s),
    ]),
  )}`;
}

/** The `--range` value, or undefined (since the previous import); another is a usage error. */
function readRange(value: string | undefined): PeriodRange | undefined {
  if (value === undefined) return undefined;
  const range = PERIOD_RANGES.find((key) => key === value);
  if (!range) throw new UsageError(`--range must be one of ${PERIOD_RANGES.join(', ')}`);
  return range;
}

/**
 * `ark suspects`: the players whose gains stand out (since the previous import, or in `--range`),
 * per cluster, with the reason, the numbers and the command that hides each; nobody is hidden.
 */
export const run: CommandRun = async ({ values }) => {
  const cluster = text(values, 'cluster') ?? null;
  const range = readRange(text(values, 'range'));
  const config = await loadArkConfig(readSyncConfig());
  const rules = auditSettings(config).rules ?? DEFAULT_SUSPECT_RULES;
  const { clusters, ranged, imports } = await withStore(async (db) => {
    const clusters = await readClusterList(db);
    const chosen = clusters.filter((c) => cluster === null || c.key === cluster);
    const periods = periodsOf(config);
    const now = new Date();
    return range
      ? {
          clusters,
          ranged: await readRangeReports(db, { clusters: chosen, range, rules, periods, now }),
          imports: [],
        }
      : { clusters, ranged: null, imports: await readSuspectReports(db, { cluster }) };
  });
  const known = clusters.map((c) => c.key);
  if (cluster !== null && !known.includes(cluster)) {
    console.error(`no cluster ${cluster} (clusters: ${known.join(', ') || 'none yet'})`);
    return 1;
  }
  const reports = ranged ?? imports;
  if (values.json === true) {
    console.log(JSON.stringify(toJson(reports), null, 2));
  } else if (reports.length === 0) {
    console.log(
      cluster === null
        ? 'no import has looked for suspects yet: `ark import` and the sync do'
        : `no import of ${cluster} has looked for suspects yet: \`ark import\` and the sync do`,
    );
  } else {
    console.log((ranged ? ranged.map(rangeText) : imports.map(toText)).join('\n\n'));
  }
  return 0;
};
