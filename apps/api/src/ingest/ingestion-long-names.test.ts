import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { engines, migratedPostgresUrl } from '../../test/engines';
import { expectOneLine, importArgs, scratchFolder } from '../../test/ingestion-harness';
import { pageAnswers } from '../../test/page-answers';
import { PLUGIN_PLAYERS, PLUGIN_TRIBES, phpMyAdminCsv } from '../../test/plugin-data';
import { runArk } from '../../test/run-cli';
import { openDb } from '../db/open-db';

// Names PostgreSQL could not index (docs/adr/0034-ingestion-rules.md): `ark import` cuts them to
// 64 characters on both stores, and a PostgreSQL error is one line with exit 1. Split from
// ingestion.test.ts so vitest's workers share the CLI runs.

const scratch = scratchFolder('ark-ingestion-names-');
const writeFolder = scratch.writeFolder;

describe('ark import of names PostgreSQL could not index', () => {
  for (const engine of engines()) {
    it.skipIf(engine.skip !== null)(
      `imports a 900-character CJK name into ${engine.name}, cut to 64 characters`,
      async () => {
        const long = '龍'.repeat(900);
        const folder = await writeFolder(`cjk-${engine.name}`, {
          'players.csv': phpMyAdminCsv(
            ['SteamID', 'PlayerName', 'TribeName', 'TribeID'],
            [{ SteamID: '76561198000000001', PlayerName: long, TribeName: long, TribeID: '5' }],
          ),
          'tribes.json': JSON.stringify([{ TribeID: '5', TribeName: long }]),
        });
        const databaseUrl =
          engine.name === 'postgres'
            ? await migratedPostgresUrl(inject('pgAdminUrl') as string)
            : undefined;
        const dataDir = scratch.path(`cjk-store-${engine.name}`);
        const result = await runArk(
          importArgs(join(folder, 'players.csv'), join(folder, 'tribes.json')),
          databaseUrl ? { DATABASE_URL: databaseUrl } : { ARK_DATA_DIR: dataDir },
        );
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('3 names cut to 64 characters');
        const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
        try {
          const answers = await pageAnswers(db, { searches: ['龍龍龍'] });
          const row = (
            answers['/api/ark/player_rankings?cluster=SOLO&search=%E9%BE%8D%E9%BE%8D%E9%BE%8D'] as {
              ranking_data: { PlayerName: string; TribeName: string }[];
            }
          ).ranking_data[0];
          expect(row).toEqual(
            expect.objectContaining({ PlayerName: '龍'.repeat(64), TribeName: '龍'.repeat(64) }),
          );
        } finally {
          await db.close();
        }
      },
    );
  }

  it.skipIf(engines()[1]?.skip !== null)(
    'answers a PostgreSQL error with exit 1 and one line, no stack',
    async () => {
      const admin = new URL(inject('pgAdminUrl') as string);
      admin.pathname = '/no_such_database';
      const folder = await writeFolder('pg-error', {
        'players.json': JSON.stringify(PLUGIN_PLAYERS),
        'tribes.json': JSON.stringify(PLUGIN_TRIBES),
      });
      const result = await runArk(
        importArgs(join(folder, 'players.json'), join(folder, 'tribes.json')),
        { DATABASE_URL: admin.toString() },
      );
      expect(result.status).toBe(1);
      expectOneLine(
        result.stderr,
        /^failed, nothing changed: 3D000: database "no_such_database" does not exist$/,
      );
    },
  );
});
