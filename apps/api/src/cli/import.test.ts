import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { HEALTH_PATH } from '@ark/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../../test/engines';
import { hasUtilLinuxScript, importArgs, runArk, runArkInSizelessPty } from '../../test/run-cli';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { createApp } from '../http/app';
import { IMPORT_STEPS } from '../ingest/import-steps';
import { createRankingStore } from '../store/ranking-store';

/** A store the CLI writes to: its environment for `ark`, and how to open it in the test. */
interface CliStore {
  name: string;
  skip: boolean;
  env(): Promise<NodeJS.ProcessEnv>;
  open(): Promise<Db>;
}

const adminUrl = inject('pgAdminUrl');
let dir = '';
let postgresUrl = '';

const STORES: CliStore[] = [
  {
    name: 'PGlite',
    skip: false,
    env: async () => ({ ARK_DATA_DIR: join(dir, 'data') }),
    open: () => openPgliteDb(join(dir, 'data')),
  },
  {
    name: 'PostgreSQL',
    skip: !adminUrl,
    env: async () => {
      // Empty on purpose: the suite's one CLI first start on a new PostgreSQL (docs/adr/0082).
      postgresUrl ||= await freshPostgresUrl(adminUrl as string);
      return { DATABASE_URL: postgresUrl };
    },
    open: () => openPostgresDb({ connectionString: postgresUrl, max: 2 }),
  },
];

/** 50 players; `rounded`: their SteamIDs as a tool that read them as doubles wrote them back. */
function playersJson({ rounded }: { rounded: boolean }): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const id = (76561198000000001n + BigInt(i)).toString();
    // Bare numbers keep every digit they hold: the rounding is the tool's, before us.
    const steamId = rounded ? String(Number(id)) : id;
    return `{"SteamID":${steamId},"PlayerName":"Player ${i}","TribeID":0,"PlayTime":${60 + i},"PlayerKills":${i},"DinoKills":0,"DeathByPlayer":1}`;
  });
  return `[${rows.join(',\n')}]`;
}

/** /healthz's entry for SOLO, answered from `db`. */
async function soloHealth(db: Db): Promise<Record<string, unknown> | undefined> {
  const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
  const body = (await (await app.request(HEALTH_PATH)).json()) as {
    clusters: Record<string, unknown>[];
  };
  return body.clusters.find((cluster) => cluster.key === 'SOLO');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ark-cli-import-'));
  await writeFile(join(dir, 'good.json'), playersJson({ rounded: false }));
  await writeFile(join(dir, 'rounded.json'), playersJson({ rounded: true }));
  await writeFile(join(dir, 'tribes.json'), '[]');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

for (const store of STORES) {
  describe.skipIf(store.skip)(`ark import refusing collapsed ids (CLI, ${store.name})`, () => {
    const ark = async (players: string) =>
      runArk(
        importArgs({ players: join(dir, players), tribes: join(dir, 'tribes.json') }),
        await store.env(),
      );

    it('imports the good export and shows its fixes on /healthz', async () => {
      const good = await ark('good.json');
      expect([good.status, good.stderr]).toEqual([0, '']);
      const db = await store.open();
      try {
        expect(await soloHealth(db)).toMatchObject({
          players: 50,
          state: 'ok',
          last_refused_import: null,
          // The export has no TribeName column: 50 NULL names read as empty.
          last_import_fixes: { duplicates: 0, names_cut: 0, negative_values: 0, nulls: 50 },
        });
      } finally {
        await db.close();
      }
    });

    it('refuses 50 rounded SteamIDs in one line, exit 1, keeping the last good data', async () => {
      const refused = await ark('rounded.json');
      expect(refused.status).toBe(1);
      const lines = refused.stderr.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(
          /^import refused, nothing changed: .*rounded\.json: 46 of 50 rows repeat a SteamID \(at most 10 may\): ids rounded\? quote them/,
        ),
      ]);
      const db = await store.open();
      try {
        const [count] = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM players WHERE cluster = 'SOLO'",
        );
        expect(count?.n).toBe(50);
        const solo = await soloHealth(db);
        expect(solo).toMatchObject({ players: 50, state: 'failed' });
        expect(solo?.last_refused_import).toEqual({
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          source: 'file',
          // The file's name only: /healthz is public, the admin's paths are not.
          reason:
            'rounded.json: 46 of 50 rows repeat a SteamID (at most 10 may): ids rounded? quote them (write each SteamID as text)',
        });
      } finally {
        await db.close();
      }
    });

    it('shows the cluster ok again once a good import lands', async () => {
      const good = await ark('good.json');
      expect(good.status).toBe(0);
      const db = await store.open();
      try {
        expect(await soloHealth(db)).toMatchObject({ state: 'ok', last_refused_import: null });
      } finally {
        await db.close();
      }
    });
  });
}

describe('ark import’s progress in a pipe (CLI, a real child process)', () => {
  it('prints one JSON line per step, in order, no carriage return, and the summary last', async () => {
    const env = { ARK_DATA_DIR: join(dir, 'progress-data') };
    const args = importArgs({ players: join(dir, 'good.json'), tribes: join(dir, 'tribes.json') });
    const result = await runArk(args, env);
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout).not.toContain('\r');
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const steps = lines.filter((line) => line.msg === 'import step');
    expect(steps.map((line) => line.step)).toEqual([...IMPORT_STEPS]);
    for (const step of steps)
      expect(step).toMatchObject({ cluster: 'SOLO', ms: expect.any(Number) });
    expect(steps.find((line) => line.step === 'validate')).toMatchObject({ done: 50, total: 50 });
    expect(lines.at(-1)).toMatchObject({ msg: 'imported', cluster: 'SOLO', players: 50 });
  });
});

describe.skipIf(!hasUtilLinuxScript())(
  'ark import’s progress on a terminal of 0 columns (CLI, a real pty with no size)',
  () => {
    it('draws its live line 80 columns wide instead of nothing, then the summary', async () => {
      const env = { ARK_DATA_DIR: join(dir, 'pty-data') };
      const args = importArgs({
        players: join(dir, 'good.json'),
        tribes: join(dir, 'tribes.json'),
      });
      const result = await runArkInSizelessPty(args, env);
      expect(result.status).toBe(0);
      const text = stripVTControlCharacters(result.stdout);
      // Each step's frame names the cluster and the step, cut to 80 columns at most.
      for (const step of IMPORT_STEPS) expect(text).toContain(`SOLO  ${step}`);
      const frames = text.split(/\r?\n/).filter((line) => line.startsWith('SOLO  '));
      for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(80);
      expect(text).toContain('"msg":"imported"');
    });
  },
);
