import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playerPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArk } from '../../test/run-cli';
import { openPgliteDb } from '../db/pglite-db';
import { createApp } from '../http/app';
import { createRankingStore } from '../store/ranking-store';

// `ark import` of an Ascended server's export: AsaApi's PointsReward table as CSV or JSON, its
// layout recognised by its columns or named, no tribe file; then `ark hide` by EOS id.
const EOS = (n: number) => `0002${n.toString(16).padStart(28, '0')}`;
const HEADER = 'Id,EosId,PlayerId,PlayerName,Kill,Death,DinoKill,TamedKill,CreateAt';
const rewardsCsv = (count: number, extra = '') =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) => `${i + 1},${EOS(i + 1)},${i + 1},Survivor ${i + 1},${i},1,0,0,2026-01-01 00:00:00`,
    ),
    ...(extra ? [extra] : []),
  ].join('\n');

let dir = '';
const env = () => ({ ARK_DATA_DIR: join(dir, 'data') });
const file = (name: string) => join(dir, name);

/** The player board of ASA and a player's detail status, read from the CLI's store. */
async function board(id = EOS(1)): Promise<{ ids: string[]; playTime: unknown; detail: number }> {
  const db = await openPgliteDb(join(dir, 'data'));
  try {
    const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    const res = await app.request(`${RANKINGS_PATHS.players}?cluster=ASA&filter=kills`);
    const body = (await res.json()) as { ranking_data: { SteamID: string; PlayTime: unknown }[] };
    const detail = (await app.request(`${playerPath(id)}?cluster=ASA`)).status;
    return {
      ids: body.ranking_data.map((row) => row.SteamID),
      playTime: body.ranking_data[0]?.PlayTime,
      detail,
    };
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ark-cli-asa-'));
  await writeFile(file('PointsReward.csv'), rewardsCsv(4));
  await writeFile(file('hostile.csv'), rewardsCsv(4, '9,../../etc/passwd,9,Evil,1,1,0,0,'));
  await writeFile(file('no-eos.csv'), rewardsCsv(4, '5,,5,Nobody,1,1,0,0,'));
  await writeFile(file('aa.json'), '[{"SteamID":"76561198000000001","PlayerName":"Rex"}]');
  await writeFile(file('other.json'), '[{"uid":"a","nick":"b"}]');
  await writeFile(
    file('points.json'),
    JSON.stringify([{ EosId: EOS(9), PlayerName: 'Nine', Kill: 1, Death: 0, TamedKill: 0 }]),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ark import of a PointRewards export', () => {
  it('recognises the layout by its columns and needs no tribe file', async () => {
    const done = await runArk(
      ['import', '--cluster', 'ASA', '--players', file('PointsReward.csv')],
      env(),
    );
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(await board()).toEqual({
      ids: [EOS(4), EOS(3), EOS(2), EOS(1)],
      playTime: null,
      detail: 200,
    });
  });

  it('names EosId in the line of a row dropped for an empty EosId', async () => {
    const done = await runArk(
      ['import', '--cluster', 'ASA', '--players', file('no-eos.csv'), '--json'],
      env(),
    );
    expect([done.status, done.stderr]).toEqual([0, '']);
    const summary = JSON.parse(done.stdout.trim().split('\n').at(-1) ?? '{}') as {
      fixes?: string;
    };
    expect(summary.fixes).toContain('1 player rows without EosId dropped');
    expect(summary.fixes).not.toContain('SteamID');
  });

  it('refuses a hostile id naming its row, and keeps the data it had', async () => {
    const refused = await runArk(
      ['import', '--cluster', 'ASA', '--players', file('hostile.csv'), '--layout', 'point-rewards'],
      env(),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /hostile.csv: row 5: EosId is not an id \(1 to 64 letters, digits, - or _\): "..\/..\/etc\/passwd"/,
    );
    expect((await board()).ids).toHaveLength(4);
  });

  it('hides and unhides a player by EOS id', async () => {
    const hidden = await runArk(
      ['hide', '--cluster', 'ASA', '--player', EOS(4), '--reason', 'aimbot'],
      env(),
    );
    expect([hidden.status, hidden.stderr]).toEqual([0, '']);
    expect(await board(EOS(4))).toMatchObject({ ids: [EOS(3), EOS(2), EOS(1)], detail: 404 });
    const shown = await runArk(['unhide', '--cluster', 'ASA', '--player', EOS(4)], env());
    expect(shown.status).toBe(0);
    expect((await board()).ids).toHaveLength(4);
  });

  it('says what is wrong with the options or the file, in one line', async () => {
    const [noTribes, badLayout, unknown] = await Promise.all([
      runArk(['import', '--cluster', 'X', '--players', file('aa.json')], env()),
      runArk(
        ['import', '--cluster', 'X', '--players', file('points.json'), '--layout', 'asa'],
        env(),
      ),
      runArk(['import', '--cluster', 'X', '--players', file('other.json')], env()),
    ]);
    expect([noTribes.status, noTribes.stderr]).toEqual([
      2,
      expect.stringContaining('--tribes is required for the advanced-achievements layout'),
    ]);
    expect([badLayout.status, badLayout.stderr]).toEqual([
      2,
      expect.stringContaining('--layout must be advanced-achievements or point-rewards, got "asa"'),
    ]);
    expect([unknown.status, unknown.stderr]).toEqual([
      1,
      expect.stringContaining(
        'has no SteamID column (AdvancedAchievements) nor EosId column (PointRewards): name its layout',
      ),
    ]);
  });
});
