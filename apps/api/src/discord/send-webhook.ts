// Posting a message to a Discord webhook: rate limits waited out, server errors retried a little,
// refusals reported once. The URL's token never reaches a log line, an error or the result.
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { clip } from '../lib/clip';
import type { Logger } from '../lib/logger';
import { redactText } from '../lib/redact';
import { parseWebhookUrl, redactWebhook } from './discord-config';
import type { DiscordWebhookBody } from './discord-limits';

export interface SendWebhookOptions {
  /** The webhook URL (it holds the token). */
  webhook: string;
  body: DiscordWebhookBody;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Requests in all, first one included. */
  maxTries?: number;
  /** The longest rate-limit wait taken; a longer one ends the attempt. */
  maxRetryAfterMs?: number;
  /** The wait before the first retry after a server or network error; doubled for each next one. */
  backoffMs?: number;
  /** How long one request may take. */
  timeoutMs?: number;
}

/** Why a post was not delivered. */
export type SendFailure = 'bad_webhook' | 'refused' | 'rate_limited' | 'server_error' | 'network';

/** How a post went: `status` is the last answer's (null when none came), `tries` the requests made. */
export type SendWebhookResult =
  | { ok: true; status: number; tries: number; messageId: string | null }
  | { ok: false; status: number | null; tries: number; reason: SendFailure; message: string };

/** Discord's wait when a 429 names none. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

const MessageSchema = z.object({ id: z.string() });
const ErrorAnswerSchema = z.object({
  message: z.string().optional(),
  code: z.number().optional(),
  retry_after: z.number().nonnegative().optional(),
});

type Answer =
  | { kind: 'answer'; status: number; json: unknown; retryAfterHeader: string | null }
  | { kind: 'network'; message: string };

/**
 * Posts `body` to the webhook and waits for Discord to store it (`?wait=true`). A 429 waits the
 * `retry_after` Discord gives (at most `maxRetryAfterMs`) and tries again; a 5xx or a network error
 * tries again after a backoff; any other answer is final. At most `maxTries` requests in all. Never
 * throws for a failed delivery: the result says what happened, and a failure is logged once.
 */
export async function sendWebhook({
  webhook,
  body,
  logger,
  fetch = globalThis.fetch,
  sleep = (ms) => delay(ms),
  maxTries = 3,
  maxRetryAfterMs = 60_000,
  backoffMs = 1_000,
  timeoutMs = 15_000,
}: SendWebhookOptions): Promise<SendWebhookResult> {
  const shown = redactWebhook(webhook);
  const parts = parseWebhookUrl(webhook, { allowLocalWebhooks: true });
  /** Any text from outside (Discord's answer, a socket error) without the token, and short. */
  const safe = (text: string) => clip(redactText(text, parts ? [parts.token] : []));
  const fail = (
    reason: SendFailure,
    status: number | null,
    tries: number,
    detail: string,
  ): SendWebhookResult => {
    const message = `Discord webhook ${shown}: ${detail}`;
    logger.error({ msg: 'discord post failed', webhook: shown, status, tries, reason, detail });
    return { ok: false, status, tries, reason, message };
  };
  if (!parts) return fail('bad_webhook', null, 0, 'not a Discord webhook URL');

  const url = new URL(webhook);
  url.searchParams.set('wait', 'true');
  const request = async (): Promise<Answer> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'ARK-Leaderboards' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return {
        kind: 'answer',
        status: response.status,
        json: parseJson(text),
        retryAfterHeader: response.headers.get('retry-after'),
      };
    } catch (error) {
      return { kind: 'network', message: networkMessage(error) };
    }
  };

  for (let tries = 1; ; tries += 1) {
    const answer = await request();
    const status = answer.kind === 'answer' ? answer.status : null;
    if (answer.kind === 'answer' && status !== null && status >= 200 && status < 300) {
      const message = MessageSchema.safeParse(answer.json);
      return { ok: true, status, tries, messageId: message.success ? message.data.id : null };
    }
    let reason: SendFailure;
    let detail: string;
    let waitMs: number;
    if (answer.kind === 'network') {
      reason = 'network';
      detail = safe(answer.message);
      waitMs = backoffMs * 2 ** (tries - 1);
    } else if (answer.status === 429) {
      reason = 'rate_limited';
      waitMs = retryAfterMs(answer.json, answer.retryAfterHeader);
      detail = `rate limited (retry after ${waitMs / 1000} s)`;
      if (waitMs > maxRetryAfterMs) {
        return fail(reason, 429, tries, `${detail}, longer than ${maxRetryAfterMs / 1000} s`);
      }
    } else if (answer.status >= 500) {
      reason = 'server_error';
      detail = `answered ${answer.status}${discordError(answer.json, safe)}`;
      waitMs = backoffMs * 2 ** (tries - 1);
    } else {
      return fail(
        'refused',
        answer.status,
        tries,
        `answered ${answer.status}${discordError(answer.json, safe)}`,
      );
    }
    if (tries >= maxTries) return fail(reason, status, tries, `${detail} after ${tries} tries`);
    logger.info({ msg: 'discord post retry', webhook: shown, status, tries, reason, waitMs });
    await sleep(waitMs);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The wait a 429 asks for: `retry_after` seconds in its body, else its Retry-After header. */
function retryAfterMs(json: unknown, header: string | null): number {
  const answer = ErrorAnswerSchema.safeParse(json);
  const seconds = answer.success ? answer.data.retry_after : undefined;
  if (seconds !== undefined) return Math.ceil(seconds * 1000);
  const fromHeader = header === null ? Number.NaN : Number(header);
  return Number.isFinite(fromHeader) && fromHeader >= 0
    ? Math.ceil(fromHeader * 1000)
    : DEFAULT_RETRY_AFTER_MS;
}

/** ": <Discord's message> (code N)" when the answer carries one. */
function discordError(json: unknown, safe: (text: string) => string): string {
  const answer = ErrorAnswerSchema.safeParse(json);
  if (!answer.success || !answer.data.message) return '';
  const code = answer.data.code === undefined ? '' : ` (code ${answer.data.code})`;
  return `: ${safe(answer.data.message)}${code}`;
}

/** fetch's own message and its cause's ("fetch failed: connect ECONNREFUSED ..."). */
function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
