// Test support: a Discord webhook stand-in on 127.0.0.1, over real HTTP. It refuses what Discord
// refuses (its documented limits, with Discord's error shape) and what this project never sends (a
// body without `allowed_mentions: { parse: [] }`), and can be told to rate-limit or fail first.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BodyProblem, type DiscordWebhookBody, webhookBodyProblems } from '../discord-limits';

/** A webhook answering on 127.0.0.1, recording what it accepted. */
export interface WebhookReceiver {
  /** The webhook's URL: `http://127.0.0.1:<port>/api/webhooks/<id>/<token>`. */
  url: string;
  id: string;
  token: string;
  /** The bodies accepted, in order. */
  messages: DiscordWebhookBody[];
  /** The status of every answer given, in order (one a request). */
  statuses: number[];
  /** The next request is answered 429 with this `retry_after`, in the body or only in the header. */
  rateLimitOnce(retryAfterSeconds: number, options?: { via?: 'body' | 'header' }): void;
  /** The next `times` requests are answered with this 5xx. */
  failNext(times: number, status?: number): void;
  close(): Promise<void>;
}

export interface WebhookReceiverOptions {
  id?: string;
  token?: string;
}

/** Biggest body read; Discord's own cap is larger, but no post of ours comes near. */
const MAX_BODY_BYTES = 1024 * 1024;

type Scripted = { status: 429; retryAfter: number; via: 'body' | 'header' } | { status: number };

/** Starts a webhook receiver on 127.0.0.1 and a free port. */
export async function startWebhookReceiver({
  id = '112233445566778899',
  token = 'receiver-token_0123456789abcdefABCDEF',
}: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const messages: DiscordWebhookBody[] = [];
  const statuses: number[] = [];
  const script: Scripted[] = [];
  let nextMessageId = 1_000_000_000_000_000_000n;

  const answer = (
    res: ServerResponse,
    status: number,
    json?: unknown,
    headers: Record<string, string> = {},
  ) => {
    statuses.push(status);
    res.writeHead(
      status,
      json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    );
    res.end(json === undefined ? undefined : JSON.stringify(json));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== `/api/webhooks/${id}/${token}`) {
      return answer(res, 404, { message: 'Unknown Webhook', code: 10015 });
    }
    if (req.method !== 'POST') {
      return answer(res, 405, { message: '405: Method Not Allowed', code: 0 });
    }
    const scripted = script.shift();
    if (scripted && 'via' in scripted) {
      const seconds = String(scripted.retryAfter);
      const body = { message: 'You are being rate limited.', global: false };
      return scripted.via === 'body'
        ? answer(
            res,
            429,
            { ...body, retry_after: scripted.retryAfter },
            { 'retry-after': seconds },
          )
        : answer(res, 429, body, { 'retry-after': seconds });
    }
    if (scripted)
      return answer(res, scripted.status, { message: 'Internal Server Error', code: 0 });

    const text = await readBody(req);
    if (text === null)
      return answer(res, 413, { message: 'Request entity too large', code: 40005 });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(res, 400, { message: 'The request body contains invalid JSON.', code: 50109 });
    }
    const problems = [...webhookBodyProblems(body), ...mentionProblems(body)];
    if (problems.length > 0) {
      return answer(res, 400, {
        message: 'Invalid Form Body',
        code: 50035,
        errors: nest(problems),
      });
    }
    messages.push(body as DiscordWebhookBody);
    if (url.searchParams.get('wait') !== 'true') return answer(res, 204);
    nextMessageId += 1n;
    return answer(res, 200, { id: String(nextMessageId), webhook_id: id, ...(body as object) });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, { message: 'Internal Server Error', code: 0 }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/webhooks/${id}/${token}`,
    id,
    token,
    messages,
    statuses,
    rateLimitOnce: (retryAfter, { via = 'body' } = {}) => {
      script.push({ status: 429, retryAfter, via });
    },
    failNext: (times, status = 500) => {
      for (let i = 0; i < times; i += 1) script.push({ status });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The body's text, or null when it is over MAX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** This project's rule, not Discord's: every body says `allowed_mentions: { parse: [] }`. */
function mentionProblems(body: unknown): BodyProblem[] {
  const mentions = (body as { allowed_mentions?: { parse?: unknown } } | null)?.allowed_mentions;
  const parse = mentions?.parse;
  return Array.isArray(parse) && parse.length === 0
    ? []
    : [
        {
          path: ['allowed_mentions'],
          code: 'custom',
          message: 'allowed_mentions.parse must be []',
        },
      ];
}

type DiscordErrors = { _errors?: { code: string; message: string }[] } & {
  [key: string]: DiscordErrors | { code: string; message: string }[] | undefined;
};

/** Discord's nested error shape: `{ embeds: { 0: { title: { _errors: [...] } } } }`. */
function nest(problems: readonly BodyProblem[]): DiscordErrors {
  const root: DiscordErrors = {};
  for (const { path, code, message } of problems) {
    let node = root;
    for (const key of path) {
      const name = String(key);
      node[name] ??= {};
      node = node[name] as DiscordErrors;
    }
    node._errors ??= [];
    node._errors.push({ code: DISCORD_CODES[code] ?? 'BASE_TYPE_INVALID', message });
  }
  return root;
}

/** zod's issue codes as Discord names the same faults. */
const DISCORD_CODES: Record<string, string> = {
  too_big: 'BASE_TYPE_MAX_LENGTH',
  too_small: 'BASE_TYPE_MIN_LENGTH',
  invalid_type: 'BASE_TYPE_REQUIRED',
  invalid_format: 'URL_TYPE_INVALID_URL',
};
