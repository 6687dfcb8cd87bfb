import { userInfo } from 'node:os';
import { closeSeason, listSeasons } from '../store/seasons';
import { type ArgValues, type Command, table, text, UsageError, withStore } from './command';

/** The season subcommand the arguments name; UsageError when they name none. */
function readAction(
  positionals: string[],
  values: ArgValues,
): { action: 'close'; name: string } | { action: 'list' } {
  const [action, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (action === 'list') return { action: 'list' };
  if (action !== 'close') throw new UsageError('say close or list');
  const name = text(values, 'name')?.trim() ?? '';
  if (name === '') throw new UsageError('--name is required, e.g. --name "Season 4"');
  return { action: 'close', name };
}

/** `ark season close --name NAME` archives every cluster as a read-only season; `list` lists them. */
export const seasonCommand: Command = {
  usage: 'usage: ark season close --name NAME | ark season list',
  options: { name: { type: 'string' } },
  positionals: true,
  async run({ values, positionals }) {
    const season = readAction(positionals, values);
    if (season.action === 'close') {
      const closed = await withStore((db) =>
        closeSeason(db, { name: season.name, by: userInfo().username }),
      );
      console.log(
        `closed season ${closed.id} (${closed.name}): ${closed.clusters} clusters, ` +
          `${closed.players} players, ${closed.tribes} tribes archived, data version ${closed.version}`,
      );
      return 0;
    }
    const seasons = await withStore((db) => listSeasons(db));
    console.log(
      seasons.length === 0
        ? 'no season was closed'
        : table(
            ['id', 'name', 'closed', 'by'],
            seasons.map((s) => [String(s.id), s.name, s.closedAt, s.closedBy]),
          ),
    );
    return 0;
  },
};
