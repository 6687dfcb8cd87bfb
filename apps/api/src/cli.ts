import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir } from './config';
import { openDb } from './db/open-db';
import { StoreBusyError } from './db/store-lock';
import { generateDemo } from './demo/generate-demo';
import { jsonLogger } from './http/logger';
import { importCluster } from './import/import-cluster';
import { ImportError } from './import/import-error';
import { readTableFile } from './import/read-table-file';
import { migrate } from './store/migrations';
import { runSyncCommand, SYNC_USAGE } from './sync/index';
import { mapPluginRows } from './sync/map-plugin-rows';
import { describeFixes } from './sync/map-report';

const USAGE = `usage:
  pnpm ark import --cluster KEY [--display NAME] [--order N] --players FILE --tribes FILE [--allow-shrink]
  pnpm ark demo [--players N]
  pnpm ${SYNC_USAGE.replace('usage: ', '')}
FILE is .json (an array of objects, or phpMyAdmin's export) or .csv (header row): the plugin's
own tables (advancedachievements_playerdata / _tribedata) or the spec's field names. An import that
would leave the cluster with fewer than half its players is refused unless --allow-shrink is given
(after a real wipe). The store is ARK_DATA_DIR (default ./data) or DATABASE_URL.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv.filter((a) => a !== '--');
  if (command === 'sync') return sync(rest);
  const { values } = parseArgs({
    args: rest,
    options: {
      cluster: { type: 'string' },
      display: { type: 'string' },
      order: { type: 'string' },
      players: { type: 'string' },
      tribes: { type: 'string' },
      'allow-shrink': { type: 'boolean' },
    },
  });
  if (command !== 'import' && command !== 'demo') {
    console.error(USAGE);
    return 2;
  }
  const logger = jsonLogger();
  if (command === 'import' && (!values.cluster || !values.players || !values.tribes)) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: resolve(invocationDir(), process.env.ARK_DATA_DIR ?? 'data'),
  });
  try {
    await migrate(db);
    if (command === 'demo') {
      for (const cluster of generateDemo({ players: Number(values.players ?? 3000) })) {
        logger.info({ msg: 'imported', ...(await importCluster(db, cluster)) });
      }
      return 0;
    }
    const playersFile = values.players as string;
    const tribesFile = values.tribes as string;
    const [playerRows, tribeRows] = await Promise.all([
      readTableFile(playersFile),
      readTableFile(tribesFile),
    ]);
    const existing = await db.query<{ sort_order: number; display: string }>(
      'SELECT sort_order, display FROM clusters WHERE key = $1',
      [values.cluster],
    );
    const [last] = await db.query<{ n: number }>(
      'SELECT coalesce(max(sort_order) + 1, 0)::int AS n FROM clusters',
    );
    const order = values.order ?? existing[0]?.sort_order ?? last?.n ?? 0;
    const { data, report } = mapPluginRows({
      cluster: {
        key: values.cluster as string,
        display: values.display ?? existing[0]?.display ?? (values.cluster as string),
        order: Number(order),
      },
      tables: {
        players: playerRows,
        tribes: tribeRows,
        sources: { players: playersFile, tribes: tribesFile },
      },
      allowEmpty: values['allow-shrink'] === true,
    });
    const summary = await importCluster(db, data, { allowShrink: values['allow-shrink'] === true });
    logger.info({ msg: 'imported', ...summary, fixes: describeFixes(report) });
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`import refused, nothing changed: ${error.message}`);
      return 1;
    }
    const { code, path } = error as { code?: string; path?: string };
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      console.error(`import refused, nothing changed: cannot read ${path} (${code})`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** `ark sync`: the MySQL sync, once, into the same store. */
async function sync(args: string[]): Promise<number> {
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: resolve(invocationDir(), process.env.ARK_DATA_DIR ?? 'data'),
  });
  try {
    await migrate(db);
    return await runSyncCommand({
      args,
      importCluster: (input, options) => importCluster(db, input, options),
      logger: jsonLogger(),
    });
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof StoreBusyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
