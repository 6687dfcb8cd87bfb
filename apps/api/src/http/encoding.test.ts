import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, decompress, ownBytes, pickEncoding } from './encoding';

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

  it('gives bytes that hold no more memory than their length (a cache keeps them)', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i })) });
    for (const encoding of ['br', 'gzip'] as const) {
      const coded = compress(body, encoding);
      expect(coded.buffer.byteLength).toBe(coded.length);
      expect(decompress(coded, encoding).buffer.byteLength).toBe(body.length);
    }
  });
});

describe('ownBytes', () => {
  it('copies a view of a larger buffer into a buffer of its own, and text too', () => {
    const large = Buffer.alloc(16_384, 7);
    const view = large.subarray(100, 300);
    const own = ownBytes(view);
    expect(own.equals(view)).toBe(true);
    expect(own.buffer.byteLength).toBe(200);
    const text = ownBytes('Zoë 🦕');
    expect(text.toString()).toBe('Zoë 🦕');
    expect(text.buffer.byteLength).toBe(text.length);
  });

  it('keeps a buffer that is already its own', () => {
    const whole = Buffer.allocUnsafeSlow(64);
    expect(ownBytes(whole)).toBe(whole);
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
