import { parseArgs } from 'node:util';
import { readStoreConfig, readSyncConfig } from './config';
import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { generateDemo } from './demo/generate-demo';
import { jsonLogger, type Logger } from './http/logger';
import { importCluster } from './import/import-cluster';
import { ImportError } from './import/import-error';
import { readTableFile } from './import/read-table-file';
import { migrate } from './store/migrations';
import { describeError } from './sync/describe-error';
import { runSyncCommand, SYNC_USAGE } from './sync/index';
import { type MappedCluster, mapPluginRows } from './sync/map-plugin-rows';
import { describeFixes } from './sync/map-report';

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
} as const;

type Command = keyof typeof COMMANDS;

const USAGE = `${Object.values(COMMANDS)
  .map((command) => command.usage.replace('usage: ', '  pnpm '))
  .join('\n')}
FILE is .json (an array of objects, or phpMyAdmin's export) or .csv (header row): the plugin's
own tables (advancedachievements_playerdata / _tribedata) or the spec's field names. An import that
would leave the cluster with fewer than half its players is refused unless --allow-shrink is given
(after a real wipe). The store is ARK_DATA_DIR (default ./data) or DATABASE_URL.`;

/** Runs one command; resolves to the exit code (0 done, 1 refused or failed, 2 usage). */
async function main(argv: string[]): Promise<number> {
  const [name = '', ...rest] = argv.filter((arg) => arg !== '--');
  if (!Object.hasOwn(COMMANDS, name)) {
    console.error(`usage:\n${USAGE}`);
    return 2;
  }
  const command = name as Command;
  let values: Record<string, string | boolean | undefined>;
  try {
    // No option is `multiple`, so every value is one string or boolean.
    values = parseArgs({ args: rest, options: COMMANDS[command].options, strict: true })
      .values as typeof values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${COMMANDS[command].usage}`);
    return 2;
  }
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
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
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (typeof path === 'string' && (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')) {
    return `import refused, nothing changed: cannot read ${path} (${code})`;
  }
  const [line = ''] = describeError(error, []).split('\n');
  return `failed, nothing changed: ${line}`;
}
