import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '../lib/progress';
import {
  createProgressLine as createLine,
  type ProgressLine,
  progressOutput,
} from './progress-line';

/** A terminal of `columns` columns that keeps what was written to it. */
function makeTerminal(columns = 100) {
  const writes: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        writes.push(String(chunk));
        done();
      },
    }),
    { isTTY: true, columns },
  );
  return {
    stream,
    writes,
    /** The text of the last frame, escape codes and the line's newline left out. */
    lastFrame: () => stripVTControlCharacters(writes.at(-1) ?? '').trim(),
  };
}

const makeEvent = (fields: Partial<ProgressEvent>): ProgressEvent => ({
  work: 'SOLO',
  step: 'build',
  part: null,
  phase: 'progress',
  done: 0,
  total: null,
  unit: null,
  ms: 0,
  ...fields,
});

/** The lines a test drew, put away after it (createProgressLine). */
const lines: ProgressLine[] = [];
afterEach(() => {
  for (const line of lines.splice(0)) line.done();
});

/**
 * A live line, put away after the test: a line left drawn keeps its redraw timer ticking in the
 * worker, and with `isolate: false` the next file's code saw it run (cold-read-walk.test.ts).
 */
const createProgressLine: typeof createLine = (options) => {
  const line = createLine(options);
  lines.push(line);
  return line;
};

describe('createProgressLine', () => {
  it('draws the step, a bar where the total is known, the time taken and what is left', () => {
    const terminal = makeTerminal();
    let time = 0;
    const line = createProgressLine({ stream: terminal.stream, now: () => time });
    line.onProgress(makeEvent({ phase: 'start' }));
    line.onProgress(
      makeEvent({ phase: 'start', part: 'players: rows', total: 1000, unit: 'rows' }),
    );
    time = 4000;
    line.onProgress(makeEvent({ part: 'players: rows', done: 400, total: 1000, unit: 'rows' }));
    expect(terminal.lastFrame()).toBe(
      'SOLO  build · players: rows  [████████░░░░░░░░░░░░]  40%  4.0 s  ~6.0 s left',
    );
  });

  it('draws 80 columns wide on a terminal that reports 0 columns and 0 rows', () => {
    const terminal = makeTerminal(0);
    Object.assign(terminal.stream, { rows: 0 });
    const line = createProgressLine({ stream: terminal.stream, now: () => 0 });
    line.onProgress(makeEvent({ phase: 'start', part: 'x'.repeat(200) }));
    expect(terminal.lastFrame()).toBe(`SOLO  build · ${'x'.repeat(64)}…`);
  });

  it('counts what it cannot measure against a total, with no bar', () => {
    const terminal = makeTerminal();
    let time = 0;
    const line = createProgressLine({ stream: terminal.stream, now: () => time });
    line.onProgress(makeEvent({ step: 'normalise', phase: 'start', unit: 'rows' }));
    time = 2500;
    line.onProgress(makeEvent({ step: 'normalise', done: 412_000, unit: 'rows' }));
    expect(terminal.lastFrame()).toBe('SOLO  normalise  412,000 rows  2.5 s');
  });

  it('redraws one line in place, at most every 100 ms, and takes it away when done', () => {
    const terminal = makeTerminal();
    let time = 0;
    const line = createProgressLine({ stream: terminal.stream, now: () => time });
    line.onProgress(makeEvent({ phase: 'start', total: 10 }));
    for (let done = 1; done <= 10; done++) {
      time += 10;
      line.onProgress(makeEvent({ done, total: 10 }));
    }
    // The start, then one frame 100 ms later: not one per report.
    expect(terminal.writes).toHaveLength(2);
    expect(terminal.writes.join('')).not.toContain('\n\n');
    line.done();
    expect(stripVTControlCharacters(terminal.writes.at(-1) ?? '')).toBe('');
  });

  it('moves the time on while a long statement reports nothing', async () => {
    // The line's clock and its redraw timer are the test's: both move only when it says.
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const terminal = makeTerminal();
      // Date.now is the fake timers' here, started at 0.
      const line = createProgressLine({ stream: terminal.stream, now: () => Date.now() });
      line.onProgress(makeEvent({ phase: 'start', part: 'players: indexes', total: 9 }));
      expect(terminal.lastFrame()).toContain('0.0 s');
      await vi.advanceTimersByTimeAsync(3000);
      expect(terminal.lastFrame()).toContain('3.0 s');
      line.done();
      const written = terminal.writes.length;
      await vi.advanceTimersByTimeAsync(3000);
      expect(terminal.writes).toHaveLength(written);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within the terminal’s width', () => {
    const terminal = makeTerminal(30);
    const line = createProgressLine({ stream: terminal.stream, now: () => 0 });
    line.onProgress(makeEvent({ phase: 'start', part: 'range_players: rows and indexes' }));
    expect(terminal.lastFrame().length).toBeLessThan(30);
  });
});

describe('progressOutput', () => {
  const end = makeEvent({ step: 'swap', phase: 'end', ms: 12 });

  /** What progressOutput writes to `stream`, as lines. */
  function linesOf(options: { json: boolean; env: NodeJS.ProcessEnv; tty: boolean }) {
    const terminal = makeTerminal();
    terminal.stream.isTTY = options.tty;
    const output = progressOutput({
      json: options.json,
      subject: 'cluster',
      stream: terminal.stream,
      env: options.env,
    });
    output.onProgress(makeEvent({ step: 'swap', phase: 'start' }));
    output.onProgress(end);
    output.done();
    return terminal.writes.join('');
  }

  it('writes one JSON line per step, never a carriage return, in a pipe, in CI or with --json', () => {
    for (const options of [
      { json: false, env: {}, tty: false },
      { json: false, env: { CI: 'true' }, tty: true },
      { json: true, env: {}, tty: true },
    ]) {
      const written = linesOf(options);
      expect(written).not.toContain('\r');
      const lines = written.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
        msg: 'import step',
        cluster: 'SOLO',
        step: 'swap',
        ms: 12,
      });
    }
  });

  it('draws the live line on a terminal, and clears it before a log line', () => {
    const terminal = makeTerminal();
    const output = progressOutput({
      json: false,
      subject: 'cluster',
      stream: terminal.stream,
      env: {},
    });
    output.onProgress(makeEvent({ step: 'read', phase: 'start' }));
    expect(terminal.lastFrame()).toMatch(/^SOLO {2}read {2}0\.\d s$/);
    output.logger.info({ msg: 'new suspects' });
    const [cleared, logged] = terminal.writes.slice(-2);
    expect(stripVTControlCharacters(cleared ?? '')).toBe('');
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ msg: 'new suspects' });
    output.done();
  });
});
