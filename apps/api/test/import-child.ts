// Child process of the kill-mid-import test: imports a large SOLO into a PGlite folder or, when
// the target is a postgres:// URL, into PostgreSQL, and holds still in the middle of the build
// (the first rows of the new partition written) after printing 'building', for the test to kill.
import { openDb } from '../src/db/open-db';
import { importCluster } from '../src/ingest/import-cluster';
import { generateCluster } from '../src/sources/generate-demo';
import { migrate } from '../src/store/migrations';
import { holdMidBuild } from './held-db';

const [target = '', players] = process.argv.slice(2);
const db = await openDb(
  target.startsWith('postgres://') ? { databaseUrl: target } : { dataDir: target },
);
await migrate(db);
const input = generateCluster('SOLO', 'Solos', 0, Number(players), 99);
process.stdout.write('importing\n');
const held = holdMidBuild(db);
void held.reached.then(() => {
  process.stdout.write('building\n');
  // Held, with nothing else to wait for, the process would end: it stays until it is killed.
  setInterval(() => {}, 60_000);
});
await importCluster(held.db, input);
process.stdout.write('done\n');
await db.close();
