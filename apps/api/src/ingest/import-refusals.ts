// What refuses an import against the time and the cluster's state, decided in one place, and the
// one line a refusal is kept under for /healthz (docs/adr/0053-the-import-service.md). The
// sources' and the rows' own refusals are their steps' (read, normalise, validate).
import { basename } from 'node:path';
import { redactText } from '../lib/redact';
import type { ClusterState } from '../store/cluster-state';
import { ImportError } from './import-error';

/** Refuses an import as of a time still to come. */
export function refuseFuture(at: Date, now: Date): void {
  if (at.getTime() > now.getTime()) {
    throw new ImportError('as-of', null, `${at.toISOString()} is in the future`);
  }
}

export interface ImportIntent {
  /** The import's digest (importDigest). */
  digest: string;
  /** The time the import is as of. */
  at: Date;
  /** The players it brings. */
  players: number;
  allowShrink: boolean;
  skipUnchanged: boolean;
}

/**
 * What an import does with the cluster as `state` holds it: 'skip' when it brings exactly what is
 * served and the caller skips such imports, else 'import'. Throws the ImportError that refuses it:
 * fewer than half the current players (unless allowed), or a time before the cluster's last import.
 */
export function decideImport(state: ClusterState, intent: ImportIntent): 'skip' | 'import' {
  const { served } = state;
  if (intent.skipUnchanged && served?.digest === intent.digest) return 'skip';
  if (!served) return 'import';
  refuseShrink(state.key, served.playerCount, intent.players, intent.allowShrink);
  refuseEarlier(state.key, intent.at, served.lastImport);
  return 'import';
}

/** Refuses an import that would leave fewer than half the cluster's current players. */
function refuseShrink(key: string, current: number, next: number, allowShrink: boolean): void {
  if (allowShrink || next * 2 >= current) return;
  const fmt = (n: number) => n.toLocaleString('en-US');
  throw new ImportError(
    'players',
    null,
    `would shrink ${key} from ${fmt(current)} to ${fmt(next)} players (below half); ` +
      'after a real wipe, allow it (--allow-shrink, or "allowShrink": true for the sync)',
  );
}

/** Refuses an import as of a time before the cluster's last one: history is only added at its end. */
function refuseEarlier(key: string, at: Date, last: Date): void {
  if (at.getTime() >= last.getTime()) return;
  throw new ImportError(
    'as-of',
    null,
    `${at.toISOString()} is before ${key}'s last import (${last.toISOString()})`,
  );
}

/**
 * A refusal's line as /healthz shows it (a public report): its file named by its base name only,
 * never by the path it has on the admin's machine, and every secret masked.
 */
export function publicReason(error: ImportError, secrets: readonly string[] = []): string {
  const named = new ImportError(basename(error.source), error.row, error.reason);
  return redactText(named.message, secrets);
}
