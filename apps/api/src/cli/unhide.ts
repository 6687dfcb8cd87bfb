import { unhideEntry } from '../store/moderation';
import type { CommandRun } from './command';
import { withStore } from './command-store';
import { KIND_PLURAL, readTarget } from './moderation-target';

/** `ark unhide`: puts a hidden player or tribe back into a cluster's rankings. */
export const run: CommandRun = async ({ values }) => {
  const { cluster, kind, id } = readTarget(values);
  const done = await withStore((db) => unhideEntry(db, { cluster, kind, id }));
  console.log(
    `unhidden ${kind} ${id}${done.name ? ` (${done.name})` : ''} in ${cluster}: ` +
      `${done.visible} ${KIND_PLURAL[kind]} shown, data version ${done.version}`,
  );
  return 0;
};
