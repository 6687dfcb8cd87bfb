import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { type DetailKind, isRowId } from '@ark/core';
import { readStoreConfig, readSyncConfig } from '../config';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { importCluster } from '../ingest/import-cluster';
import { ImportError } from '../ingest/import-error';
import { type MappedCluster, mapPluginRows } from '../ingest/map-plugin-rows';
import { describeFixes } from '../ingest/map-report';
import { describeError } from '../lib/describe-error';
import { jsonLogger, type Logger } from '../lib/logger';
import { generateDemo } from '../sources/generate-demo';
import { readTableFile } from '../sources/read-table-file';
import { listHidden } from '../store/hidden-entries';
import { migrate } from '../store/migrations';
import { hideEntry, ModerationError, unhideEntry } from '../store/moderation';
import { closeSeason, listSeasons, SeasonError } from '../store/seasons';
import { runSyncCommand, SYNC_USAGE } from './sync';

/** Each command's options, read by node:util's parseArgs (the one argument parser). */
const COMMANDS = {
  import: {
    usage:
      'usage: ark import --cluster KEY [--display NAME] [--order N] --players FILE --tribes FILE [--allow-shrink]',
    options: {
      cluster: { type: 'string' },
      display: { type: 'string' },
      order: { type: 'string' },
      players: { type: 'string' },
      tribes: { type: 'string' },
      'allow-shrink': { type: 'boolean' },
    },
  },
  demo: { usage: 'usage: ark demo [--players N]', options: { players: { type: 'string' } } },
  sync: { usage: SYNC_USAGE, options: { cluster: { type: 'string' } } },
  hide: {
    usage: 'usage: ark hide --cluster KEY (--player STEAMID | --tribe TRIBEID) --reason TEXT',
    options: {
      cluster: { type: 'string' },
      player: { type: 'string' },
      tribe: { type: 'string' },
      reason: { type: 'string' },
    },
  },
  unhide: {
    usage: 'usage: ark unhide --cluster KEY (--player STEAMID | --tribe TRIBEID)',
    options: { cluster: { type: 'string' }, player: { type: 'string' }, tribe: { type: 'string' } },
  },
  hidden: { usage: 'usage: ark hidden [--cluster KEY]', options: { cluster: { type: 'string' } } },
  season: {
    usage: 'usage: ark season close --name NAME | ark season list',
    options: { name: { type: 'string' } },
  },
} as const;

type Command = keyof typeof COMMANDS;

const USAGE = `${Object.values(COMMANDS)
  .map((command) => command.usage.replace('usage: ', '  pnpm '))
  .join('\n')}
FILE is .json (an array of objects, or phpMyAdmin's export) or .csv (header row): the plugin's
own tables (advancedachievements_playerdata / _tribedata) or the spec's field names. An import that
would leave the cluster with fewer than half its players is refused unless --allow-shrink is given
(after a real wipe). hide/unhide take a player or a tribe out of (or back into) a cluster's
rankings at once; season close archives every cluster as a read-only season (run it before a
wipe). The store is ARK_DATA_DIR (default ./data) or DATABASE_URL; with ARK_DATA_DIR, stop the
server first (one process per folder); with PostgreSQL, the server may keep running.`;

/** Runs one command; resolves to the exit code (0 done, 1 refused or failed, 2 usage). */
async function main(argv: string[]): Promise<number> {
  const [name = '', ...rest] = argv.filter((arg) => arg !== '--');
  if (!Object.hasOwn(COMMANDS, name)) {
    console.error(`usage:\n${USAGE}`);
    return 2;
  }
  const command = name as Command;
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    // No option is `multiple`, so every value is one string or boolean.
    const parsed = parseArgs({
      args: rest,
      options: COMMANDS[command].options,
      strict: true,
      allowPositionals: command === 'season',
    });
    values = parsed.values as typeof values;
    positionals = parsed.positionals;
  } catch (error) {
    console.error(`${(error as Error).message}\n${COMMANDS[command].usage}`);
    return 2;
  }
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
  const moderation =
    command === 'hide' || command === 'unhide' ? moderationArgs(command, text) : null;
  if (typeof moderation === 'string') {
    console.error(`${moderation}\n${COMMANDS[command].usage}`);
    return 2;
  }
  const seasonAction = command === 'season' ? seasonArgs(positionals, text) : null;
  if (seasonAction?.error) {
    console.error(`${seasonAction.error}\n${COMMANDS.season.usage}`);
    return 2;
  }
  if (command === 'import' && (!text('cluster') || !text('players') || !text('tribes'))) {
    console.error(`--cluster, --players and --tribes are required\n${COMMANDS.import.usage}`);
    return 2;
  }
  // Files are read and normalised before the store is opened: a refused file never waits for
  // (or locks) the store.
  const mapped =
    command === 'import'
      ? await readImportFiles({
          cluster: text('cluster') as string,
          players: text('players') as string,
          tribes: text('tribes') as string,
          allowShrink: values['allow-shrink'] === true,
        })
      : undefined;
  const logger = jsonLogger();
  const db = await openDb(readStoreConfig());
  try {
    await migrate(db);
    if (command === 'sync') {
      return await runSyncCommand({
        cluster: text('cluster'),
        sync: readSyncConfig(),
        importCluster: (input, options) => importCluster(db, input, options),
        logger,
      });
    }
    if (moderation) {
      const { cluster, kind, id } = moderation;
      if (command === 'hide') {
        const by = userInfo().username;
        const done = await hideEntry(db, { cluster, kind, id, reason: moderation.reason, by });
        console.log(
          `hidden ${kind} ${id} (${done.name}) in ${cluster}, by ${by}: ranks closed up, ` +
            `${done.visible} ${KIND_PLURAL[kind]} shown, data version ${done.version}`,
        );
      } else {
        const done = await unhideEntry(db, { cluster, kind, id });
        console.log(
          `unhidden ${kind} ${id}${done.name ? ` (${done.name})` : ''} in ${cluster}: ` +
            `${done.visible} ${KIND_PLURAL[kind]} shown, data version ${done.version}`,
        );
      }
      return 0;
    }
    if (command === 'hidden') {
      const entries = await listHidden(db, text('cluster') ?? null);
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
    }
    if (seasonAction?.action === 'close') {
      const closed = await closeSeason(db, { name: seasonAction.name, by: userInfo().username });
      console.log(
        `closed season ${closed.id} (${closed.name}): ${closed.clusters} clusters, ` +
          `${closed.players} players, ${closed.tribes} tribes archived, data version ${closed.version}`,
      );
      return 0;
    }
    if (seasonAction?.action === 'list') {
      const seasons = await listSeasons(db);
      console.log(
        seasons.length === 0
          ? 'no season was closed'
          : table(
              ['id', 'name', 'closed', 'by'],
              seasons.map((s) => [String(s.id), s.name, s.closedAt, s.closedBy]),
            ),
      );
      return 0;
    }
    if (command === 'demo') {
      for (const cluster of generateDemo({ players: Number(text('players') ?? 3000) })) {
        logger.info({ msg: 'imported', ...(await importCluster(db, cluster)) });
      }
      return 0;
    }
    if (mapped === undefined) return 2;
    await importFiles(db, logger, mapped, {
      display: text('display'),
      order: text('order'),
      allowShrink: values['allow-shrink'] === true,
    });
    return 0;
  } finally {
    await db.close();
  }
}

const KIND_PLURAL: Readonly<Record<DetailKind, string>> = { player: 'players', tribe: 'tribes' };

/** What hide/unhide act on, or why the arguments do not say it. */
function moderationArgs(
  command: 'hide' | 'unhide',
  text: (key: string) => string | undefined,
): { cluster: string; kind: DetailKind; id: string; reason: string } | string {
  const cluster = text('cluster');
  const player = text('player');
  const tribe = text('tribe');
  const reason = text('reason')?.trim() ?? '';
  if (!cluster) return '--cluster is required';
  if ((player === undefined) === (tribe === undefined)) return 'give one of --player or --tribe';
  const kind: DetailKind = player === undefined ? 'tribe' : 'player';
  const id = (player ?? tribe) as string;
  if (!isRowId(id))
    return `--${kind} must be a ${kind === 'player' ? 'SteamID' : 'TribeID'} (1 to 20 digits), got "${id}"`;
  if (command === 'hide' && reason === '') return '--reason is required (it is kept with the hide)';
  return { cluster, kind, id, reason };
}

/** The season subcommand, or why the arguments do not name one. */
function seasonArgs(
  positionals: string[],
  text: (key: string) => string | undefined,
):
  | { action: 'close'; name: string; error?: never }
  | { action: 'list'; error?: never }
  | { error: string; action?: never } {
  const [action, ...extra] = positionals;
  if (extra.length > 0) return { error: `unexpected argument "${extra[0]}"` };
  if (action === 'list') return { action: 'list' };
  if (action !== 'close') return { error: 'say close or list' };
  const name = text('name')?.trim() ?? '';
  if (name === '') return { error: '--name is required, e.g. --name "Season 4"' };
  return { action: 'close', name };
}

/** Rows as a plain text table, columns padded to their widest cell. */
function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

interface ReadImportFilesOptions {
  cluster: string;
  players: string;
  tribes: string;
  allowShrink: boolean;
}

/** Both files of `ark import` through the one file reader and the one normaliser. */
async function readImportFiles({
  cluster,
  players,
  tribes,
  allowShrink,
}: ReadImportFilesOptions): Promise<MappedCluster> {
  const [playerRows, tribeRows] = await Promise.all([
    readTableFile(players),
    readTableFile(tribes),
  ]);
  return mapPluginRows({
    // Display and order are settled against the store (importFiles).
    cluster: { key: cluster, display: cluster, order: 0 },
    tables: { players: playerRows, tribes: tribeRows, sources: { players, tribes } },
    allowEmpty: allowShrink,
  });
}

interface ImportFilesOptions {
  display: string | undefined;
  order: string | undefined;
  allowShrink: boolean;
}

/** `ark import`: the normalised rows into the store in one transaction. */
async function importFiles(
  db: Db,
  logger: Logger,
  { data, report }: MappedCluster,
  { display, order, allowShrink }: ImportFilesOptions,
): Promise<void> {
  const { key } = data.cluster;
  // A cluster keeps its display name and place in the dropdown unless the command changes them.
  const [existing] = await db.query<{ sort_order: number; display: string }>(
    'SELECT sort_order, display FROM clusters WHERE key = $1',
    [key],
  );
  const [last] = await db.query<{ n: number }>(
    'SELECT coalesce(max(sort_order) + 1, 0)::int AS n FROM clusters',
  );
  const cluster = {
    key,
    display: display ?? existing?.display ?? key,
    order: Number(order ?? existing?.sort_order ?? last?.n ?? 0),
  };
  const summary = await importCluster(db, { ...data, cluster }, { allowShrink });
  logger.info({ msg: 'imported', ...summary, fixes: describeFixes(report) });
}

// One line on stderr and exit 1 for anything that stops a command, never a stack trace: the
// store is unchanged (an import is one transaction).
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(describeFailure(error));
  process.exitCode = 1;
}

/** One line saying why a command stopped, with any URL password masked. */
function describeFailure(error: unknown): string {
  if (error instanceof ImportError) return `import refused, nothing changed: ${error.message}`;
  if (error instanceof ModerationError || error instanceof SeasonError) {
    return `refused, nothing changed: ${error.message}`;
  }
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (typeof path === 'string' && (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')) {
    return `import refused, nothing changed: cannot read ${path} (${code})`;
  }
  const [line = ''] = describeError(error, []).split('\n');
  return `failed, nothing changed: ${line}`;
}
