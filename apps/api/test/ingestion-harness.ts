import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_PATH } from '@ark/core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open-db';
import { createApp } from '../src/http/app';
import type { ClusterSource } from '../src/sources/sources-config';
import { createRankingStore } from '../src/store/ranking-store';
import { createSyncRunner, type SyncRunner } from '../src/sync/sync-runner';
import { makeMemoryLogger, storeImports } from '../src/sync/test/fake-import';
import { pageAnswers } from './page-answers';

// What the ingestion tests share (src/ingest/ingestion*.test.ts, docs/adr/0034-ingestion-rules.md):
// the cluster they load, what a store serves, a sync runner and its /healthz, `ark import`'s
// arguments, and a scratch folder per test file.

export const CLUSTER = { key: 'SOLO', display: 'Solos', order: 1 };
const SEARCHES = ['<img', '龍', 'a'];

/** What a store serves, plus the ids it holds (they are not on the wire but must be exact). */
export async function served(db: Db): Promise<{ answers: Record<string, unknown>; ids: string[] }> {
  const rows = await db.query<{ id: string }>('SELECT id FROM players ORDER BY id');
  return {
    answers: await pageAnswers(db, { searches: SEARCHES }),
    ids: rows.map((row) => row.id),
  };
}

export type Served = Awaited<ReturnType<typeof served>>;

/** A PGlite folder's answers, opened after the CLI that wrote it has exited. */
export async function servedFromFolder(dataDir: string): Promise<Served> {
  const db = await openDb({ dataDir });
  try {
    return await served(db);
  } finally {
    await db.close();
  }
}

export function syncRunner(db: Db, source: ClusterSource, allowShrink = false): SyncRunner {
  return createSyncRunner({
    sources: [{ ...CLUSTER, source, allowShrink }],
    imports: storeImports(db),
    logger: makeMemoryLogger().logger,
  });
}

/** /healthz of a server whose sync is `runner`. */
export async function health(db: Db, runner: SyncRunner) {
  const app = createApp({
    store: createRankingStore(db, { versionTtlMs: 0 }),
    health: () => ({ sync: runner.status() }),
  });
  const res = await app.request(HEALTH_PATH);
  return (await res.json()) as {
    sync: { clusters: { key: string; state: string; lastError: string | null }[] };
  };
}

/** `ark import`'s arguments for CLUSTER's two files. */
export const importArgs = (players: string, tribes: string, ...more: string[]) => [
  'import',
  '--cluster',
  CLUSTER.key,
  '--display',
  CLUSTER.display,
  '--order',
  String(CLUSTER.order),
  '--players',
  players,
  '--tribes',
  tribes,
  ...more,
];

/** Exactly one line on stderr and no stack trace. */
export function expectOneLine(stderr: string, reason: RegExp): void {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(stderr).not.toMatch(/^\s+at /m);
}

/**
 * A temporary folder for the calling test file, made before its tests and removed after:
 * `path(name)` inside it, `writeFolder(name, files)` a folder of files in it (emptied first).
 */
export function scratchFolder(prefix: string) {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const path = (name: string) => join(dir, name);
  return {
    path,
    async writeFolder(name: string, files: Record<string, string | Buffer>): Promise<string> {
      const folder = path(name);
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      for (const [file, content] of Object.entries(files))
        await writeFile(join(folder, file), content);
      return folder;
    },
  };
}
