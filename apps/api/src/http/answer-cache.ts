import type { Context } from 'hono';
import type { CacheBudget } from '../lib/cache-budget';
import {
  compress,
  decompress,
  type Encoding,
  MIN_COMPRESS_BYTES,
  ownBytes,
  pickEncoding,
} from './encoding';
import { etagMatches, strongEtag } from './etag';
import { markSecured, SECURITY_HEADERS } from './security-headers';

/** How an answer's bytes go out: as they are, or in a content coding. */
type Coding = Encoding | 'identity';

/** One coding of an answer: its bytes and its whole headers, made once. */
interface Representation {
  body: Buffer;
  etag: string;
  /** Everything a 200 sends: a cached hit does no header work. */
  headers: Record<string, string>;
  /** What a 304 sends: the same validators and policies, no body headers. */
  notModified: Record<string, string>;
  /** `headers` and the body's length as node's writeHead takes them, made on the first early hit. */
  wire?: (string | number)[];
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
 * A finished answer as the cache holds it: the codings clients asked for, each made on the first
 * request that asked (a browser's br, say), and no identity copy unless one was asked for.
 */
interface CachedAnswer {
  /** The identity bytes' ETag; each coding's is derived from it. */
  etag: string;
  /** The identity bytes' length: small answers go out as they are. */
  bytes: number;
  /** Its `Vary`, when more than its coding varies (a page's language: docs/adr/0064-languages-wired.md). */
  vary?: string;
  codings: Partial<Record<Coding, Representation>>;
}

/** What `compute` gives on a miss. */
export interface Computed {
  /** The answer, serialized by the cache (JSON by default); ignored when `body` is given. */
  value: unknown;
  /**
   * The answer's text already written (a rankings answer splices its rows' JSON as the store
   * read it: docs/adr/0068-the-servers-own-paths.md).
   */
  body?: string;
  /** The data version the value was read at, when not the one asked with: it is kept under it. */
  version?: number;
  /** False for an answer that is sent but not kept (no ETag, no Cache-Control). */
  keep?: false;
  /**
   * The request headers the value depended on besides Accept-Encoding, as its whole `Vary`
   * (`Accept-Encoding, Cookie, Accept-Language`); the same for every request of its key.
   */
  vary?: string;
}

/**
 * Where an answer is kept: the data version known when asked, and an address: a JSON call's
 * checked query (answers.ts), a drawn answer's request address.
 */
export interface AnswerKey {
  version: number;
  /** Path and query. */
  address: string;
}

/**
 * A request's own address answered before at a version, kept beside the answers: the key its
 * checked query gave then. A parse is a pure function of the address and the data version, so an
 * address asked again skips it (docs/adr/0055-one-read-path.md).
 */
interface Alias {
  of: string;
}

export interface AnswerCacheOptions {
  /** The memory budget this cache takes its share of (ARK_CACHE_MB). */
  budget: CacheBudget;
  name: 'answers' | 'pages' | 'embeds';
  /** Cache-Control as a whole; `public, max-age=30` by default. */
  cacheControl?: string;
  contentType?: string;
  /** The body of a computed value: JSON by default; a rendered page is its own text. */
  serialize?: (value: unknown) => string;
  /** Headers every kept answer carries (the API's CORS header). */
  headers?: Readonly<Record<string, string>>;
}

/** Finished answers, kept per (data version, address) within a share of the memory budget. */
export interface AnswerCache {
  /**
   * The answer of `key`, from the cache or computed (and kept under the version it was read at);
   * with `alias`, the request's own address, that address finds it at `key.version` as well.
   */
  respond(
    c: Context,
    key: AnswerKey,
    compute: () => Promise<Computed>,
    alias?: string,
  ): Promise<Response>;
  /**
   * The answer kept for a request's own address at `version` (an address answered before, by
   * `respond` with it as alias), sent at once; null when there is none.
   */
  known(c: Context, version: number, alias: string): Response | null;
  /**
   * What `known` would send, for a request met before the app (http/early-answers.ts): its
   * status, headers and bytes; null when no answer is kept for the address at `version`, or when
   * the one kept varies on more than its coding (its `Vary` names other headers).
   */
  reply(version: number, alias: string, asked: Asked): Reply | null;
  /**
   * The body `respond` would send for `key` (uncompressed), kept as `respond` keeps it: the page's
   * server render reads the JSON answers through it, so they are byte for byte the calls' answers.
   */
  body(key: AnswerKey, compute: () => Promise<Computed>): Promise<string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * A representation's header objects and the entry around it, besides its bytes: about 1 KB of
 * heap per kept answer, measured (docs/adr/0045-memory-budget.md).
 */
const REPRESENTATION_OVERHEAD_BYTES = 1024;

/** What an answer's entry weighs: its codings' bytes, each with its header objects. */
function weight(entry: CachedAnswer | Alias): number {
  if ('of' in entry) return entry.of.length * 2;
  return Object.values(entry.codings).reduce(
    (bytes, representation) => bytes + representation.body.length + REPRESENTATION_OVERHEAD_BYTES,
    0,
  );
}

/** The identity bytes of a kept answer: its identity coding, or a held coding decompressed. */
function identityOf(answer: CachedAnswer): Buffer {
  const { identity, br, gzip } = answer.codings;
  if (identity) return identity.body;
  if (br) return decompress(br.body, 'br');
  return decompress((gzip as Representation).body, 'gzip');
}

/** What every representation of a cache carries: its policy headers and its Content-Type. */
interface Look {
  policy: Record<string, string>;
  contentType: string;
}

/**
 * One coding of an answer: its bytes, its own strong ETag (each coding is its own representation)
 * and its whole headers, from the answer's `policy` headers.
 */
function represent(
  answer: CachedAnswer,
  coding: Coding,
  identity: Buffer,
  { policy, contentType }: Look,
): Representation {
  const etag = coding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${coding}"`;
  const notModified = { ...policy, ETag: etag, Vary: answer.vary ?? 'Accept-Encoding' };
  const encoded: Record<string, string> =
    coding === 'identity' ? {} : { 'Content-Encoding': coding };
  return {
    body: coding === 'identity' ? identity : compress(identity, coding),
    etag,
    headers: { ...notModified, 'Content-Type': contentType, ...encoded },
    notModified,
  };
}

/** What a request of Hono's asks of a kept answer. */
const askedBy = (c: Context): Asked => ({
  acceptEncoding: c.req.header('Accept-Encoding'),
  ifNoneMatch: c.req.header('If-None-Match'),
});

/** The coding a request gets: the one it prefers for an answer worth compressing, else identity. */
const codingFor = (asked: Asked, answer: CachedAnswer): Coding =>
  answer.bytes >= MIN_COMPRESS_BYTES
    ? (pickEncoding(asked.acceptEncoding) ?? 'identity')
    : 'identity';

/** A representation sent: a 304 when the client holds it, else its bytes. */
function send(c: Context, { body, etag, headers, notModified }: Representation): Response {
  // A new Response with a plain header object: the node-server adapter writes it as it is.
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    return markSecured(new Response(null, { status: 304, headers: notModified }));
  }
  return markSecured(new Response(body, { status: 200, headers }));
}

/** Headers as node's writeHead takes them: name, value, name, value. */
const flat = (headers: Record<string, string | number>) => Object.entries(headers).flat();

/** A representation as a reply: a 304 when the client holds it, else its bytes. */
function replyOf(representation: Representation, asked: Asked): Reply {
  if (etagMatches(asked.ifNoneMatch, representation.etag)) {
    return { status: 304, wire: flat(representation.notModified), body: null };
  }
  const { body, headers } = representation;
  representation.wire ??= flat({ ...headers, 'Content-Length': body.length });
  return { status: 200, wire: representation.wire, body };
}

/** A new answer from its text, before any coding is made. */
function answerOf(text: string, vary?: string): { answer: CachedAnswer; identity: Buffer } {
  const identity = ownBytes(text);
  const answer = { etag: strongEtag(text), bytes: identity.length, codings: {} };
  return { answer: vary ? { ...answer, vary } : answer, identity };
}

/**
 * The answers kept in the budget's `name` share: each under its (data version, key), an address
 * asked before as an alias of its key, and each coding made once beside the others.
 */
function keptAnswers(budget: CacheBudget, name: AnswerCacheOptions['name'], look: Look) {
  const lru = budget.cache<CachedAnswer | Alias>(name, weight);
  const answerAt = (key: string) => {
    const entry = lru.get(key);
    return entry && !('of' in entry) ? entry : undefined;
  };
  const keyOf = (version: number, address: string) => `${version}|${address}`;
  return {
    answerAt,
    keyOf,
    /** Where a computed answer is kept: under the version its value was read at. */
    keptAt: (key: AnswerKey, computed: Computed) =>
      keyOf(computed.version ?? key.version, key.address),
    /** Keeps `alias` (a request's own address) as a name of the answer kept under `of`. */
    alias: (version: number, alias: string, of: string) =>
      lru.set(keyOf(version, `@${alias}`), { of }),
    /** The answer kept for a request's own address, and the key it is kept under. */
    knownAt(version: number, alias: string) {
      const entry = lru.get(keyOf(version, `@${alias}`));
      const answer = entry && 'of' in entry ? answerAt(entry.of) : undefined;
      return answer ? { at: (entry as Alias).of, answer } : null;
    },
    /** The answer's `coding`, made now if none was yet, and kept beside its other codings. */
    codingOf(key: string, answer: CachedAnswer, coding: Coding, identity?: Buffer) {
      const held = answer.codings[coding];
      if (held) return held;
      const made = represent(answer, coding, identity ?? identityOf(answer), look);
      // A new entry object: lru-cache weighs an entry again only when its value changes.
      lru.set(key, { ...answer, codings: { ...answer.codings, [coding]: made } });
      return made;
    },
  };
}

/**
 * The in-process answer cache plus the HTTP side: Cache-Control, ETag, 304 and compression, every
 * answer (304s included) with the security headers and `headers`. Each coding is made once per
 * answer and sent as prepared bytes with a prepared plain header object, so a hit stays
 * synchronous and needs no middleware after it.
 */
export function createAnswerCache({
  budget,
  name,
  cacheControl = 'public, max-age=30',
  contentType = JSON_TYPE,
  serialize = JSON.stringify,
  headers = {},
}: AnswerCacheOptions): AnswerCache {
  const policy = { ...SECURITY_HEADERS, ...headers, 'Cache-Control': cacheControl };
  const {
    answerAt,
    keyOf,
    keptAt,
    alias: aliasOf,
    knownAt,
    codingOf,
  } = keptAnswers(budget, name, { policy, contentType });

  /** A kept answer sent in the coding the request takes (a hit stays synchronous). */
  const sendKept = (c: Context, at: string, answer: CachedAnswer) =>
    send(c, codingOf(at, answer, codingFor(askedBy(c), answer)));

  return {
    known(c, version, alias) {
      const kept = knownAt(version, alias);
      return kept ? sendKept(c, kept.at, kept.answer) : null;
    },
    reply(version, alias, asked) {
      const kept = knownAt(version, alias);
      // The door keys on the address and the coding only: an answer chosen by other headers (a
      // page's language: docs/adr/0064-languages-wired.md) is the app's to send.
      if (!kept || kept.answer.vary !== undefined) return null;
      return replyOf(codingOf(kept.at, kept.answer, codingFor(asked, kept.answer)), asked);
    },
    async respond(c, key, compute, alias) {
      // A hit stays synchronous: the hot path of every cached answer.
      const asked = keyOf(key.version, key.address);
      const hit = answerAt(asked);
      const remember = (of: string) => alias && aliasOf(key.version, alias, of);
      if (hit) {
        remember(asked);
        return sendKept(c, asked, hit);
      }
      const computed = await compute();
      if (computed.keep === false) return c.json(computed.value, 200, headers);
      const { answer, identity } = answerOf(
        computed.body ?? serialize(computed.value),
        computed.vary,
      );
      const kept = keptAt(key, computed);
      const response = send(c, codingOf(kept, answer, codingFor(askedBy(c), answer), identity));
      remember(kept);
      return response;
    },
    async body(key, compute) {
      const hit = answerAt(keyOf(key.version, key.address));
      if (hit) return identityOf(hit).toString();
      const computed = await compute();
      const text = computed.body ?? serialize(computed.value);
      if (computed.keep === false) return text;
      const { answer, identity } = answerOf(text);
      codingOf(keptAt(key, computed), answer, 'identity', identity);
      return text;
    },
  };
}
