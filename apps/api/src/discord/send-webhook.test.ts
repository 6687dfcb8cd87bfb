import type { BoardSummary } from '@ark/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeMemoryLogger } from '../sync/test/fake-import';
import { buildBoardPost } from './board-embed';
import type { DiscordWebhookBody } from './discord-limits';
import { type SendWebhookOptions, sendWebhook } from './send-webhook';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver';

const TOKEN = 'unit-test_TOKEN_0123456789';
const WEBHOOK = `https://discord.com/api/webhooks/42/${TOKEN}`;

function makeBody(): DiscordWebhookBody {
  const board: BoardSummary = {
    title: 'Top players by kills · Solos · Last week',
    url: 'https://ark.example/?view=players&range=last_week',
    filter: 'kills',
    valueLabel: 'Kills',
    rows: [{ rank: 1, name: '@everyone **x**', value: '12' }],
    updatedAt: '2024-05-06T00:00:00Z',
    siteName: 'Rex Valley',
  };
  return buildBoardPost({ boards: [board] });
}

/** A fetch answering each call with the next answer (a Response, or an error to throw). */
function makeFetch(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A sleep that returns at once and remembers what it was asked to wait. */
function makeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

function send(options: Partial<SendWebhookOptions> & Pick<SendWebhookOptions, 'fetch'>) {
  const log = makeMemoryLogger();
  const sleeper = makeSleep();
  const result = sendWebhook({
    webhook: WEBHOOK,
    body: makeBody(),
    logger: log.logger,
    sleep: sleeper.sleep,
    ...options,
  });
  return { result, log, waits: sleeper.waits };
}

/** Everything a caller or an operator could see of a send. */
function everythingShown(result: unknown, records: unknown[]): string {
  return JSON.stringify({ result, records });
}

describe('sendWebhook', () => {
  it('posts the body as JSON and waits for the stored message', async () => {
    const { fetch, calls } = makeFetch(json(200, { id: '777' }));
    const { result, log } = send({ fetch });
    expect(await result).toEqual({ ok: true, status: 200, tries: 1, messageId: '777' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${WEBHOOK}?wait=true`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(makeBody());
    expect(log.records).toEqual([]);
  });

  it("keeps a thread's query beside wait=true", async () => {
    const { fetch, calls } = makeFetch(json(200, { id: '1' }));
    await send({ fetch, webhook: `${WEBHOOK}?thread_id=9` }).result;
    expect(calls[0]?.url).toBe(`${WEBHOOK}?thread_id=9&wait=true`);
  });

  it('waits the retry_after of a 429 body, then tries again', async () => {
    const { fetch } = makeFetch(
      json(429, { retry_after: 2.5, global: false }),
      json(200, { id: '1' }),
    );
    const { result, waits, log } = send({ fetch });
    expect(await result).toMatchObject({ ok: true, status: 200, tries: 2 });
    expect(waits).toEqual([2500]);
    expect(log.messages()).toEqual(['info discord post retry']);
  });

  it('waits the Retry-After header of a 429 whose body names no wait', async () => {
    const { fetch } = makeFetch(json(429, {}, { 'retry-after': '3' }), json(200, { id: '1' }));
    const { result, waits } = send({ fetch });
    expect(await result).toMatchObject({ ok: true, tries: 2 });
    expect(waits).toEqual([3000]);
  });

  it('gives up at once on a 429 asking for a longer wait than it takes', async () => {
    const { fetch, calls } = makeFetch(json(429, { retry_after: 120 }));
    const { result, waits, log } = send({ fetch });
    expect(await result).toMatchObject({
      ok: false,
      status: 429,
      tries: 1,
      reason: 'rate_limited',
    });
    expect(waits).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(log.messages()).toEqual(['error discord post failed']);
  });

  it('tries a 5xx again with a growing backoff', async () => {
    const { fetch } = makeFetch(json(502, {}), json(503, {}), json(200, { id: '1' }));
    const { result, waits } = send({ fetch });
    expect(await result).toMatchObject({ ok: true, tries: 3 });
    expect(waits).toEqual([1000, 2000]);
  });

  it('stops after 3 tries in all and logs the failure once', async () => {
    const { fetch, calls } = makeFetch(json(500, {}), json(429, { retry_after: 1 }), json(500, {}));
    const { result, log } = send({ fetch });
    expect(await result).toEqual({
      ok: false,
      status: 500,
      tries: 3,
      reason: 'server_error',
      message:
        'Discord webhook https://discord.com/api/webhooks/42/***: answered 500 after 3 tries',
    });
    expect(calls).toHaveLength(3);
    expect(log.messages()).toEqual([
      'info discord post retry',
      'info discord post retry',
      'error discord post failed',
    ]);
  });

  it('counts a network error like a 5xx', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    const { fetch } = makeFetch(refused, json(200, { id: '1' }));
    const { result, waits } = send({ fetch });
    expect(await result).toMatchObject({ ok: true, tries: 2 });
    expect(waits).toEqual([1000]);
  });

  it('fails at once on any other 4xx, with one log line naming the status and the webhook', async () => {
    const { fetch, calls } = makeFetch(json(404, { message: 'Unknown Webhook', code: 10015 }));
    const { result, log, waits } = send({ fetch });
    expect(await result).toMatchObject({ ok: false, status: 404, tries: 1, reason: 'refused' });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(log.records).toEqual([
      {
        level: 'error',
        msg: 'discord post failed',
        webhook: 'https://discord.com/api/webhooks/42/***',
        status: 404,
        tries: 1,
        reason: 'refused',
        detail: 'answered 404: Unknown Webhook (code 10015)',
      },
    ]);
  });

  it('does not follow a redirect', async () => {
    const { fetch, calls } = makeFetch(new Response(null, { status: 301 }));
    const { result } = send({ fetch });
    expect(await result).toMatchObject({ ok: false, status: 301, reason: 'refused' });
    expect(calls[0]?.init?.redirect).toBe('manual');
  });

  it.each([
    ['a network error', () => new TypeError(`fetch failed for ${WEBHOOK}?wait=true`)],
    ['a 5xx answer', () => json(500, { message: `boom at ${WEBHOOK}` })],
    ['a 4xx answer', () => json(400, { message: `bad ${TOKEN}`, code: 50035 })],
  ])('never shows the token, even when %s quotes it', async (_, answer) => {
    const { fetch } = makeFetch(answer(), answer(), answer());
    const { result, log } = send({ fetch });
    const final = await result;
    expect(final.ok).toBe(false);
    expect(final.ok || final.message).toContain('***');
    expect(everythingShown(final, log.records)).not.toContain(TOKEN);
  });

  it('refuses a URL that is not a webhook without sending anything', async () => {
    const { fetch, calls } = makeFetch();
    const { result, log } = send({ fetch, webhook: `https://evil.example/${TOKEN}` });
    const final = await result;
    expect(final).toMatchObject({ ok: false, status: null, tries: 0, reason: 'bad_webhook' });
    expect(calls).toEqual([]);
    expect(everythingShown(final, log.records)).not.toContain(TOKEN);
  });
});

describe('sendWebhook to a webhook over HTTP', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  function post(body: unknown = makeBody(), webhook = receiver.url) {
    const log = makeMemoryLogger();
    const sleeper = makeSleep();
    const result = sendWebhook({
      webhook,
      body: body as DiscordWebhookBody,
      logger: log.logger,
      sleep: sleeper.sleep,
    });
    return { result, log, waits: sleeper.waits };
  }

  it('delivers a board post and gets the stored message back', async () => {
    const { result, log } = post();
    const final = await result;
    expect(final).toMatchObject({ ok: true, status: 200, tries: 1 });
    expect(final.ok && final.messageId).toMatch(/^\d+$/);
    expect(receiver.messages).toEqual([makeBody()]);
    expect(log.records).toEqual([]);
  });

  it.each(['body', 'header'] as const)(
    'waits one 429 out (retry_after in the %s), then delivers',
    async (via) => {
      receiver.rateLimitOnce(0.25, { via });
      const { result, waits } = post();
      expect(await result).toMatchObject({ ok: true, tries: 2 });
      expect(waits).toEqual([250]);
      expect(receiver.statuses).toEqual([429, 200]);
      expect(receiver.messages).toHaveLength(1);
    },
  );

  it('delivers after two 5xx', async () => {
    receiver.failNext(2, 503);
    const { result } = post();
    expect(await result).toMatchObject({ ok: true, tries: 3 });
    expect(receiver.statuses).toEqual([503, 503, 200]);
    expect(receiver.messages).toHaveLength(1);
  });

  it('fails after three 5xx, three tries in all', async () => {
    receiver.failNext(3);
    const { result, log } = post();
    expect(await result).toMatchObject({ ok: false, status: 500, tries: 3 });
    expect(receiver.statuses).toEqual([500, 500, 500]);
    expect(receiver.messages).toEqual([]);
    expect(log.messages().filter((line) => line.startsWith('error'))).toHaveLength(1);
  });

  it('fails at once on an unknown webhook with one log line, never retrying', async () => {
    const wrong = receiver.url.replace(receiver.token, 'wrong-token');
    const { result, log, waits } = post(makeBody(), wrong);
    expect(await result).toMatchObject({ ok: false, status: 404, tries: 1, reason: 'refused' });
    expect(receiver.statuses).toEqual([404]);
    expect(waits).toEqual([]);
    expect(log.records).toHaveLength(1);
    expect(log.records[0]).toMatchObject({
      status: 404,
      webhook: `http://127.0.0.1:${new URL(receiver.url).port}/api/webhooks/${receiver.id}/***`,
    });
    expect(JSON.stringify(log.records)).not.toContain('wrong-token');
  });

  it.each([
    ['a description over 4096', { description: 'x'.repeat(4097) }],
    ['a title over 256', { title: 'x'.repeat(257) }],
    ['a footer over 2048', { footer: { text: 'x'.repeat(2049) } }],
    ['26 fields', { fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }],
    ['a field name over 256', { fields: [{ name: 'x'.repeat(257), value: 'v' }] }],
    ['a field value over 1024', { fields: [{ name: 'n', value: 'x'.repeat(1025) }] }],
  ])('is refused for %s, with no retry', async (_, embed) => {
    const { result, log } = post({ embeds: [embed], allowed_mentions: { parse: [] } });
    expect(await result).toMatchObject({ ok: false, status: 400, tries: 1, reason: 'refused' });
    expect(log.records[0]?.detail).toBe('answered 400: Invalid Form Body (code 50035)');
    expect(receiver.messages).toEqual([]);
  });

  it('is refused for over 6000 characters across embeds, or 11 embeds', async () => {
    const embed = { description: 'x'.repeat(4000) };
    for (const embeds of [[embed, embed], Array.from({ length: 11 }, () => ({ title: 't' }))]) {
      const { result } = post({ embeds, allowed_mentions: { parse: [] } });
      expect(await result).toMatchObject({ ok: false, status: 400 });
    }
    expect(receiver.messages).toEqual([]);
  });

  it('is refused for a body that could ping', async () => {
    for (const allowed of [undefined, { parse: ['everyone'] }]) {
      const { result } = post({ embeds: [{ title: 't' }], allowed_mentions: allowed });
      expect(await result).toMatchObject({ ok: false, status: 400 });
    }
    expect(receiver.messages).toEqual([]);
  });

  it('accepts ten full boards of long hostile names', async () => {
    const board: BoardSummary = {
      title: '**'.repeat(200),
      url: 'https://ark.example/',
      filter: 'kills',
      valueLabel: 'Kills',
      rows: Array.from({ length: 25 }, (_, i) => ({
        rank: i + 1,
        name: `@everyone <@${i}> ${'||'.repeat(30)}`,
        tribe: '```'.repeat(30),
        value: '1,234,567',
      })),
      updatedAt: '2024-05-06T00:00:00Z',
      siteName: 'x'.repeat(100),
    };
    const { result } = post(buildBoardPost({ boards: Array.from({ length: 10 }, () => board) }));
    expect(await result).toMatchObject({ ok: true, status: 200 });
    expect(receiver.messages).toHaveLength(1);
  });
});
