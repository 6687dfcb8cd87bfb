import { listHidden } from '../store/hidden-entries';
import { type CommandRun, table, text } from './command';
import { withStore } from './command-store';

/** `ark hidden`: every hidden entry, one line each (cluster, kind, id, name, reason, when, by). */
export const run: CommandRun = async ({ values }) => {
  const entries = await withStore((db) => listHidden(db, text(values, 'cluster') ?? null));
  console.log(
    entries.length === 0
      ? 'nothing is hidden'
      : table(
          ['cluster', 'kind', 'id', 'name', 'reason', 'when', 'by'],
          entries.map((e) => [
            e.cluster,
            e.kind,
            e.id,
            e.name ?? '',
            e.reason,
            e.hiddenAt,
            e.hiddenBy,
          ]),
        ),
  );
  return 0;
};
