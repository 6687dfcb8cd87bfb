// One import in a process of its own, so its peak memory is its own (`bench:import` runs one per
// layout and prints them side by side): reads the export, normalises it and imports it, audited,
// into a new PGlite store, as `ark import` does; prints one JSON line with the time and the peak.
// Not run by hand: `node --conditions=@ark/source --import tsx src/layout-import.ts --layout L
// --players FILE [--tribes FILE] --store DIR`.
import { parseArgs } from 'node:util';
import {
  createImportService,
  layoutOf,
  migrate,
  openPgliteDb,
  readTableFile,
  storeTarget,
} from '@ark/api/internals';

const { values } = parseArgs({
  options: {
    layout: { type: 'string', default: 'advanced-achievements' },
    players: { type: 'string' },
    tribes: { type: 'string' },
    store: { type: 'string' },
  },
});
const layout = layoutOf({ layout: values.layout as 'advanced-achievements' | 'point-rewards' });
const db = await openPgliteDb(values.store as string);
try {
  await migrate(db);
  const started = performance.now();
  // The import service as `ark import` runs it: read, normalise, the store's steps, audited.
  const imports = createImportService({ target: storeTarget((work) => work(db)), source: 'file' });
  const { summary } = await imports.run({
    cluster: { key: 'SOLO', display: 'Solos', order: 1 },
    read: async () => ({
      players: await readTableFile(values.players as string),
      tribes: values.tribes ? await readTableFile(values.tribes) : undefined,
      layout,
    }),
  });
  const seconds = (performance.now() - started) / 1000;
  // maxRSS is in kilobytes: the most this process ever held, the store's WebAssembly heap included.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ players: summary.players, seconds, peakMb }));
} finally {
  await db.close();
}
