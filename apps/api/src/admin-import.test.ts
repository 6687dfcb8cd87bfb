import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../test/engines';
import { makeSuspectData, pluginPlayersCsv } from '../test/suspect-data';
import { adminImports } from './admin-import';
import type { Db } from './db/db';
import { startWebhookReceiver, type WebhookReceiver } from './discord/test/webhook-receiver';
import type { PlayerInput } from './ingest/import-types';
import { PLAYER_TABLE, TRIBE_TABLE } from './ingest/plugin-rows';
import { readImportReports } from './store/import-reports';
import { createSyncRunner } from './sync/sync-runner';
import { makeMemoryLogger } from './sync/test/fake-import';

// The sync with the admin's import service, from a files source: what `ark sync` and the server's
// sync run (the worker thread runs the same service).
describe('adminImports', () => {
  const data = makeSuspectData({ honest: 120 });
  let dir = '';
  let db: Db;
  let receiver: WebhookReceiver;
  const memory = makeMemoryLogger();

  /** Writes the cluster's export, then syncs it once. */
  async function sync(players: string, webhook = receiver.url) {
    await writeFile(join(dir, 'solo', `${PLAYER_TABLE}.csv`), players);
    const imports = adminImports({
      store: (work) => work(db),
      logger: memory.logger,
      source: 'sync',
      alertWebhook: webhook,
    });
    const runner = createSyncRunner({
      sources: [
        {
          key: 'SOLO',
          display: 'Solos',
          order: 1,
          source: { type: 'files', dir: join(dir, 'solo') },
        },
      ],
      imports,
      logger: memory.logger,
    });
    const [result] = (await runner.syncAll()).results;
    return result;
  }

  const hidden = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hidden_entries'))[0]?.n;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-store-import-'));
    await mkdir(join(dir, 'solo'));
    await writeFile(join(dir, 'solo', `${TRIBE_TABLE}.json`), '[]');
    db = await freshPglite();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('posts an import’s new suspects to the alerts webhook and hides nobody', async () => {
    expect((await sync(pluginPlayersCsv(data.before)))?.ok).toBe(true);
    expect(receiver.messages).toEqual([]);
    const second = await sync(pluginPlayersCsv(data.after));
    expect(second?.summary?.findings?.fresh).toHaveLength(6);
    expect(receiver.messages).toHaveLength(1);
    const [embed] = receiver.messages[0]?.embeds ?? [];
    expect(embed?.title).toBe('New suspects in Solos');
    for (const name of ['Spray', 'Tamer', 'Ghost', 'Sniper']) {
      expect(embed?.description).toContain(`**${name}**`);
    }
    expect(await hidden()).toBe(0);
    expect(memory.records.find((r) => r.msg === 'sync: cluster imported')).toBeDefined();
  });

  it('keeps the import when the alert cannot be posted', async () => {
    // A player new to cheating, alerted to a webhook that refuses the post.
    const [first] = data.after;
    const cheat = { ...(first as PlayerInput), kills: (first?.kills ?? 0) + 3_000, playTime: 1e6 };
    const wrong = receiver.url.replace(receiver.token, `${receiver.token}x`);
    const result = await sync(pluginPlayersCsv([cheat, ...data.after.slice(1)]), wrong);
    expect(result?.ok).toBe(true);
    expect(result?.summary?.findings?.fresh.map((s) => s.name)).toEqual([first?.name]);
    expect(memory.messages()).toContain('error discord post failed');
    const rows = await db.query<{ kills: number }>('SELECT kills FROM players WHERE id = $1', [
      first?.id,
    ]);
    expect(rows).toEqual([{ kills: cheat.kills }]);
  });

  it('keeps a refused sync for /healthz until the next import lands', async () => {
    const rounded = data.after.map((p) => ({ ...p, id: String(Number(p.id)) }));
    const refused = await sync(pluginPlayersCsv(rounded));
    expect(refused?.ok).toBe(false);
    expect(refused?.error).toMatch(/rows repeat a SteamID .*: ids rounded\? quote them/);
    const [solo] = await readImportReports(db);
    expect(solo?.refused).toMatchObject({ source: 'sync', reason: refused?.error });
    expect((await sync(pluginPlayersCsv(data.after)))?.ok).toBe(true);
    expect((await readImportReports(db))[0]?.refused).toBeNull();
  });

  it('forgets a refusal once the source holds the served data again (nothing written)', async () => {
    const rounded = data.after.map((p) => ({ ...p, id: String(Number(p.id)) }));
    expect((await sync(pluginPlayersCsv(rounded)))?.ok).toBe(false);
    expect((await readImportReports(db))[0]?.refused).not.toBeNull();
    const same = await sync(pluginPlayersCsv(data.after));
    expect(same?.summary?.skipped).toBe(true);
    expect((await readImportReports(db))[0]?.refused).toBeNull();
  });
});
