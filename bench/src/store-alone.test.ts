import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCluster, importCluster, migrate, openPgliteDb } from '@ark/api/internals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStoreAlone, storeAloneRounds } from './store-alone';

const PLAYERS = 40;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ark-store-alone-'));
  const db = await openPgliteDb(dataDir);
  await migrate(db);
  await importCluster(db, generateCluster('SOLO', 'Solos', 0, PLAYERS, 7, 4));
  await db.close();
}, 60_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A long time limit: `amount` ends each run, so the test never depends on how fast the store is.
const spec = { players: PLAYERS, callers: 5, seconds: 600, amount: 30 };

describe('openStoreAlone', () => {
  it('reads as many drawn pages as asked and counts the addresses drawn twice', async () => {
    const alone = await openStoreAlone({ dataDir }, spec);
    try {
      const pages = await alone.run('page');
      expect(pages.reads).toBe(30);
      expect(pages.bad).toBe(0);
      // 40 players are 2 pages for each of 4 filters: of 30 draws, at least 22 repeat one.
      expect(pages.repeated).toBeGreaterThanOrEqual(22 / 30);
      const rare = await alone.run('search-rare');
      expect(rare.reads).toBe(30);
      expect(rare.rps).toBeGreaterThan(0);
    } finally {
      await alone.close();
    }
  }, 60_000);
});

describe('storeAloneRounds', () => {
  it('runs every round ahead, then answers each round from what it kept', async () => {
    const rounds = await storeAloneRounds({ dataDir }, spec, {
      ahead: true,
      rounds: 2,
      workloads: ['page'],
    });
    expect((await rounds.result('page', 2)).rps).toBeGreaterThan(0);
    await expect(rounds.result('search-rare', 1)).rejects.toThrow('ran no search-rare in round 1');
  }, 60_000);
});
