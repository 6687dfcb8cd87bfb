import { describe, expect, it } from 'vitest';
import { makeMemoryLogger } from '../sync/test/fake-import';
import { answerInTime, editOriginal, type Timer } from './deferred-answer';
import type { MessageData } from './interaction';

const DATA: MessageData = { content: 'hi', allowed_mentions: { parse: [] } };
const TOKEN = 'interaction-token_SECRET0123456789';

describe('answerInTime', () => {
  it('gives the answer when it comes before the timer, and stops the timer', async () => {
    let stopped: AbortSignal | undefined;
    const timer: Timer = (_ms, signal) => {
      stopped = signal;
      return new Promise(() => {});
    };
    expect(await answerInTime(Promise.resolve(DATA), { timer })).toEqual(DATA);
    expect(stopped?.aborted).toBe(true);
  });

  it('says deferred when the timer fires while the answer is still coming', async () => {
    const pending = new Promise<MessageData>(() => {});
    expect(await answerInTime(pending, { timer: () => Promise.resolve() })).toBe('deferred');
  });

  it('asks the timer for the time it was given', async () => {
    const asked: number[] = [];
    const timer: Timer = (ms) => {
      asked.push(ms);
      return Promise.resolve();
    };
    await answerInTime(new Promise(() => {}), { timer, deferAfterMs: 1234 });
    expect(asked).toEqual([1234]);
  });
});

describe('editOriginal', () => {
  it('PATCHes @original of the interaction’s webhook with the answer', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response('{}', { status: 200 });
    };
    const { logger } = makeMemoryLogger();
    const sent = await editOriginal({
      applicationId: '1',
      token: TOKEN,
      data: DATA,
      logger,
      fetch,
      api: 'http://127.0.0.1:9/api/v10/',
    });
    expect(sent).toBe(true);
    expect(calls[0]?.url).toBe(`http://127.0.0.1:9/api/v10/webhooks/1/${TOKEN}/messages/@original`);
    expect([calls[0]?.init?.method, calls[0]?.init?.body]).toEqual(['PATCH', JSON.stringify(DATA)]);
  });

  it('logs a refusal or a failure once, without the token', async () => {
    const memory = makeMemoryLogger();
    const refused = async () => new Response('{}', { status: 404 });
    const failing = async (url: string | URL | Request): Promise<Response> => {
      throw new Error(`connect ECONNREFUSED ${String(url)}`);
    };
    for (const fetch of [refused, failing]) {
      const sent = await editOriginal({
        applicationId: '1',
        token: TOKEN,
        data: DATA,
        logger: memory.logger,
        fetch,
      });
      expect(sent).toBe(false);
    }
    expect(memory.messages()).toEqual([
      'error discord follow-up refused',
      'error discord follow-up failed',
    ]);
    expect(JSON.stringify(memory.records)).not.toContain('SECRET');
  });

  it('sends nothing for a token its address could not hold as it is', async () => {
    let called = false;
    const fetch = async () => {
      called = true;
      return new Response('{}');
    };
    const { logger } = makeMemoryLogger();
    const sent = await editOriginal({
      applicationId: '1',
      token: '../../x',
      data: DATA,
      logger,
      fetch,
    });
    expect([sent, called]).toEqual([false, false]);
  });
});
