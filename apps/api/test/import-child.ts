// Child process of the kill-mid-import test: imports a large SOLO into a PGlite folder or, when
// the target is a postgres:// URL, into PostgreSQL.
import { openDb } from '../src/db/open-db';
import { importCluster } from '../src/ingest/import-cluster';
import { generateCluster } from '../src/sources/generate-demo';
import { migrate } from '../src/store/migrations';

const [target = '', players] = process.argv.slice(2);
const db = await openDb(
  target.startsWith('postgres://') ? { databaseUrl: target } : { dataDir: target },
);
await migrate(db);
const input = generateCluster('SOLO', 'Solos', 0, Number(players), 99);
process.stdout.write('importing\n');
// 'building' once the ranks and the range boards' gains are computed: the statements that build
// the partitions come next.
await importCluster(db, input, {
  onStep: (step) => {
    if (step === 'range gains') process.stdout.write('building\n');
  },
});
process.stdout.write('done\n');
await db.close();
