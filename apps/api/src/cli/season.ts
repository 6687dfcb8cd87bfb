import { userInfo } from 'node:os';
import type { Db } from '../db/db';
import { redactText } from '../lib/redact';
import { closeSeason, listSeasons, type SeasonMeta } from '../store/seasons';
import { type ArgValues, type CommandRun, table, text, UsageError } from './command';
import { withStore } from './command-store';
import { type CliPosts, loadCliPosts, postFromCli, printPostReport } from './discord';
import { progressOutput } from './progress-line';

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
export const run: CommandRun = async ({ values, positionals }) => {
  const season = readAction(positionals, values);
  if (season.action === 'close') {
    // Read before closing: a file it cannot use stops the close with nothing changed.
    const setup = await loadCliPosts();
    const seasonPosts = setup?.posts.some((post) => post.every === 'season') ? setup : undefined;
    return withStore(async (db) => {
      // A live line on a terminal, else a JSON line per step; the summary below stays the last.
      const progress = progressOutput({ json: values.json === true, subject: 'season' });
      const closed = await closeSeason(db, {
        name: season.name,
        by: userInfo().username,
        onProgress: progress.onProgress,
      }).finally(() => progress.done());
      console.log(
        `closed season ${closed.id} (${closed.name}): ${closed.clusters} clusters, ` +
          `${closed.players} players, ${closed.tribes} tribes archived, data version ${closed.version}`,
      );
      if (seasonPosts) await postSeasonWinners(db, seasonPosts, closed);
      return 0;
    });
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
};

/**
 * Posts the closed season's winners to the `every: "season"` posts, after the close landed: the
 * close stands whatever happens to the post, which can be sent again by hand.
 */
async function postSeasonWinners(db: Db, setup: CliPosts, season: SeasonMeta): Promise<void> {
  const retry = 'post it again with: pnpm ark discord post --every season';
  try {
    const report = await postFromCli(db, setup, { every: 'season', season });
    if (printPostReport(report, setup.secrets) !== 0) console.error(retry);
  } catch (error) {
    const why = redactText(error instanceof Error ? error.message : String(error), setup.secrets);
    console.error(`the season is closed, but its Discord post failed: ${why}; ${retry}`);
  }
}
