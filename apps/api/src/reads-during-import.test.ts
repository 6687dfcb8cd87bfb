import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../test/engines';
import {
  importWindows,
  type ReadFigures,
  type ReadSample,
  readFigures,
  startReadLoad,
  startServer,
  writeClusterExport,
} from './bench/reads-during-import';

const PLAYERS = 40_000;
const CLUSTER = 'ISLAND';
/**
 * The targets are no gap and 100 ms (docs/decisions.md#single-connection-store; bench:reads
 * measures them). A CI machine is shared with other test files, so each bound leaves room for its
 * load: on 2 busy cores the reads alone, with no import, saw gaps of 90-120 ms and p99 of
 * 120-250 ms. An import that blocks the server shows seconds (gaps of 7.2 s on PGlite and 4.3 s
 * on PostgreSQL before the import left the server's thread).
 */
const MAX_CACHED_GAP_MS = 500;
const MAX_UNCACHED_P99_MS = 300;

/**
 * The server process with a files sync of PLAYERS players, read by a load generator in its own
 * process while the sync imports a changed export: what the reads saw during that import.
 */
async function readsDuringImport(
  dir: string,
  store: Record<string, string>,
): Promise<{ before: ReadFigures; during: ReadFigures }> {
  const exports = join(dir, 'exports');
  await mkdir(exports);
  writeClusterExport(exports, PLAYERS, 0);
  const config = join(dir, 'ark.config.json');
  await writeFile(
    config,
    JSON.stringify({
      clusters: [
        { key: CLUSTER, display: 'The Island', order: 1, source: { type: 'files', dir: exports } },
      ],
    }),
  );
  const server = await startServer({
    ARK_CONFIG: config,
    ARK_SYNC_INTERVAL: '2',
    ARK_WEB_DIR: join(dir, 'no-web'),
    ARK_DATA_DIR: join(dir, 'data'),
    DATABASE_URL: '',
    ...store,
  });
  try {
    const imported = (n: number) => importWindows(server.output(), CLUSTER).length >= n;
    await expect.poll(() => imported(1), { timeout: 120_000, interval: 250 }).toBe(true);
    const base = `api/ark/player_rankings?cluster=${CLUSTER}`;
    const cachedPaths = [`${base}`, `${base}&page=1`, `api/ark/tribe_rankings?cluster=${CLUSTER}`];
    for (const path of cachedPaths) await fetch(`${server.url}${path}`);
    const load = startReadLoad({
      url: server.url,
      cachedPaths,
      uncachedPath: base,
      filters: ['kills', 'deaths', 'tamed_dino_kills', 'time_played'],
      pages: PLAYERS / 20,
      cachedLoops: 2,
      uncachedLoops: 2,
      pauseMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    writeClusterExport(exports, PLAYERS, 1);
    let samples: ReadSample[] = [];
    try {
      await expect.poll(() => imported(2), { timeout: 120_000, interval: 250 }).toBe(true);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 300));
      samples = await load.stop();
    }
    const window = importWindows(server.output(), CLUSTER)[1];
    if (!window) throw new Error('the second import was not logged');
    const first = Math.min(...samples.map((s) => s.end));
    return {
      before: readFigures(samples, { start: first, end: window.start }),
      during: readFigures(samples, window),
    };
  } finally {
    await server.stop();
  }
}

describe('reads while the sync imports (the server process, real HTTP)', () => {
  const dirs: string[] = [];
  const makeDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ark-reads-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  const check = ({ before, during: figures }: { before: ReadFigures; during: ReadFigures }) => {
    console.info('reads before the import', before, 'and during it', figures);
    expect(figures.cachedGapMs).toBeLessThanOrEqual(MAX_CACHED_GAP_MS);
    expect(figures.uncachedP99Ms).toBeLessThanOrEqual(MAX_UNCACHED_P99_MS);
    expect(figures.failed).toBe(0);
    // Enough uncached answers for a p99 to mean something.
    expect(figures.uncached).toBeGreaterThan(100);
  };

  it(`keeps answering on PGlite while ${PLAYERS} players import`, async () => {
    check(await readsDuringImport(await makeDir(), {}));
  }, 300_000);

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    `keeps answering on PostgreSQL while ${PLAYERS} players import`,
    async () => {
      const url = await freshPostgresUrl(adminUrl as string);
      check(await readsDuringImport(await makeDir(), { DATABASE_URL: url }));
    },
    300_000,
  );
});
