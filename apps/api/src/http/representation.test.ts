import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  answerTo,
  codingFor,
  compress,
  decompress,
  ownBytes,
  pickEncoding,
  replyOf,
  represent,
  strongEtag,
} from './representation';

const LOOK = { policy: { 'Cache-Control': 'public, max-age=30' }, contentType: 'text/plain' };
const text = 'x'.repeat(2000);
const answer = { etag: strongEtag(text), bytes: text.length };
const identity = Buffer.from(text);

/** A writeHead list (name, value, ...) as an object of lower-case names, as Headers has them. */
const headersOf = (wire: readonly (string | number)[]) =>
  Object.fromEntries(
    wire.flatMap((item, i) =>
      i % 2 === 0 ? [[String(item).toLowerCase(), String(wire[i + 1])]] : [],
    ),
  );

describe('a representation', () => {
  it('gives each coding its own ETag and body, and says its coding and Vary', () => {
    const plain = represent(answer, 'identity', identity, LOOK);
    const gzip = represent(answer, 'gzip', identity, LOOK);
    expect(plain.etag).toBe(answer.etag);
    expect(gzip.etag).toBe(`${answer.etag.slice(0, -1)}-gzip"`);
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(gzip.headers).toMatchObject({
      'Content-Encoding': 'gzip',
      'Content-Type': 'text/plain',
      Vary: 'Accept-Encoding',
      ETag: gzip.etag,
    });
    expect(gzip.notModified['Content-Type']).toBeUndefined();
  });

  it('sends small answers as they are, whatever the client takes', () => {
    expect(codingFor({ acceptEncoding: 'br, gzip', ifNoneMatch: undefined }, answer)).toBe('br');
    expect(codingFor({ acceptEncoding: 'gzip', ifNoneMatch: undefined }, answer)).toBe('gzip');
    expect(
      codingFor({ acceptEncoding: 'br', ifNoneMatch: undefined }, { ...answer, bytes: 10 }),
    ).toBe('identity');
  });

  it('answers 304 to a client holding its ETag, and 200 with its bytes otherwise', () => {
    const gzip = represent(answer, 'gzip', identity, LOOK);
    expect(answerTo(gzip, { ifNoneMatch: `"other", ${gzip.etag}` })).toEqual({
      status: 304,
      headers: gzip.notModified,
      body: null,
    });
    expect(answerTo(gzip, { ifNoneMatch: answer.etag })).toEqual({
      status: 200,
      headers: gzip.headers,
      body: gzip.body,
    });
  });

  it('writes the 200 with its length and the 304 with its validators only', () => {
    const gzip = represent(answer, 'gzip', identity, LOOK);
    const ok = replyOf(gzip, { acceptEncoding: 'gzip', ifNoneMatch: undefined });
    expect(ok.status).toBe(200);
    expect(headersOf(ok.wire)['content-length']).toBe(String(gzip.body.length));
    expect(ok.body).toEqual(gzip.body);
    const held = replyOf(gzip, { acceptEncoding: 'gzip', ifNoneMatch: gzip.etag });
    expect(held.status).toBe(304);
    expect(held.body).toBeNull();
    expect(headersOf(held.wire)).toEqual(
      Object.fromEntries(Object.entries(gzip.notModified).map(([k, v]) => [k.toLowerCase(), v])),
    );
  });
});

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
