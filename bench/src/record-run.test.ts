import { describe, expect, it } from 'vitest';
import { appendRun, type RunFacts, runSection } from './record-run';

const facts: RunFacts = {
  date: new Date('2026-05-01T14:02:33Z'),
  command: 'pnpm bench:api -- --players 20000',
  machine: '2 cores, Test CPU, 7.8 GB memory',
  loadBefore: '1.00 / 0.50 / 0.25',
  loadAfter: '2.00 / 1.00 / 0.50',
  commit: 'abc1234+dirty',
};
const section = runSection(facts, ['store, 400 reads each:', '  ranked page  p50 0.51 ms']);

describe('runSection', () => {
  it('names the date, command, machine, load before and after, commit, then the lines as printed', () => {
    expect(section).toBe(
      [
        '### 2026-05-01 14:02 UTC · `pnpm bench:api -- --players 20000`',
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

describe('appendRun', () => {
  it('creates the record with its Runs heading when there is none', () => {
    expect(appendRun(null, section)).toBe(`# Benchmarks\n\n## Runs\n\n${section}`);
  });

  it('adds the Runs heading at the end of a record without one, leaving the rest as it is', () => {
    const record = '# Benchmarks\n\n## Own code over middleware\n\nfigures\n';
    expect(appendRun(record, section)).toBe(`${record}\n## Runs\n\n${section}`);
  });

  it('adds a run after the earlier runs, before the section that follows them', () => {
    const record = `# Benchmarks\n\n## Runs\n\n${section}\n## Later\n\ntext\n`;
    const twice = appendRun(record, section.replace('14:02', '15:00'));
    expect(twice).toBe(
      `# Benchmarks\n\n## Runs\n\n${section}\n${section.replace('14:02', '15:00')}\n## Later\n\ntext\n`,
    );
    expect(twice.split('### ').length - 1).toBe(2);
  });

  it('appends at the end when the runs are the last section', () => {
    const record = `# Benchmarks\n\n## Runs\n\n${section}`;
    expect(appendRun(record, section)).toBe(`${record}\n${section}`);
  });
});
