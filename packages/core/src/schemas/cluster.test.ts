import { describe, expect, it } from 'vitest';
import { ClusterListSchema, ClusterSchema } from './cluster';

describe('ClusterSchema', () => {
  it('reads a key and a display name', () => {
    expect(ClusterSchema.parse({ key: 'SOLO', display: 'Solos' })).toEqual({
      key: 'SOLO',
      display: 'Solos',
    });
  });

  it('rejects a cluster without a key or display name', () => {
    expect(ClusterSchema.safeParse({ key: '', display: 'Solos' }).success).toBe(false);
    expect(ClusterSchema.safeParse({ key: 'SOLO' }).success).toBe(false);
  });
});

describe('ClusterListSchema', () => {
  it('reads a list, empty included (the client turns empty into the fallback)', () => {
    expect(ClusterListSchema.parse([])).toEqual([]);
    expect(ClusterListSchema.safeParse({ key: 'SOLO' }).success).toBe(false);
  });
});
