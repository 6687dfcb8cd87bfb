// A refused `ark import` on the embedded store keeps its refusal here, in a file in the store's
// folder, instead of starting PGlite for one row (about 0.8 s of CPU a refusal); the next process
// that opens the folder moves it into import_refusals before anything reads the store
// (docs/adr/0082-tests-start-from-images.md, "a refused file starts no store").
import { existsSync } from 'node:fs';
import { appendFile, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Queryable } from './db';

/** The refusals waiting for the store, one JSON line each, oldest first. */
export const PENDING_REFUSALS_FILE = 'ark-refusals-pending.jsonl';
/** The same lines while the opener that holds the folder moves them in. */
const TAKING_FILE = `${PENDING_REFUSALS_FILE}.taking`;

const pendingRefusal = z.object({
  cluster: z.string(),
  source: z.enum(['file', 'sync']),
  reason: z.string(),
  at: z.iso.datetime(),
});
export type PendingRefusal = z.infer<typeof pendingRefusal>;

/**
 * Whether a refusal can wait for the next open of `dataDir`: a store is there (a new folder's
 * first refusal creates the store, as before).
 */
export const canKeepRefusalFor = (dataDir: string): boolean =>
  existsSync(join(dataDir, 'PG_VERSION'));

/** Keeps a refusal for the next open of the store in `dataDir`; never opens it. */
export async function keepRefusalForLater(
  dataDir: string,
  refusal: Omit<PendingRefusal, 'at'>,
  at = new Date(),
): Promise<void> {
  // One short line appended: writers that do not hold the folder never mix their lines.
  const line = JSON.stringify({ ...refusal, at: at.toISOString() });
  await appendFile(join(dataDir, PENDING_REFUSALS_FILE), `${line}\n`);
}

// A later refusal of the cluster already in the store wins over an earlier one moved in late.
const UPSERT = `INSERT INTO import_refusals (cluster, source, reason, refused_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (cluster) DO UPDATE SET source = EXCLUDED.source, reason = EXCLUDED.reason,
    refused_at = EXCLUDED.refused_at
  WHERE import_refusals.refused_at < EXCLUDED.refused_at`;

/** A line's JSON, or null for one cut short (a writer killed mid-line). */
function jsonOrNull(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/** Moves one file's refusals into the store; a line that is not one is dropped. */
async function moveIn(q: Queryable, file: string): Promise<void> {
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const parsed = pendingRefusal.safeParse(jsonOrNull(line));
    if (!parsed.success) continue;
    const { cluster, source, reason, at } = parsed.data;
    await q.query(UPSERT, [cluster, source, reason, at]);
  }
  await rm(file, { force: true });
}

/**
 * Moves the refusals kept for `dataDir` into its store, opened by this process and held by it.
 * A store not migrated yet (no import_refusals) keeps them for an open after its migrations.
 */
export async function takePendingRefusals(q: Queryable, dataDir: string): Promise<void> {
  const file = join(dataDir, PENDING_REFUSALS_FILE);
  const taking = join(dataDir, TAKING_FILE);
  if (!existsSync(file) && !existsSync(taking)) return;
  const [table] = await q.query<{ ok: boolean }>(
    "SELECT to_regclass('import_refusals') IS NOT NULL AS ok",
  );
  if (!table?.ok) return;
  // A move a killed opener left half done first: moving a line in twice changes nothing.
  if (existsSync(taking)) await moveIn(q, taking);
  if (!existsSync(file)) return;
  // Renamed before it is read: a refusal appended meanwhile starts a new file, kept for later.
  await rename(file, taking);
  await moveIn(q, taking);
}
