// A read as the door's one table lists it (http/reads.ts, docs/adr/0081-one-answer-cache.md): its
// path, how its request is parsed, what a miss computes, and how its answers are drawn and kept.
// The reads and drawings import this file, never the door.
import type { IncomingHttpHeaders } from 'node:http';
import type { AnswerKind, AnswerUse, Computed } from './answer-cache';
import type { Asked, Sent } from './representation';

/** A request as the door reads it: node's IncomingMessage is one. */
export interface ReadRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/** One read as the door hands it to its row: the request, where it goes, what it asks. */
export interface ReadAt {
  req: ReadRequest;
  /** The path, decoded as the app's router decodes it. */
  path: string;
  /** The path's id segment, for a detail or history read ('' for none). */
  id: string;
  /** Path and query as sent: the answer's key starts from it. */
  address: string;
  /** The query string, without its `?` ('' for none). */
  query: string;
  asked: Asked;
}

/** What a miss is computed at: the data version read once, its key, and the other reads. */
export interface Miss {
  version: number;
  /** The answer's key (answerKeys). */
  key: string;
  /** Whether the answer is only sent, or read as a value too (a page's JSON answers). */
  use: AnswerUse;
  /** The answer of the read at `address` (a JSON call's, as a client asks it) as a value. */
  valueAt(address: string): Promise<unknown>;
}

/** A path with an id between a prefix and a suffix (`/api/ark/players/:id/history`). */
export interface IdPath {
  prefix: string;
  suffix: string;
}

/** A read: a row of the door's table, read top to bottom. */
export interface ReadRow<Parsed = unknown> {
  /** Its path, exact or with an id. */
  path: string | IdPath;
  /** What its request asks, read from its address (a bad one throws BadRequest): on a miss only. */
  parse: (at: ReadAt) => Parsed;
  /** The answer on a miss: planned, read from the store, drawn. */
  compute: (parsed: Parsed, miss: Miss) => Promise<Computed>;
  /** How its answers are drawn and kept: JSON, the page's HTML, /embed, the PNG. */
  draw: AnswerKind;
  /** What its key takes besides the address (a page's theme and language). */
  drawnIn?: (at: ReadAt) => string;
  /**
   * Its own answer to an error (the embed's page, the image's text), 'app' to give the request
   * to the app (a page not drawn: index.html); null or absent: the API's (400, 404, 500).
   */
  refuse?: (error: unknown, at: ReadAt) => Sent | 'app' | null;
}

/** A row of any parse, as the table holds it. */
export function readRow<Parsed>(row: ReadRow<Parsed>): ReadRow {
  return row as unknown as ReadRow;
}
