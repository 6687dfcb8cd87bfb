import { describe, expect, it } from 'vitest';
import { type RunFacts, runFileName, runRecord } from './record-run';

const facts: RunFacts = {
  date: new Date('2026-05-01T14:02:33Z'),
  command: 'pnpm bench:api -- --players 20000',
  machine: '2 cores, Test CPU, 7.8 GB memory',
  loadBefore: '1.00 / 0.50 / 0.25',
  loadAfter: '2.00 / 1.00 / 0.50',
  commit: 'abc1234+dirty',
};

describe('runRecord', () => {
  it('names the date, command, machine, load before and after, commit, then the lines as printed', () => {
    expect(runRecord(facts, ['store, 400 reads each:', '  ranked page  p50 0.51 ms'])).toBe(
      [
        '# 2026-05-01 14:02 UTC · `pnpm bench:api -- --players 20000`',
        '',
        '- machine: 2 cores, Test CPU, 7.8 GB memory',
        '- load average (1 / 5 / 15 min): 1.00 / 0.50 / 0.25 before, 2.00 / 1.00 / 0.50 after',
        '- commit: abc1234+dirty',
        '',
        '```text',
        'store, 400 reads each:',
        '  ranked page  p50 0.51 ms',
        '```',
        '',
      ].join('\n'),
    );
  });
});

describe('runFileName', () => {
  it("names the run's file by its minute and the benchmark", () => {
    expect(runFileName(facts)).toBe('2026-05-01-1402-api.md');
  });

  it('takes the benchmark from a filtered command too', () => {
    expect(runFileName({ ...facts, command: 'pnpm --filter @ark/bench bench:reads' })).toBe(
      '2026-05-01-1402-reads.md',
    );
  });

  it('names a command that is no benchmark a run', () => {
    expect(runFileName({ ...facts, command: 'node draw.mjs' })).toBe('2026-05-01-1402-run.md');
  });
});
