import { describe, expect, it } from 'vitest';
import { gainsBetween, makeSuspectData } from '../../test/suspect-data';
import type { GainColumns } from '../store/suspects';
import {
  DEFAULT_SUSPECT_RULES,
  describeFacts,
  findSuspects,
  hideCommand,
  median,
  robustBound,
  SuspectRulesSchema,
} from './find-suspects';

/** Gain columns from rows of [id, kills, deaths, dinoKills, playTime]. */
function makeGains(rows: readonly [string, number, number, number, number | null][]): GainColumns {
  return {
    ids: rows.map((r) => r[0]),
    kills: rows.map((r) => r[1]),
    deaths: rows.map((r) => r[2]),
    dinoKills: rows.map((r) => r[3]),
    playTime: rows.map((r) => r[4]),
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 9, 3, 4])).toBe(3.5);
    expect(median([])).toBe(0);
  });
});

describe('robustBound', () => {
  it('puts the bound factor MADs above the median', () => {
    expect(robustBound([1, 2, 3, 4, 100], 10)).toEqual({ median: 3, mad: 1, bound: 13 });
  });

  it('counts a MAD under 1 as 1, so equal gains do not make every larger one suspect', () => {
    expect(robustBound([2, 2, 2, 3], 10)).toEqual({ median: 2, mad: 0, bound: 12 });
  });
});

describe('findSuspects', () => {
  it('finds no kills without play time where the source keeps no play time', () => {
    const gains = makeGains([
      ['a', 5, 1, 0, null],
      ['b', 4, 1, 0, null],
    ]);
    expect(findSuspects(gains, DEFAULT_SUSPECT_RULES)).toEqual([]);
  });

  it('finds every planted cheater by the rules it breaks, and no honest player', () => {
    const data = makeSuspectData();
    const found = findSuspects(gainsBetween(data.before, data.after), DEFAULT_SUSPECT_RULES);
    const byId = new Map<string, string[]>();
    for (const f of found) byId.set(f.id, [...(byId.get(f.id) ?? []), f.reason]);
    expect(Object.fromEntries(byId)).toEqual(
      Object.fromEntries(
        [...data.planted].map(([id, reasons]) => [id, [...reasons].sort(reasonOrder)]),
      ),
    );
  });

  it('leaves out the honest top players, whose all-time KD is 100 over 3,000 hours', () => {
    const data = makeSuspectData();
    const found = findSuspects(gainsBetween(data.before, data.after), DEFAULT_SUSPECT_RULES);
    for (const id of data.honestTop) expect(found.map((f) => f.id)).not.toContain(id);
  });

  it('finds no one in an idle period', () => {
    const { after } = makeSuspectData();
    expect(findSuspects(gainsBetween(after, after), DEFAULT_SUSPECT_RULES)).toEqual([]);
  });

  it('gives the numbers of each rule', () => {
    const found = findSuspects(
      makeGains([
        ['1', 2, 1, 0, 60],
        ['2', 3, 1, 0, 60],
        ['3', 4, 1, 0, 60],
        ['4', 300, 2, 0, 60],
        ['5', 5, 0, 0, 0],
      ]),
      DEFAULT_SUSPECT_RULES,
    );
    expect(found).toEqual([
      {
        id: '4',
        reason: 'kills_outlier',
        facts: { gain: 300, median: 4, mad: 1, factor: 10, bound: 14 },
      },
      { id: '4', reason: 'high_kd', facts: { kills: 300, deaths: 2, kd: 150, limit: 50 } },
      { id: '5', reason: 'kills_without_play_time', facts: { kills: 5, play_time: 0 } },
    ]);
  });

  it('takes the KD limit, the kills it needs and the factor from the rules', () => {
    const gains = makeGains([
      ['1', 10, 0, 0, 60],
      ['2', 11, 0, 0, 60],
      ['3', 12, 0, 0, 60],
      ['4', 60, 1, 0, 60],
    ]);
    const strict = { factor: 100, kdLimit: 20, minKills: 50 };
    expect(findSuspects(gains, strict).map((f) => `${f.id} ${f.reason}`)).toEqual(['4 high_kd']);
    expect(findSuspects(gains, { ...strict, minKills: 61 })).toEqual([]);
  });
});

describe('SuspectRulesSchema', () => {
  it('fills every default and refuses a factor that is no positive number', () => {
    expect(SuspectRulesSchema.parse({})).toEqual({ factor: 10, kdLimit: 50, minKills: 100 });
    expect(SuspectRulesSchema.parse({ kdLimit: 30 }).kdLimit).toBe(30);
    expect(SuspectRulesSchema.safeParse({ factor: 0 }).success).toBe(false);
    expect(SuspectRulesSchema.safeParse({ factr: 3 }).success).toBe(false);
  });
});

describe('describeFacts', () => {
  it('says each rule’s numbers in one line', () => {
    expect(
      describeFacts({
        reason: 'kills_outlier',
        facts: { gain: 1200, median: 4, mad: 2, factor: 10, bound: 24 },
      }),
    ).toBe('1,200 gained; bound 24 = median 4 + 10 × MAD 2');
    expect(
      describeFacts({ reason: 'high_kd', facts: { kills: 300, deaths: 2, kd: 150, limit: 50 } }),
    ).toBe('KD 150 (300 kills, 2 deaths); limit 50');
    expect(describeFacts({ reason: 'kills_without_play_time', facts: { kills: 5 } })).toBe(
      '5 kills gained, 0 minutes played',
    );
  });
});

describe('hideCommand', () => {
  it('gives the hide command with its words quoted for a shell', () => {
    expect(hideCommand('SOLO', { id: '76561198000000001', reason: 'high_kd' })).toBe(
      "pnpm ark hide --cluster SOLO --player 76561198000000001 --reason 'suspect: KD above the limit'",
    );
    expect(hideCommand("it's", { id: '1', reason: 'high_kd' })).toContain(`--cluster 'it'\\''s'`);
  });

  it('joins an id that starts with - to its option, so it is never read as one', () => {
    expect(hideCommand('ASA', { id: '-x_1', reason: 'high_kd' })).toContain(' --player=-x_1 ');
    expect(hideCommand('ASA', { id: '0002a1b2', reason: 'high_kd' })).toContain(
      ' --player 0002a1b2 ',
    );
  });
});

const ORDER = ['kills_outlier', 'dino_kills_outlier', 'high_kd', 'kills_without_play_time'];
const reasonOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);
