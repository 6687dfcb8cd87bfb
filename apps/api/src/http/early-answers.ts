import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@ark/core';
import type { Logger } from '../lib/logger';
import type { RankingStore } from '../store/ranking-store';
import type { AnswerCache } from './answer-cache';

/** A request met in node's request event: sent here (true), or left to the app (false). */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A Host the node-server adapter takes as it is (anything else it checks itself). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

export interface EarlyAnswersOptions {
  /** The JSON answers' cache (the one the app's calls answer through). */
  cache: AnswerCache;
  store: Pick<RankingStore, 'freshVersion'>;
  logger: Logger;
  /** Milliseconds, for the request log's `ms`. */
  clock: () => number;
}

/**
 * The cached path (docs/adr/0068-the-servers-own-paths.md): a GET of an API address the answer
 * cache answered before at the data version known now is sent from node's request event, its
 * prepared headers and bytes as they are, logged as the app logs a request. No Request, Response,
 * route or middleware is made for it. Anything else (another method, a range's address that
 * also names a period, a path or Host the adapter would rewrite or check, a version to read
 * again, an address not answered yet) goes on to the app, which answers it as before.
 */
export function earlyAnswers({ cache, store, logger, clock }: EarlyAnswersOptions): EarlyAnswer {
  return (req, res) => {
    const { url, method, headers } = req;
    if (method !== 'GET' || url === undefined || !url.startsWith(`${API_PREFIX}/`)) return false;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.includes('%') || url.includes('range=') || !PLAIN_HOST.test(headers.host ?? '')) {
      return false;
    }
    const version = store.freshVersion?.() ?? null;
    if (version === null) return false;
    const started = clock();
    const reply = cache.reply(version, url, {
      acceptEncoding: headers['accept-encoding'],
      ifNoneMatch: headers['if-none-match'],
    });
    if (!reply) return false;
    res.writeHead(reply.status, reply.wire as string[]);
    res.end(reply.body);
    logger.info({
      msg: 'request',
      method,
      path,
      status: reply.status,
      ms: Math.round((clock() - started) * 100) / 100,
    });
    return true;
  };
}
