import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, decompress, pickEncoding } from './encoding';

describe('pickEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compress', () => {
  it('gives a body the matching decoder restores', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ i })) });
    expect(brotliDecompressSync(compress(body, 'br')).toString()).toBe(body);
    expect(gunzipSync(compress(body, 'gzip')).toString()).toBe(body);
  });
});

describe('decompress', () => {
  it('restores the bytes compress coded, for each coding', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ i })) });
    for (const encoding of ['br', 'gzip'] as const) {
      expect(decompress(compress(body, encoding), encoding).toString()).toBe(body);
    }
  });
});
