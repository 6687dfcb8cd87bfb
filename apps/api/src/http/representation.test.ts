import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { strongEtag } from './etag';
import { answerTo, codingFor, replyOf, represent } from './representation';

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
