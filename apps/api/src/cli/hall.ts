import { loadArkConfig, periodsOf, readSyncConfig } from '../config';
import { rebuildHall } from '../ingest/hall-rebuild';
import { type CommandRun, text, UsageError } from './command';
import { withStore } from './command-store';
import { progressOutput } from './progress-line';

/**
 * `ark hall rebuild [--cluster K]` works the hall of fame out again from the history kept, for
 * every cluster or one (docs/adr/0074-the-hall-of-fame.md); running it again changes nothing.
 */
export const run: CommandRun = async ({ values, positionals }) => {
  const [action, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (action !== 'rebuild') throw new UsageError('say rebuild');
  const only = text(values, 'cluster');
  const periods = periodsOf(await loadArkConfig(readSyncConfig()));
  return withStore(async (db) => {
    const keys = (
      await db.query<{ key: string }>('SELECT key FROM clusters ORDER BY sort_order, key')
    ).map((row) => row.key);
    if (only !== undefined && !keys.includes(only)) {
      throw new UsageError(`no cluster "${only}" in the store`);
    }
    // A live line on a terminal, else a JSON line per step; the summaries stay the last.
    const progress = progressOutput({ json: values.json === true, subject: 'hall' });
    const done = [];
    try {
      for (const key of only === undefined ? keys : [only]) {
        done.push(await rebuildHall(db, key, periods, progress.onProgress));
      }
    } finally {
      progress.done();
    }
    for (const { cluster, periods: written } of done) {
      console.log(`${cluster}: the hall of fame rebuilt from history, ${written} periods`);
    }
    return 0;
  });
};
