import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArk } from '../../test/run-cli';
import { HALL_REBUILD_STEPS } from '../ingest/hall-rebuild';

describe('ark hall rebuild (CLI, PGlite)', () => {
  let dir = '';
  const ark = (...args: string[]) => runArk(args, { ARK_DATA_DIR: join(dir, 'data') });
  /** `ark import --as-of` of SOLO with Ann's and Bob's kills. */
  const load = async (asOf: string, ann: number, bob: number) => {
    const file = join(dir, `players-${asOf.slice(0, 10)}.csv`);
    await writeFile(
      file,
      'SteamID,PlayerName,TribeName,TribeID,PlayTime,PlayerKills,DinoKills,DeathByPlayer\n' +
        `76561198000000001,Ann,Red,10,60,${ann},1,2\n76561198000000002,Bob,Red,10,30,${bob},0,1\n`,
    );
    const tribes = join(dir, 'tribes.json');
    await writeFile(
      tribes,
      JSON.stringify([{ TribeID: '10', TribeName: 'Red', DamageScore: '1' }]),
    );
    const done = await ark(
      'import',
      ...['--cluster', 'SOLO', '--players', file, '--tribes', tribes, '--as-of', asOf],
    );
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-cli-hall-'));
    // Mon 11-02 (the first), Tue 11-03 (Ann gains 5), Mon 11-09: closes day 11-03 and week 11-02.
    await load('2026-11-02T12:00:00Z', 5, 9);
    await load('2026-11-03T12:00:00Z', 10, 9);
    await load('2026-11-09T12:00:00Z', 10, 9);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('rebuilds the hall from history, a JSON line per step, and names what it wrote', async () => {
    const done = await ark('hall', 'rebuild', '--cluster', 'SOLO', '--json');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    const lines = done.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('SOLO: the hall of fame rebuilt from history, 2 periods');
    const steps = lines
      .slice(0, -1)
      .map((line) => JSON.parse(line) as { msg?: string; cluster?: string; step?: string })
      .filter((line) => line.msg === 'hall rebuild step' && line.cluster === 'SOLO')
      .map((line) => line.step);
    expect(steps).toEqual([...HALL_REBUILD_STEPS]);
  });

  it('refuses a cluster the store does not have, and a missing action, as usage', async () => {
    const unknown = await ark('hall', 'rebuild', '--cluster', 'NOPE');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no cluster "NOPE"');
    expect((await ark('hall')).status).toBe(2);
  });
});
