import { describe, expect, it } from 'vitest';
import {
  countedRows,
  type ProgressEvent,
  percentOf,
  REPORT_MS,
  stepClock,
  stepLines,
  stepRecord,
} from './progress';

/** A clock the test moves by hand. */
function makeClock() {
  let time = 1000;
  return { now: () => time, move: (ms: number) => (time += ms) };
}

describe('stepClock', () => {
  it('reports each step as it starts, goes and ends, with its time and its count', async () => {
    const clock = makeClock();
    const events: ProgressEvent[] = [];
    const steps = stepClock({ work: 'SOLO', onProgress: (e) => events.push(e), now: clock.now });
    await steps.run(
      'validate',
      (progress) => {
        clock.move(REPORT_MS);
        progress.report(40);
        clock.move(REPORT_MS);
        progress.report(100);
      },
      { total: 100, unit: 'rows' },
    );
    expect(events.map((e) => [e.step, e.phase, e.done, e.total, e.ms])).toEqual([
      ['validate', 'start', 0, 100, 0],
      ['validate', 'progress', 40, 100, REPORT_MS],
      ['validate', 'progress', 100, 100, 2 * REPORT_MS],
      ['validate', 'end', 100, 100, 2 * REPORT_MS],
    ]);
    expect(steps.times).toEqual({ validate: 2 * REPORT_MS });
  });

  it('reports at most once per REPORT_MS, but always the last unit', async () => {
    const clock = makeClock();
    const events: ProgressEvent[] = [];
    const steps = stepClock({ work: 'SOLO', onProgress: (e) => events.push(e), now: clock.now });
    await steps.run(
      'normalise',
      (progress) => {
        for (let done = 1; done <= 1000; done++) {
          clock.move(1);
          progress.report(done);
        }
      },
      { total: 1000, unit: 'rows' },
    );
    const reports = events.filter((e) => e.phase === 'progress');
    expect(reports.length).toBeLessThanOrEqual(1000 / REPORT_MS + 1);
    expect(reports.at(-1)?.done).toBe(1000);
  });

  it('times each part from its start, and tells onStep each part and step as it ends', async () => {
    const clock = makeClock();
    const events: ProgressEvent[] = [];
    const ended: [string, number][] = [];
    const steps = stepClock({
      work: 'SOLO',
      onProgress: (e) => events.push(e),
      onStep: (name, ms) => ended.push([name, ms]),
      now: clock.now,
    });
    await steps.run('build', (progress) => {
      progress.part('players: rows', 10, 'rows');
      clock.move(300);
      progress.report(10);
      progress.part('players: indexes', 4, 'indexes');
      clock.move(200);
    });
    expect(ended).toEqual([
      ['players: rows', 300],
      ['players: indexes', 200],
      ['build', 500],
    ]);
    expect(events.map((e) => [e.part, e.phase])).toEqual([
      [null, 'start'],
      ['players: rows', 'start'],
      ['players: rows', 'progress'],
      ['players: rows', 'end'],
      ['players: indexes', 'start'],
      ['players: indexes', 'end'],
      [null, 'end'],
    ]);
    // A step counted in parts has no count of its own at its end.
    expect(events.at(-1)).toMatchObject({ done: 0, total: null, unit: null });
  });
});

describe('countedRows', () => {
  it('counts the rows as they are read, every so many and at the end', () => {
    const counts: number[] = [];
    const rows = countedRows([1, 2, 3, 4, 5], (n) => counts.push(n), 2);
    expect([...rows]).toEqual([1, 2, 3, 4, 5]);
    expect(counts).toEqual([2, 4, 5]);
  });
});

describe('percentOf', () => {
  it('says the whole percent, or null while the total is not known', () => {
    expect(percentOf({ done: 1, total: 3 })).toBe(33);
    expect(percentOf({ done: 0, total: 0 })).toBe(100);
    expect(percentOf({ done: 5, total: null })).toBeNull();
  });
});

describe('stepRecord', () => {
  const end: ProgressEvent = {
    work: 'SOLO',
    step: 'normalise',
    part: null,
    phase: 'end',
    done: 1200,
    total: null,
    unit: 'rows',
    ms: 42,
  };

  it('names the cluster, the step, its time and its count', () => {
    expect(stepRecord(end, 'cluster')).toEqual({
      msg: 'import step',
      cluster: 'SOLO',
      step: 'normalise',
      ms: 42,
      done: 1200,
      total: null,
      unit: 'rows',
    });
    expect(stepRecord({ ...end, work: 'Season 4', step: 'seal', done: 0 }, 'season')).toEqual({
      msg: 'season close step',
      season: 'Season 4',
      step: 'seal',
      ms: 42,
    });
  });

  it('logs a line at each step’s end, none for its parts or its reports', () => {
    const lines: Record<string, unknown>[] = [];
    const log = stepLines({ info: (f) => lines.push(f), error: () => {} }, 'cluster');
    log({ ...end, phase: 'progress' });
    log({ ...end, part: 'players: rows' });
    log(end);
    expect(lines).toHaveLength(1);
  });
});
