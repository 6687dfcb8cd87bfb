// The files of apps/api a cold rankings read enters, from the socket to SQL and back, as V8's own
// call counts see them (precise coverage), checked against the list README.md gives a newcomer
// (docs/adr/0075-one-read-door.md). The server is wired as main.ts wires it: the port, the door
// in node's request event, the app behind it.
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createRankingStore } from '../store/ranking-store';
import { serveApp } from './app';
import { type ClaimedPort, claimPort } from './claim-port';
import { listenThrough } from './read-door';

/** The README's own example of a cold read. */
const COLD_READ = '/api/ark/player_rankings?cluster=SOLO&page=0&search=ab&filter=kills';
const SRC = '/apps/api/src/';

/** The source files under apps/api/src whose functions (not their module bodies) ran. */
function filesEntered(
  coverage: { url: string; functions: { ranges: { startOffset: number; count: number }[] }[] }[],
) {
  const files = new Set<string>();
  for (const { url, functions } of coverage) {
    const at = url.indexOf(SRC);
    if (at === -1 || url.endsWith('.test.ts')) continue;
    const ran = functions.some(
      ({ ranges: [whole] }) => whole && whole.startOffset > 0 && whole.count > 0,
    );
    if (ran) files.add(url.slice(at + SRC.length));
  }
  return files;
}

/** At most this many files for a newcomer to follow (issue 55). */
const MOST_FILES = 20;

/** The files README.md's "One read, from the socket to SQL" section names, each time named. */
function readmeMentions(): string[] {
  const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
  const start = readme.indexOf('### One read, from the socket to SQL');
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  // The walk's steps only: the paragraph after them says what was folded where.
  const steps = section.slice(0, section.indexOf('\n\nThat is '));
  const named = [
    ...steps.matchAll(/`((?:http|store|db|lib|draw|site|discord)\/[\w./-]+\.ts|main\.ts)`/g),
  ];
  return named.map(([, file]) => file as string).filter((file) => !file.endsWith('.test.ts'));
}

/** The files of the walk, in its order. */
const readmeWalk = (): string[] => [...new Set(readmeMentions())];

describe('a cold rankings read', () => {
  let db: Db;
  let port: ClaimedPort;
  const get = (path: string) =>
    fetch(`http://127.0.0.1:${port.port}${path}`).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));

  beforeAll(async () => {
    db = await freshPglite();
    await importCluster(db, soloFixture());
    const served = serveApp({ store: createRankingStore(db) });
    port = await claimPort({ port: 0, host: '127.0.0.1' });
    port.serve(served.hono.fetch, listenThrough(served.door));
    // Other reads first, so what is measured is the read, not the first use of a module.
    await get('/api/ark/player_rankings?cluster=SOLO&page=0&search=zz&filter=deaths');
    await get('/api/ark/tribe_rankings?cluster=SOLO&page=1');
  });
  afterAll(async () => {
    port?.server.close();
    await db?.close();
  });

  it('enters the files README.md lists, and no other', async () => {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const answer = await get(COLD_READ);
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
    expect(answer.status).toBe(200);
    const entered = filesEntered(result);
    // main.ts wires the same listener the test wires here; it is on the README's list.
    const listed = readmeWalk().filter((file) => file !== 'main.ts');
    expect([...entered].sort()).toEqual([...listed].sort());
  });

  it('is a walk of at most 20 files, each entered at most twice', () => {
    expect(readmeWalk().length).toBeLessThanOrEqual(MOST_FILES);
    const times = new Map<string, number>();
    for (const file of readmeMentions()) times.set(file, (times.get(file) ?? 0) + 1);
    expect([...times].filter(([, n]) => n > 2)).toEqual([]);
  });
});
