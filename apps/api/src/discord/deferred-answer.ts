// Discord waits 3 seconds for an interaction's answer. An answer not ready within about 2 (a cold
// store at 1M players) is deferred: the endpoint answers "thinking…" (type 5) at once, and the
// answer, once ready, edits that message through the interaction's webhook
// (docs/adr/0071-discord-commands.md). The timer is injected: tests decide which comes first.
import { setTimeout as wait } from 'node:timers/promises';
import type { Logger } from '../lib/logger';
import type { MessageData } from './interaction';

/** Discord's API, whose webhooks take the follow-up. */
export const DISCORD_API = 'https://discord.com/api/v10';

/** How long an answer may take before it is deferred: well inside Discord's 3 s. */
export const DEFER_AFTER_MS = 2_000;

/** Resolves once `ms` have passed, unless `signal` aborts it first (then it never resolves). */
export type Timer = (ms: number, signal: AbortSignal) => Promise<void>;

/** The real clock's timer; it holds no process open. */
export const realTimer: Timer = (ms, signal) =>
  wait(ms, undefined, { signal, ref: false }).catch(() => new Promise<void>(() => {}));

/**
 * The answer when it is ready within `deferAfterMs`, else 'deferred' (it goes on, and its result
 * is the follow-up's). The timer is stopped once the answer is in.
 */
export async function answerInTime(
  answer: Promise<MessageData>,
  {
    deferAfterMs = DEFER_AFTER_MS,
    timer = realTimer,
  }: { deferAfterMs?: number; timer?: Timer } = {},
): Promise<MessageData | 'deferred'> {
  const stop = new AbortController();
  try {
    return await Promise.race([
      answer,
      timer(deferAfterMs, stop.signal).then(() => 'deferred' as const),
    ]);
  } finally {
    stop.abort();
  }
}

/** An interaction token the follow-up's address can hold as it is. */
const INTERACTION_TOKEN = /^[A-Za-z0-9._-]{1,1000}$/;

export interface FollowUpOptions {
  applicationId: string;
  /** The interaction's token: a secret, never logged. */
  token: string;
  data: MessageData;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  /** Discord's API base (a local receiver in tests). */
  api?: string;
}

/**
 * Edits the deferred answer into `data` (PATCH …/webhooks/{application}/{token}/messages/@original).
 * Never throws: a failure is logged, without the token.
 */
export async function editOriginal({
  applicationId,
  token,
  data,
  logger,
  fetch = globalThis.fetch,
  api = DISCORD_API,
}: FollowUpOptions): Promise<boolean> {
  if (!INTERACTION_TOKEN.test(token)) {
    logger.error({ msg: 'discord follow-up not sent: the interaction token is not one' });
    return false;
  }
  const url = `${api.replace(/\/+$/, '')}/webhooks/${applicationId}/${token}/messages/@original`;
  try {
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    logger.error({ msg: 'discord follow-up refused', status: response.status });
  } catch (error) {
    logger.error({ msg: 'discord follow-up failed', error: (error as Error).name });
  }
  return false;
}
