import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store';
import { createApp } from '../http/app';
import { clipFields, jsonLogger } from './logger';

/** A destination that keeps each written line. */
function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('jsonLogger', () => {
  it('writes one JSON line per record: ISO time, level as a word, then the fields', () => {
    const out = capture();
    const err = capture();
    const logger = jsonLogger({ out: out.stream, err: err.stream });
    logger.info({ msg: 'listening', url: 'http://127.0.0.1:8080/' });
    logger.error({ msg: 'unhandled error', error: 'boom' });
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(
      /^\{"level":"info","time":"\d{4}-\d\d-\d\dT[\d:.]+Z","msg":"listening","url":"http:\/\/127\.0\.0\.1:8080\/"\}\n$/,
    );
    expect(err.lines).toHaveLength(1);
    expect(JSON.parse(err.lines[0] as string)).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
      error: 'boom',
    });
  });

  it('caps every logged field at 200 characters and masks URL passwords, but keeps a stack whole', () => {
    const out = capture();
    const logger = jsonLogger({ out: out.stream });
    const stack = `Error: x\n${'    at f (file.ts:1:1)\n'.repeat(20)}`;
    logger.info({
      msg: 'request',
      path: `/api/${'a'.repeat(15_000)}`,
      error: 'connect mysql://ark:s3cret@db:3306/solo failed',
      stack,
    });
    const record = JSON.parse(out.lines[0] as string);
    expect(record.path).toBe(`/api/${'a'.repeat(195)}…`);
    expect(record.error).toBe('connect mysql://ark:***@db:3306/solo failed');
    expect(record.stack).toBe(stack);
  });

  it('logs a 15,000-character request path in a line of normal size', async () => {
    const out = capture();
    const app = createApp({ store: fakeStore(), logger: jsonLogger({ out: out.stream }) });
    await app.request(`/api/${'a'.repeat(15_000)}`);
    expect(out.lines).toHaveLength(1);
    expect((out.lines[0] as string).length).toBeLessThan(600);
    expect(JSON.parse(out.lines[0] as string)).toMatchObject({ msg: 'request', status: 404 });
  });
});

describe('clipFields', () => {
  it('returns the same record when nothing needs cutting or masking', () => {
    const fields = { msg: 'request', path: '/', status: 200 };
    expect(clipFields(fields)).toBe(fields);
  });
});
