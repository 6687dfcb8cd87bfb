// The answer cache (docs/adr/0025-answer-cache.md): what is kept (below), how it is sent
// (representation.ts), behind one lookup, one keep and one map of the
// answers being computed, for every representation a reader sends: JSON, the page's HTML, /embed,
// the PNG, a Discord message (docs/adr/0075-one-read-door.md, docs/adr/0081-one-answer-cache.md).
// One key for all of them: the address as sent (path and query), a period range's start now
// beside it, and what else the answer was drawn in (a page's theme and language). The data
// version is not in it: the entry says which it was read at.
import { isRangeKey } from '@ark/core';
import type { CacheBudget } from '../lib/cache-budget';
import { type PeriodSettings, periodStart } from '../store/periods';
import { RANGE_KIND } from '../store/range-slots';
import {
  type Asked,
  type Coding,
  codingFor,
  decompress,
  type Look,
  ownBytes,
  type Reply,
  type Representation,
  type Represented,
  replyOf,
  represent,
  strongEtag,
} from './representation';
import { SECURITY_HEADERS } from './security-headers';

/** The key of an answer: its address as sent, and what else it was drawn in. */
export type AnswerKeyOf = (address: string, drawnIn?: string) => string;

/**
 * The key rule on the community's periods and the clock. A period can end with no new data
 * version; the store's periods are fixed per version, so the start of the period an address names
 * (one `range`, not `all`) decides which answer is kept (docs/adr/0047-range-baselines.md).
 * @example answerKeys(DEFAULT_PERIODS, now)('/api/ark/player_rankings?range=week') // "/api/ark/player_rankings?range=week#2026-06-01T00:00:00.000Z"
 */
export function answerKeys(periods: PeriodSettings, now: () => Date): AnswerKeyOf {
  const periodOf = (address: string): string => {
    const mark = address.indexOf('?');
    if (mark === -1 || !address.includes('range=', mark)) return '';
    const hash = address.indexOf('#', mark);
    const query = address.slice(mark + 1, hash === -1 ? undefined : hash);
    const ranges = new URLSearchParams(query).getAll('range');
    const [range] = ranges;
    if (ranges.length !== 1 || !isRangeKey(range) || range === 'all') return '';
    return `#${periodStart(RANGE_KIND[range], now(), periods).toISOString()}`;
  };
  return (address, drawnIn) => {
    const key = `${address}${periodOf(address)}`;
    return drawnIn === undefined ? key : `${key} ${drawnIn}`;
  };
}

/**
 * What a miss's answer is for: only sent (its text may come written by the database, with no
 * value), or read as a value too (the page, Discord: docs/adr/0080-typed-rows.md).
 */
export type AnswerUse = 'sent' | 'value';

/** What a read gives on a miss. */
export interface Computed {
  /**
   * The answer, serialized by its kind (JSON by default), unless `body` or `bytes` is given;
   * undefined for an answer computed to be sent only (its `body` written by the database).
   */
  value: unknown;
  /**
   * The answer's text already written (a rankings answer splices its rows' JSON as the store read
   * it: docs/adr/0068-the-servers-own-paths.md).
   */
  body?: string;
  /** The answer's bytes already drawn (a PNG). */
  bytes?: Buffer;
  /** The data version the value was read at, when not the one asked with: it is kept under it. */
  version?: number;
  /** False for an answer that is sent but not kept (no ETag, no Cache-Control). */
  keep?: false;
  /**
   * The request headers the value depended on besides Accept-Encoding, as its whole `Vary`
   * (`Accept-Encoding, Cookie, Accept-Language`); the same for every request of its key.
   */
  vary?: string;
  /**
   * The answer as kept under another key (a board's image, for every spelling of its address):
   * sent as it is, kept under no other key.
   */
  kept?: KeptUnder;
}

/** A kept answer and the key it is kept under. */
export interface KeptUnder {
  key: string;
  answer: CachedAnswer;
}

/** How the answers of one representation look and where in the budget they are kept. */
export interface AnswerLook {
  /** The budget's share they are kept in (ARK_CACHE_MB). */
  share: AnswerCacheName;
  /** Cache-Control as a whole; `public, max-age=30` by default. */
  cacheControl?: string;
  contentType?: string;
  /** The body of a computed value: JSON by default; a rendered page is its own text. */
  serialize?: (value: unknown) => string;
  /** Headers every kept answer carries (the API's CORS header, a page's policy). */
  headers?: Readonly<Record<string, string>>;
  /** Sent as they are, in no other coding and with no `Vary` (a PNG). */
  identityOnly?: boolean;
}

/** The kept answers of one representation: each under its key at the data version it was read. */
export interface AnswerKind {
  /** The one key rule (answerKeys): every reader's key is built by it. */
  keyOf: AnswerKeyOf;
  /** The answer kept under `key` at `version`, in the coding asked; null when none is. */
  hit(version: number, key: string, asked: Asked): Reply | null;
  /**
   * The answer under `key` at `version` as the request gets it: kept, being computed (the same
   * computation waited for), or computed now and kept under the version it was read at.
   */
  answer(
    version: number,
    key: string,
    asked: Asked,
    compute: () => Promise<Computed>,
  ): Promise<Reply>;
  /** The same answer as a value, for a reader that draws from it (the page, Discord). */
  value(version: number, key: string, compute: () => Promise<Computed>): Promise<unknown>;
  /** The same answer as kept, for a read that sends it under other keys too (/og.png). */
  kept(version: number, key: string, compute: () => Promise<Computed>): Promise<KeptUnder>;
  /**
   * The newest answer kept under `key`, at any data version, sent with `cacheControl` (a board's
   * last image while its drawing has no place); null when none is.
   */
  last(key: string, asked: Asked, cacheControl: string): Reply | null;
}

export interface AnswerCacheOptions {
  /** The memory budget its shares are taken from (ARK_CACHE_MB). */
  budget: CacheBudget;
  /** Where the community's periods start: a period's answers are kept apart from the next's. */
  periods: PeriodSettings;
  /** The clock: which period a range answer is of. */
  now: () => Date;
}

/** Finished answers of every representation, each kind kept within its share of the budget. */
export interface AnswerCache {
  /** The one key rule (answerKeys), on the cache's periods and clock. */
  keyOf: AnswerKeyOf;
  /** The answers of one representation (each share is taken once, its looks sharing it). */
  kind(look: AnswerLook): AnswerKind;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A computation finished: the answer kept (or sent unkept), and what was computed. */
type Settled =
  | { kept: KeptUnder; computed: Computed; identity?: Buffer }
  | { unkept: Buffer; computed: Computed };

/**
 * The answers being computed, by key: a request for one waits for it (keys of different
 * representations never meet: each starts with its own path).
 */
type Computing = Map<string, { version: number; settled: Promise<Settled> }>;

/** The answers of one budget share. */
type Share = ReturnType<typeof keptAnswers>;

/** The computation of the answer under `key` at `version` already running, else `start`'s. */
function once(
  computing: Computing,
  version: number,
  key: string,
  start: () => Promise<Settled>,
): Promise<Settled> {
  const running = computing.get(key);
  if (running?.version === version) return running.settled;
  const settled = start();
  computing.set(key, { version, settled });
  const done = () => {
    if (computing.get(key)?.settled === settled) computing.delete(key);
  };
  settled.then(done, done);
  return settled;
}

/** How a kind draws what it keeps: its look, and the text of a computed value. */
interface Drawing {
  look: Look;
  serialize: (value: unknown) => string;
}

/**
 * A computed answer kept under `key` at the version it was read (its value too, for a value
 * read), or one not to be kept as it is.
 */
function settle(
  share: Share,
  { look, serialize }: Drawing,
  at: { version: number; key: string; withValue: boolean },
  computed: Computed,
): Settled {
  const { version, key, withValue } = at;
  if (computed.kept) return { kept: computed.kept, computed };
  const text = computed.bytes ?? computed.body ?? serialize(computed.value);
  if (computed.keep === false) {
    return { unkept: typeof text === 'string' ? Buffer.from(text) : text, computed };
  }
  const { answer, identity } = answerOf(text, computed.vary, computed.version ?? version);
  const { value } = computed;
  if (withValue && value !== undefined) answer.asValue = () => value;
  share.keep(key, answer);
  // A value read makes the identity coding, from which a later request's coding is made.
  if (withValue || look.identityOnly) share.codingOf(key, answer, 'identity', look, identity);
  return { kept: { key, answer }, computed, identity };
}

/** The kept answers of one look, in its share, each computed once through `computing`. */
function answerKind(
  share: Share,
  {
    cacheControl = 'public, max-age=30',
    contentType = JSON_TYPE,
    serialize = JSON.stringify,
    headers = {},
    identityOnly = false,
  }: AnswerLook,
  computing: Computing,
  keyOf: AnswerKeyOf,
): AnswerKind {
  const policy = { ...SECURITY_HEADERS, ...headers, 'Cache-Control': cacheControl };
  const look: Look = { policy, contentType, identityOnly };
  // An answer not kept goes out as Hono's c.json sent it: no validators, its own type.
  const unkept = { ...SECURITY_HEADERS, ...headers, 'Content-Type': 'application/json' };
  const run = (version: number, key: string, compute: () => Promise<Computed>, withValue = false) =>
    once(computing, version, key, () =>
      compute().then((computed) =>
        settle(share, { look, serialize }, { version, key, withValue }, computed),
      ),
    );
  const replyTo = (settled: Settled, asked: Asked): Reply => {
    if ('unkept' in settled) {
      const wire = Object.entries({ ...unkept, 'Content-Length': settled.unkept.length }).flat();
      return { status: 200, wire, body: settled.unkept };
    }
    const { kept, identity } = settled;
    const coding = codingFor(asked, kept.answer, look);
    return replyOf(share.codingOf(kept.key, kept.answer, coding, look, identity), asked);
  };
  return {
    keyOf,
    hit(version, key, asked) {
      const answer = share.answerAt(key);
      if (answer?.version !== version) return null;
      return replyOf(share.codingOf(key, answer, codingFor(asked, answer, look), look), asked);
    },
    answer: (version, key, asked, compute) =>
      run(version, key, compute).then((settled) => replyTo(settled, asked)),
    value(version, key, compute) {
      const answer = share.answerAt(key);
      if (answer?.version === version && answer.asValue) return Promise.resolve(answer.asValue());
      // A computation met under way may be one to be sent only, with no value: then this one.
      return run(version, key, compute, true).then(({ computed }) =>
        computed.value === undefined
          ? run(version, key, compute, true).then((again) => again.computed.value)
          : computed.value,
      );
    },
    async kept(version, key, compute) {
      const answer = share.answerAt(key);
      if (answer?.version === version) return { key, answer };
      const settled = await run(version, key, compute);
      if ('unkept' in settled) throw new Error(`the answer under ${key} is not kept`);
      return settled.kept;
    },
    last(key, asked, lastCacheControl) {
      const answer = share.answerAt(key);
      if (!answer) return null;
      const stale = { ...look, policy: { ...policy, 'Cache-Control': lastCacheControl } };
      return replyOf(represent(answer, 'identity', identityOf(answer), stale), asked);
    },
  };
}

/**
 * The in-process answer cache plus the HTTP side: Cache-Control, ETag, 304 and compression, every
 * answer (304s included) with the security headers and its kind's headers. Each coding is made
 * once per answer and sent as prepared bytes with prepared headers, so a hit stays synchronous.
 */
export function createAnswerCache({ budget, periods, now }: AnswerCacheOptions): AnswerCache {
  const shares = new Map<AnswerCacheName, Share>();
  const computing: Computing = new Map();
  const keyOf = answerKeys(periods, now);
  return {
    keyOf,
    kind(look) {
      const share = shares.get(look.share) ?? keptAnswers(budget, look.share);
      shares.set(look.share, share);
      return answerKind(share, look, computing, keyOf);
    },
  };
}

// What the answer cache keeps (docs/adr/0025-answer-cache.md, docs/adr/0043-one-cache-budget.md):
// finished answers in an LRU within a share of the memory budget, each under its key with the data
// version it was read at, the codings made so far beside each other, and the answer as a value for
// a reader that draws from it (docs/adr/0081-one-answer-cache.md).
/**
 * A finished answer as the cache holds it: the codings clients asked for, each made on the first
 * request that asked (a browser's br, say), and no identity copy unless one was asked for.
 */
export interface CachedAnswer extends Represented {
  /** The data version it was read at: a request at another version does not get it. */
  version: number;
  codings: Partial<Record<Coding, Representation>>;
  /**
   * The answer as a value (the wire's shape, a Discord message), kept for a reader that draws
   * from it (the page, Discord) once one asked; an answer only sent keeps its bytes alone.
   */
  asValue?: () => unknown;
}

/** The budget's shares an answer cache takes. */
export type AnswerCacheName = 'answers' | 'pages' | 'embeds' | 'images';

/**
 * A representation's header objects and the entry around it, besides its bytes: about 1 KB of
 * heap per kept answer, measured (docs/adr/0045-memory-budget.md).
 */
const REPRESENTATION_OVERHEAD_BYTES = 1024;

/**
 * What a kept value weighs for each byte of its answer's text: a JSON-like object graph holds
 * about twice its text in V8's heap (docs/adr/0081-one-answer-cache.md).
 */
const VALUE_BYTES_PER_BYTE = 2;

/** What an answer's entry weighs: its codings' bytes, each with its header objects, and its value. */
function weight(entry: CachedAnswer): number {
  return Object.values(entry.codings).reduce(
    (bytes, representation) => bytes + representation.body.length + REPRESENTATION_OVERHEAD_BYTES,
    entry.asValue ? entry.bytes * VALUE_BYTES_PER_BYTE : 0,
  );
}

/** The identity bytes of a kept answer: its identity coding, or a held coding decompressed. */
export function identityOf(answer: CachedAnswer): Buffer {
  const { identity, br, gzip } = answer.codings;
  if (identity) return identity.body;
  if (br) return decompress(br.body, 'br');
  return decompress((gzip as Representation).body, 'gzip');
}

/** A new answer from its text (or bytes) at `version`, before any coding is made. */
export function answerOf(
  text: string | Buffer,
  vary: string | undefined,
  version: number,
): { answer: CachedAnswer; identity: Buffer } {
  const identity = ownBytes(text);
  const answer: CachedAnswer = {
    // Of the bytes just made, not the text: a miss encodes its text once (docs/benchmarks.md).
    etag: strongEtag(identity),
    bytes: identity.length,
    version,
    codings: {},
  };
  if (vary) answer.vary = vary;
  return { answer, identity };
}

/**
 * The answers kept in the budget's `name` share: each under its key, the newest version read
 * kept, each coding made once beside the others.
 */
export function keptAnswers(budget: CacheBudget, name: AnswerCacheName) {
  const lru = budget.cache<CachedAnswer>(name, weight);
  return {
    /** The answer kept under `key`, at whichever version it was read. */
    answerAt: (key: string) => lru.get(key),
    /**
     * Keeps `answer` under `key` unless a newer version's is kept there (a slow read finishing
     * after a new import's): it is sent either way.
     */
    keep(key: string, answer: CachedAnswer) {
      const held = lru.peek(key);
      if (held && held.version > answer.version) return;
      if (held?.version !== answer.version || held.etag !== answer.etag) {
        lru.set(key, answer);
        return;
      }
      // The same answer again (its value now kept too): the codings made so far stay.
      const merged = { ...answer, codings: { ...held.codings, ...answer.codings } };
      if (!merged.asValue && held.asValue) merged.asValue = held.asValue;
      lru.set(key, merged);
    },
    /**
     * The answer's `coding` in `look`, made now if none was yet, and kept beside the codings of
     * the entry under `key` when that entry is this answer.
     */
    codingOf(key: string, answer: CachedAnswer, coding: Coding, look: Look, identity?: Buffer) {
      const held = lru.peek(key);
      const same =
        held && held.version === answer.version && held.etag === answer.etag ? held : null;
      const known = same?.codings[coding] ?? answer.codings[coding];
      if (known) return known;
      const made = represent(answer, coding, identity ?? identityOf(same ?? answer), look);
      // A new entry object: lru-cache weighs an entry again only when its value changes.
      if (same) lru.set(key, { ...same, codings: { ...same.codings, [coding]: made } });
      return made;
    },
  };
}
