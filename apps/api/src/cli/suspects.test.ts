import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { middayMidweek, shiftedClock } from '@ark/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArgs, runArk } from '../../test/run-cli';
import { makeSuspectData, pluginPlayersCsv } from '../../test/suspect-data';

// One store for the file (creating one is the slowest step of a CLI run): the range tests below
// load clusters of their own into it after these, so these see SOLO alone.
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ark-cli-suspects-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ark suspects (CLI, PGlite)', () => {
  const data = makeSuspectData({ honest: 200 });
  const names = new Map(data.after.map((p) => [p.id, p.name]));
  const ark = (...args: string[]) => runArk(args, { ARK_DATA_DIR: join(dir, 'data') });
  const importFile = (file: string) =>
    ark(
      ...importArgs({
        display: 'Solos',
        players: join(dir, file),
        tribes: join(dir, 'tribes.json'),
      }),
    );

  beforeAll(async () => {
    await writeFile(join(dir, 'before.csv'), pluginPlayersCsv(data.before));
    await writeFile(join(dir, 'after.csv'), pluginPlayersCsv(data.after));
    await writeFile(join(dir, 'tribes.json'), '[]');
  });

  it('says when no import has looked for suspects yet', async () => {
    const result = await ark('suspects');
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout.trim()).toBe(
      'no import has looked for suspects yet: `ark import` and the sync do',
    );
  });

  it('has nothing to compare on a cluster’s first import', async () => {
    expect((await importFile('before.csv')).status).toBe(0);
    const result = await ark('suspects', '--cluster', 'SOLO');
    expect(result.stdout.trim()).toMatch(
      /^SOLO \(Solos\): first import \(\d{4}-.+\), nothing to compare with yet$/,
    );
  });

  it('logs one line naming the new suspects when an import finds them', async () => {
    const imported = await importFile('after.csv');
    expect([imported.status, imported.stderr]).toEqual([0, '']);
    const records = imported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const alerts = records.filter((r) => r.msg === 'new suspects');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      cluster: 'SOLO',
      count: 6,
      review: 'pnpm ark suspects --cluster SOLO',
    });
    expect(records.find((r) => r.msg === 'imported')).toMatchObject({ suspects: 6 });
  });

  it('prints a table of the suspects with the reason, the values and the hide command', async () => {
    const result = await ark('suspects');
    expect([result.status, result.stderr]).toEqual([0, '']);
    const [heading, header, ...rows] = result.stdout.trim().split('\n');
    expect(heading).toMatch(
      /^SOLO \(Solos\), since the previous import \(\d{4}-.+ to \d{4}-.+\): 6 suspects$/,
    );
    expect(header?.split(/\s{2,}/)).toEqual([
      'id',
      'name',
      'tribe',
      'reason',
      'values',
      'hide with',
    ]);
    expect(rows).toHaveLength(6);
    for (const [id, reasons] of data.planted) {
      const mine = rows.filter((row) => row.startsWith(id));
      expect(mine).toHaveLength(reasons.length);
      for (const row of mine) {
        expect(row).toContain(names.get(id) as string);
        expect(row).toContain(`pnpm ark hide --cluster SOLO --player ${id} --reason 'suspect: `);
      }
    }
    expect(result.stdout).toContain('KD 300 (900 kills, 3 deaths); limit 50');
    expect(result.stdout).toContain('12 kills gained, 0 minutes played');
    for (const id of data.honestTop) expect(result.stdout).not.toContain(id);
  });

  it('gives the same report as JSON for tools', async () => {
    const result = await ark('suspects', '--json');
    const body = JSON.parse(result.stdout) as {
      clusters: { cluster: string; from: string; suspects: Record<string, unknown>[] }[];
    };
    const [solo] = body.clusters;
    expect(solo?.cluster).toBe('SOLO');
    const found = new Map<string, unknown[]>();
    for (const s of solo?.suspects ?? [])
      found.set(s.id as string, [...(found.get(s.id as string) ?? []), s.reason]);
    expect(Object.fromEntries(found)).toEqual(
      Object.fromEntries([...data.planted].map(([id, reasons]) => [id, [...reasons]])),
    );
    expect(solo?.suspects[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      tribe: '',
      reason: 'kills_outlier',
      label: 'kills gained stand out',
      facts: expect.objectContaining({ gain: 900 }),
      hide: expect.stringMatching(/^pnpm ark hide --cluster SOLO --player \d+ --reason /),
    });
  });

  it('finds no one after an import with nothing gained', async () => {
    expect((await importFile('after.csv')).status).toBe(0);
    const result = await ark('suspects', '--cluster', 'SOLO');
    expect(result.stdout.trim()).toMatch(
      /^SOLO \(Solos\), since the previous import .*: no suspects$/,
    );
  });

  it('refuses an unknown cluster in one line (exit 1) and a bad option with the usage (exit 2)', async () => {
    const unknown = await ark('suspects', '--cluster', 'NOPE');
    expect([unknown.status, unknown.stderr.trim()]).toEqual([
      1,
      'no cluster NOPE (clusters: SOLO)',
    ]);
    const bad = await ark('suspects', '--clusterr');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: ark suspects [--cluster KEY] [--range ');
  });
});

describe('ark suspects --range (CLI, PGlite)', () => {
  const data = makeSuspectData({ honest: 200, seed: 11 });
  // The CLI's clock is the test's, mid-week: this week never turns over between the imports and
  // the report.
  const clock = shiftedClock(middayMidweek());
  const ark = (...args: string[]) => runArk(args, { ARK_DATA_DIR: join(dir, 'data') }, clock);
  const lastWeek = new Date(clock.at.getTime() - 8 * 86_400_000).toISOString();
  const importFile = (cluster: string, file: string, ...more: string[]) =>
    ark(
      ...importArgs({ cluster, players: join(dir, file), tribes: join(dir, 'tribes.json') }),
      ...more,
    );

  beforeAll(async () => {
    await writeFile(join(dir, 'range-before.csv'), pluginPlayersCsv(data.before));
    await writeFile(join(dir, 'range-after.csv'), pluginPlayersCsv(data.after));
    // WEEKLY: last week's export, then today's; QUIET: last week's only (nothing this week).
    for (const [cluster, file, asOf] of [
      ['WEEKLY', 'range-before.csv', lastWeek],
      ['WEEKLY', 'range-after.csv', undefined],
      ['QUIET', 'range-before.csv', lastWeek],
    ] as const) {
      const imported = await importFile(cluster, file, ...(asOf ? ['--as-of', asOf] : []));
      expect([imported.status, imported.stderr]).toEqual([0, '']);
    }
    // Three CLI imports: minutes on a loaded shared machine.
  }, 240_000);

  it("finds the planted players in this week's gains, and no honest top player", async () => {
    const result = await ark('suspects', '--cluster', 'WEEKLY', '--range', 'week', '--json');
    expect([result.status, result.stderr]).toEqual([0, '']);
    const [solo] = (
      JSON.parse(result.stdout) as {
        clusters: { range: string; to: string | null; suspects: { id: string }[] }[];
      }
    ).clusters;
    expect(solo).toMatchObject({ range: 'week', to: expect.any(String) });
    const found = new Set(solo?.suspects.map((s) => s.id));
    expect(found).toEqual(new Set(data.planted.keys()));
    for (const id of data.honestTop) expect(found.has(id)).toBe(false);
  });

  it('says when a cluster had no import in the period', async () => {
    const result = await ark('suspects', '--cluster', 'QUIET', '--range', 'week');
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout.trim()).toMatch(
      /^QUIET \(QUIET\), week \(from \d{4}-.+\): no import in this period, nothing to compare$/,
    );
  });

  it('refuses a range that is not a period with the ones it takes (exit 2)', async () => {
    const result = await ark('suspects', '--range', 'all');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      '--range must be one of day, week, month, last_week, last_month',
    );
  });
});
