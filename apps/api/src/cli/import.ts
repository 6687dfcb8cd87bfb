import { importCluster } from '../ingest/import-cluster';
import { type MappedCluster, mapPluginRows } from '../ingest/map-plugin-rows';
import { describeFixes } from '../ingest/map-report';
import { jsonLogger } from '../lib/logger';
import { readTableFile } from '../sources/read-table-file';
import { placeCluster } from '../store/cluster-meta';
import { type Command, text, UsageError, withStore } from './command';

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
    // Display and order are settled against the store (placeCluster).
    cluster: { key: cluster, display: cluster, order: 0 },
    tables: { players: playerRows, tribes: tribeRows, sources: { players, tribes } },
    allowEmpty: allowShrink,
  });
}

/** `ark import`: a cluster's two files, normalised, replace the cluster in one transaction. */
export const importCommand: Command = {
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
  async run({ values }) {
    const [cluster, players, tribes] = ['cluster', 'players', 'tribes'].map((k) => text(values, k));
    if (!cluster || !players || !tribes) {
      throw new UsageError('--cluster, --players and --tribes are required');
    }
    const allowShrink = values['allow-shrink'] === true;
    // Files are read and normalised before the store is opened: a refused file never waits for
    // (or locks) the store.
    const { data, report } = await readImportFiles({ cluster, players, tribes, allowShrink });
    const logger = jsonLogger();
    const order = text(values, 'order');
    await withStore(async (db) => {
      // A cluster keeps its display name and place in the dropdown unless the command changes them.
      const placed = await placeCluster(db, cluster, {
        display: text(values, 'display'),
        order: order === undefined ? undefined : Number(order),
      });
      const summary = await importCluster(
        db,
        { ...data, cluster: { key: cluster, ...placed } },
        { allowShrink },
      );
      logger.info({ msg: 'imported', ...summary, fixes: describeFixes(report) });
    });
    return 0;
  },
};
