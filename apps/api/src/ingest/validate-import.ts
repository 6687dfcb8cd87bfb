import { ImportError } from './import-error';
import type { ClusterImport } from './import-types';

const NUMBER_FIELDS = {
  players: ['playTime', 'kills', 'dinoKills', 'deaths'],
  tribes: ['damageScore', 'kills', 'deaths', 'tameKills', 'playTime'],
} as const;

/**
 * Checks what any source hands to importCluster: a cluster key and display, unique non-empty ids,
 * text names, finite numbers. Throws an ImportError naming the first bad row.
 */
export function validateImport(input: ClusterImport): void {
  const { cluster } = input;
  if (typeof cluster.key !== 'string' || cluster.key.trim() === '' || cluster.key.length > 64) {
    throw new ImportError('cluster', null, 'cluster key must be 1 to 64 characters');
  }
  if (typeof cluster.display !== 'string' || cluster.display.trim() === '') {
    throw new ImportError('cluster', null, 'cluster display name must not be empty');
  }
  if (!Number.isInteger(cluster.order)) {
    throw new ImportError('cluster', null, 'cluster order must be a whole number');
  }
  for (const kind of ['players', 'tribes'] as const) {
    const seen = new Set<string>();
    const rows = input[kind] as unknown as Record<string, unknown>[];
    rows.forEach((row, index) => {
      const fail = (reason: string) => {
        throw new ImportError(kind, index + 1, reason);
      };
      if (typeof row.id !== 'string' || row.id === '') fail('id must be non-empty text');
      if (seen.has(row.id as string)) fail(`duplicate id ${row.id}`);
      seen.add(row.id as string);
      if (typeof row.name !== 'string') fail('name must be text');
      if (kind === 'players' && typeof row.tribeName !== 'string') fail('tribeName must be text');
      for (const field of NUMBER_FIELDS[kind]) {
        if (typeof row[field] !== 'number' || !Number.isFinite(row[field])) {
          fail(`${field} must be a finite number, got ${String(row[field])}`);
        }
      }
    });
  }
}
