import { unhideEntry } from '../store/moderation';
import { type Command, withStore } from './command';
import { KIND_PLURAL, readTarget, TARGET_OPTIONS } from './moderation-target';

/** `ark unhide`: puts a hidden player or tribe back into a cluster's rankings. */
export const unhideCommand: Command = {
  usage: 'usage: ark unhide --cluster KEY (--player STEAMID | --tribe TRIBEID)',
  options: TARGET_OPTIONS,
  async run({ values }) {
    const { cluster, kind, id } = readTarget(values);
    const done = await withStore((db) => unhideEntry(db, { cluster, kind, id }));
    console.log(
      `unhidden ${kind} ${id}${done.name ? ` (${done.name})` : ''} in ${cluster}: ` +
        `${done.visible} ${KIND_PLURAL[kind]} shown, data version ${done.version}`,
    );
    return 0;
  },
};
