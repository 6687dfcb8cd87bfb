// How a kept answer is sent (docs/adr/0025-answer-cache.md, docs/adr/0027-compression.md): each
// coding its own representation with its own strong ETag and prepared headers, and one decision
// of 304 or 200 for every answer the read door sends (docs/adr/0075-one-read-door.md).

import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { SECURITY_HEADERS } from './security-headers';

/** How an answer's bytes go out: as they are, or in a content coding. */
export type Coding = Encoding | 'identity';

/** One coding of an answer: its bytes and its whole headers, made once. */
export interface Representation {
  body: Buffer;
  etag: string;
  /** Everything a 200 sends: a cached hit does no header work. */
  headers: Record<string, string>;
  /** What a 304 sends: the same validators and policies, no body headers. */
  notModified: Record<string, string>;
  /** `headers` and the body's length as node's writeHead takes them, made on the first send. */
  wire?: (string | number)[];
}

/** What an answer's representations are made from: its identity ETag, its length, its `Vary`. */
export interface Represented {
  /** The identity bytes' ETag; each coding's is derived from it. */
  etag: string;
  /** The identity bytes' length: small answers go out as they are. */
  bytes: number;
  /** Its `Vary`, when more than its coding varies (a page's language: docs/adr/0064-languages-wired.md). */
  vary?: string;
}

/** What every representation of a cache carries: its policy headers and its Content-Type. */
export interface Look {
  policy: Record<string, string>;
  contentType: string;
  /** Sent as they are, in no other coding and with no `Vary` (a PNG: docs/adr/0044-link-preview-image.md). */
  identityOnly?: boolean;
}

/** What a request asks of a kept answer: the codings it takes and the ETags it holds. */
export interface Asked {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** A kept answer's reply to a request: a 304 with no body, or a 200 with its bytes. */
export interface Reply {
  status: 200 | 304;
  /** The 200's headers with its Content-Length, or the 304's, as node's writeHead takes them. */
  wire: readonly (string | number)[];
  body: Buffer | null;
}

/**
 * One coding of an answer: its bytes, its own strong ETag (each coding is its own representation)
 * and its whole headers, from the answer's `policy` headers.
 */
export function represent(
  answer: Represented,
  coding: Coding,
  identity: Buffer,
  { policy, contentType, identityOnly }: Look,
): Representation {
  const etag = coding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${coding}"`;
  const notModified: Record<string, string> = identityOnly
    ? { ...policy, ETag: etag }
    : { ...policy, ETag: etag, Vary: answer.vary ?? 'Accept-Encoding' };
  const encoded: Record<string, string> =
    coding === 'identity' ? {} : { 'Content-Encoding': coding };
  return {
    body: coding === 'identity' ? identity : compress(identity, coding),
    etag,
    headers: { ...notModified, 'Content-Type': contentType, ...encoded },
    notModified,
  };
}

/** The coding a request gets: the one it prefers for an answer worth compressing, else identity. */
export const codingFor = (asked: Asked, answer: Represented, look?: Look): Coding =>
  answer.bytes >= MIN_COMPRESS_BYTES && !look?.identityOnly
    ? (pickEncoding(asked.acceptEncoding) ?? 'identity')
    : 'identity';

/**
 * The one decision of what a representation's request gets: a 304 with the validators when the
 * client holds it, else a 200 with its bytes.
 */
export function answerTo(
  { body, etag, headers, notModified }: Representation,
  asked: Pick<Asked, 'ifNoneMatch'>,
):
  | { status: 304; headers: Record<string, string>; body: null }
  | {
      status: 200;
      headers: Record<string, string>;
      body: Buffer;
    } {
  return etagMatches(asked.ifNoneMatch, etag)
    ? { status: 304, headers: notModified, body: null }
    : { status: 200, headers, body };
}

/** Headers as node's writeHead takes them: name, value, name, value. */
const flat = (headers: Record<string, string | number>) => Object.entries(headers).flat();

/** A representation as the read door writes it with writeHead (http/read-door.ts). */
export function replyOf(representation: Representation, asked: Asked): Reply {
  const answer = answerTo(representation, asked);
  if (answer.status === 304) return { status: 304, wire: flat(answer.headers), body: null };
  representation.wire ??= flat({ ...answer.headers, 'Content-Length': answer.body.length });
  return { status: 200, wire: representation.wire, body: answer.body };
}

/** What the door sends: a status, its headers as node's writeHead takes them, its bytes. */
export interface Sent {
  status: number;
  wire: readonly (string | number)[];
  body: Buffer | null;
}

/** A sent answer with its headers and its length (a refusal, not kept). */
export function sent(
  status: number,
  headers: Readonly<Record<string, string>>,
  text: string | Buffer,
): Sent {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  return { status, wire: [...Object.entries(headers).flat(), 'Content-Length', body.length], body };
}

/** An API error's answer: its JSON body with the security headers and `headers` (CORS). */
export function errorSent(
  status: number,
  body: object,
  headers: Readonly<Record<string, string>> = {},
): Sent {
  const all = { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'application/json' };
  return sent(status, all, JSON.stringify(body));
}

/** A strong ETag for a body: a quoted SHA-1 of its bytes. */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A content coding the server sends: br first (smaller), then gzip. */
export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The coding to answer with for an Accept-Encoding header: br if accepted, else gzip, else none.
 * A coding listed with q=0 is refused.
 * @example pickEncoding('gzip, deflate, br') // 'br'
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * `bytes` in a buffer of their own, exactly their size: zlib hands back a view of its 16 KB output
 * chunk and Buffer.from a slice of a shared 8 KB pool, and a cached view keeps all of it alive
 * (docs/adr/0045-memory-budget.md).
 */
export function ownBytes(bytes: string | Buffer): Buffer {
  const source = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (source.byteOffset === 0 && source.byteLength === source.buffer.byteLength) return source;
  const own = Buffer.allocUnsafeSlow(source.byteLength);
  source.copy(own);
  return own;
}

/** Compresses a body with a coding, at levels fit for answers computed once and cached. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return ownBytes(
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 }),
  );
}

/** The bytes a compressed body holds (the other way of `compress`). */
export function decompress(body: Buffer, encoding: Encoding): Buffer {
  return ownBytes(encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body));
}
