import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../../test/engines';
import type { Queryable } from './db';
import {
  canKeepRefusalFor,
  keepRefusalForLater,
  PENDING_REFUSALS_FILE,
  takePendingRefusals,
} from './pending-refusals';
import { openPgliteDb } from './pglite-db';

let dir = '';
let store = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ark-pending-refusals-'));
  store = await pgliteFolderFromImage(join(dir, 'data'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The refusals the store holds, opened as the next process would. */
async function refusalsIn(folder: string) {
  const db = await openPgliteDb(folder);
  try {
    return await db.query<{ cluster: string; source: string; reason: string; at: string }>(
      `SELECT cluster, source, reason, to_char(refused_at AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at FROM import_refusals ORDER BY cluster`,
    );
  } finally {
    await db.close();
  }
}

describe('refusals kept for the store’s next open', () => {
  it('keeps them only for a folder that holds a store', () => {
    expect(canKeepRefusalFor(store)).toBe(true);
    expect(canKeepRefusalFor(join(dir, 'new'))).toBe(false);
  });

  it('moves them into the store at its next open, each at the time it was refused, later ones winning', async () => {
    const at = (time: string) => new Date(`2026-11-11T${time}Z`);
    await keepRefusalForLater(
      store,
      { cluster: 'SOLO', source: 'file', reason: 'a' },
      at('10:00:00'),
    );
    await keepRefusalForLater(
      store,
      { cluster: 'DUO', source: 'file', reason: 'b' },
      at('10:01:00'),
    );
    await keepRefusalForLater(
      store,
      { cluster: 'SOLO', source: 'file', reason: 'c' },
      at('10:02:00'),
    );
    // A writer killed mid-line leaves half a line: dropped, the others moved in.
    await appendFile(join(store, PENDING_REFUSALS_FILE), '{"cluster":"TRIO","sour');
    expect(await refusalsIn(store)).toEqual([
      { cluster: 'DUO', source: 'file', reason: 'b', at: '2026-11-11T10:01:00Z' },
      { cluster: 'SOLO', source: 'file', reason: 'c', at: '2026-11-11T10:02:00Z' },
    ]);
    expect(existsSync(join(store, PENDING_REFUSALS_FILE))).toBe(false);
  });

  it('never lets one kept late replace a later refusal the store already holds', async () => {
    await keepRefusalForLater(
      store,
      { cluster: 'SOLO', source: 'sync', reason: 'older' },
      new Date('2026-11-11T09:00:00Z'),
    );
    expect((await refusalsIn(store)).find((r) => r.cluster === 'SOLO')).toEqual({
      cluster: 'SOLO',
      source: 'file',
      reason: 'c',
      at: '2026-11-11T10:02:00Z',
    });
  });

  it('leaves them in the folder while the store has no import_refusals yet (not migrated)', async () => {
    const folder = await mkdtemp(join(dir, 'unmigrated-'));
    await keepRefusalForLater(folder, { cluster: 'SOLO', source: 'file', reason: 'a' });
    const statements: string[] = [];
    const unmigrated: Queryable = {
      async query<Row>(sql: string) {
        statements.push(sql);
        return [{ ok: false }] as Row[];
      },
    };
    await takePendingRefusals(unmigrated, folder);
    expect(statements).toHaveLength(1);
    expect(existsSync(join(folder, PENDING_REFUSALS_FILE))).toBe(true);
  });
});
