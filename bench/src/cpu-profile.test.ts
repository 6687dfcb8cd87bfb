import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type CpuProfile,
  countSamples,
  type ProfileNode,
  profilesSideBySide,
  readProfile,
} from './cpu-profile';

/** A node of a profile: a function of a file, or a frame of V8's own. */
const makeNode = (id: number, functionName: string, url = ''): ProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber: 9 },
});

/** A profile of 10 samples, 100 µs apart from t = 1000 µs: idle, then a read's functions. */
const makeProfile = (): CpuProfile => ({
  nodes: [
    makeNode(1, '(idle)'),
    makeNode(2, 'readPage', 'file:///app/dist/main.js'),
    makeNode(3, 'writev', 'node:net'),
  ],
  startTime: 1000,
  endTime: 2000,
  samples: [1, 1, 2, 2, 2, 3, 2, 3, 1, 1],
  timeDeltas: Array.from({ length: 10 }, () => 100),
});

describe('countSamples', () => {
  it('counts busy samples per function and area, idle left out', () => {
    const profile = makeProfile();
    const counts = countSamples(profile, profile.samples);
    expect(counts.busy).toBe(6);
    expect(counts.usPerSample).toBe(100);
    expect(counts.functions.get('readPage main.js:10')).toBe(4);
    expect(counts.functions.get('writev node:net:10')).toBe(2);
    expect(counts.areas.get('this app (cache, ETag, parsing, handlers)')).toBe(4);
  });
});

describe('readProfile', () => {
  it("counts only the samples taken in the load's window, or all when none falls in it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ark-profile-'));
    try {
      writeFileSync(join(dir, 'CPU.1.cpuprofile'), JSON.stringify(makeProfile()));
      // Samples are taken at 1100, 1200, ... 2000 µs: 1300..1600 holds readPage x3 and writev.
      const load = readProfile(dir, { from: 1250, to: 1650 });
      expect(load?.functions.get('readPage main.js:10')).toBe(3);
      expect(load?.busy).toBe(4);
      expect(readProfile(dir, { from: 5000, to: 6000 })?.busy).toBe(6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is null when the server wrote no profile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ark-profile-'));
    expect(readProfile(dir)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('profilesSideBySide', () => {
  it("puts each build's hottest functions side by side, with their µs per request", () => {
    const profile = makeProfile();
    const counts = countSamples(profile, profile.samples);
    const table = profilesSideBySide(
      [
        { label: 'this build', counts, requests: 2, rps: 2 },
        { label: '--against', counts: null, requests: 0, rps: 0 },
      ],
      2,
    ).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(
      /^ {2}this build, 2 req\/s: 300 µs busy per request +\| --against: no CPU profile written$/,
    );
    expect(table[1]).toContain('66.7 %  200.0 µs  readPage main.js:10');
    expect(table[2]).toContain('33.3 %  100.0 µs  writev node:net:10');
  });
});
