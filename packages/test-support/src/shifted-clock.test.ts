import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_VARIABLE, middayMidweek, shiftedClock } from './shifted-clock';

const run = promisify(execFile);

/** What a Node process started on `clock` sees of its dates. */
async function datesIn(clock: ReturnType<typeof shiftedClock>) {
  const script = `
    const { statSync } = require('node:fs');
    class Stamp extends Date {}
    console.log(JSON.stringify({
      now: Date.now(),
      made: new Date().getTime(),
      text: Date(),
      epoch: new Date(0).toISOString(),
      parsed: Date.parse('2026-01-02T03:04:05Z'),
      fileTimeIsDate: statSync('.').mtime instanceof Date,
      stampIsDate: new Stamp() instanceof Date,
      dateIsStamp: new Date() instanceof Stamp,
      stampTime: new Stamp().getTime(),
    }));`;
  const { stdout } = await run(process.execPath, [...clock.execArgv, '-e', script], {
    env: { ...process.env, ...clock.env },
  });
  return JSON.parse(stdout) as Record<string, number | string | boolean>;
}

describe('shiftedClock', () => {
  it("starts a process's dates at the chosen moment, running on from there", async () => {
    const at = new Date('2026-11-18T12:00:00Z');
    const started = Date.now();
    const seen = await datesIn(shiftedClock(at, started));
    // The process read its clock between the test's two readings of the real one.
    const lasted = Date.now() - started;
    for (const key of ['now', 'made', 'stampTime'] as const) {
      expect(seen[key]).toBeGreaterThanOrEqual(at.getTime());
      expect(seen[key]).toBeLessThanOrEqual(at.getTime() + lasted);
    }
    expect(seen.text).toMatch(/^Wed Nov 18 2026 /);
  });

  it('leaves dates given a time, parsing, file times and subclasses as they were', async () => {
    const seen = await datesIn(shiftedClock(new Date('2026-11-18T12:00:00Z')));
    expect(seen).toMatchObject({
      epoch: '1970-01-01T00:00:00.000Z',
      parsed: Date.UTC(2026, 0, 2, 3, 4, 5),
      fileTimeIsDate: true,
      stampIsDate: true,
      dateIsStamp: false,
    });
  });

  it('names its offset in one variable', () => {
    const clock = shiftedClock(new Date(5000), 2000);
    expect(clock.env).toEqual({ [CLOCK_OFFSET_VARIABLE]: '3000' });
  });
});

describe('middayMidweek', () => {
  it('is noon UTC of the last Wednesday at or before the date', () => {
    const wednesdayNoon = '2026-11-18T12:00:00.000Z';
    for (const from of [
      '2026-11-18T12:00:00Z',
      '2026-11-18T23:59:59Z',
      '2026-11-22T23:59:59Z',
      '2026-11-24T00:00:00Z',
      '2026-11-25T11:59:59Z',
    ]) {
      expect(middayMidweek(new Date(from)).toISOString(), from).toBe(wednesdayNoon);
    }
    expect(middayMidweek(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe(
      '2026-11-25T12:00:00.000Z',
    );
  });
});
