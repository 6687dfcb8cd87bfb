import { cleanText } from '../discord/discord-markdown';
import { describeFacts, hideCommand, REASON_LABELS } from '../ingest/find-suspects';
import { readClusterList } from '../store/cluster-meta';
import { readSuspectReports, type SuspectReport } from '../store/suspects';
import { type Command, table, text, withStore } from './command';

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
function toJson(reports: readonly SuspectReport[]) {
  return {
    clusters: reports.map(({ cluster, display, from, to, suspects }) => ({
      cluster,
      display,
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
  if (suspects.length === 0) return `${heading}, ${period}: no suspects`;
  return `${heading}, ${period}: ${suspects.length} suspects\n${table(
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

/**
 * `ark suspects`: the players whose gains since the previous import stand out, per cluster, with
 * the reason, the numbers and the command that hides each; nobody is hidden by it.
 */
export const suspectsCommand: Command = {
  usage: 'usage: ark suspects [--cluster KEY] [--json]',
  options: { cluster: { type: 'string' }, json: { type: 'boolean' } },
  async run({ values }) {
    const cluster = text(values, 'cluster') ?? null;
    const { known, reports } = await withStore(async (db) => ({
      known: (await readClusterList(db)).map((c) => c.key),
      reports: await readSuspectReports(db, { cluster }),
    }));
    if (cluster !== null && !known.includes(cluster)) {
      console.error(`no cluster ${cluster} (clusters: ${known.join(', ') || 'none yet'})`);
      return 1;
    }
    if (values.json === true) {
      console.log(JSON.stringify(toJson(reports), null, 2));
    } else if (reports.length === 0) {
      console.log(
        cluster === null
          ? 'no import has looked for suspects yet: `ark import` and the sync do'
          : `no import of ${cluster} has looked for suspects yet: \`ark import\` and the sync do`,
      );
    } else {
      console.log(reports.map(toText).join('\n\n'));
    }
    return 0;
  },
};
