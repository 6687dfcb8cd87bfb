import { userInfo } from 'node:os';
import { hideEntry } from '../store/moderation';
import { type CommandRun, text, UsageError } from './command';
import { withStore } from './command-store';
import { KIND_PLURAL, readTarget } from './moderation-target';

/** `ark hide`: takes a player or tribe out of a cluster's rankings at once, ranks closed up. */
export const run: CommandRun = async ({ values }) => {
  const { cluster, kind, id } = readTarget(values);
  const reason = text(values, 'reason')?.trim() ?? '';
  if (reason === '') throw new UsageError('--reason is required (it is kept with the hide)');
  const by = userInfo().username;
  const done = await withStore((db) => hideEntry(db, { cluster, kind, id, reason, by }));
  console.log(
    `hidden ${kind} ${id} (${done.name}) in ${cluster}, by ${by}: ranks closed up, ` +
      `${done.visible} ${KIND_PLURAL[kind]} shown, data version ${done.version}`,
  );
  return 0;
};
