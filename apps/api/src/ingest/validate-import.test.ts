import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { emptyMapReport } from './map-report';
import { collapsedIdLimit, refuseCollapsedIds } from './validate-import';

const sources = { players: 'players.json', tribes: 'tribes.json' };

/** Runs the check on a report with these repeats, for tables of these sizes. */
function check(
  repeats: { players?: number; tribes?: number },
  rows: { players: number; tribes: number },
) {
  const report = {
    ...emptyMapReport(),
    duplicatePlayers: repeats.players ?? 0,
    duplicateTribes: repeats.tribes ?? 0,
  };
  return () => refuseCollapsedIds({ report, rows, sources });
}

describe('collapsedIdLimit', () => {
  it('allows 10 repeats, or 1 % of the rows when that is more', () => {
    expect(collapsedIdLimit(50)).toBe(10);
    expect(collapsedIdLimit(1_000)).toBe(10);
    expect(collapsedIdLimit(250_000)).toBe(2_500);
  });
});

describe('refuseCollapsedIds', () => {
  it('refuses 46 repeated SteamIDs among 50 rows in one line naming the likely cause', () => {
    const run = check({ players: 46 }, { players: 50, tribes: 3 });
    expect(run).toThrow(ImportError);
    expect(run).toThrow(
      'players.json: 46 of 50 rows repeat a SteamID (at most 10 may): ids rounded? quote them (write each SteamID as text)',
    );
  });

  it('lets up to the limit through, to be dropped and counted', () => {
    expect(check({ players: 10 }, { players: 50, tribes: 0 })).not.toThrow();
    expect(check({ players: 2_500 }, { players: 250_000, tribes: 0 })).not.toThrow();
    expect(check({ players: 2_501 }, { players: 250_000, tribes: 0 })).toThrow(/2,501 of 250,000/);
  });

  it('refuses repeated TribeIDs the same way', () => {
    expect(check({ tribes: 11 }, { players: 50, tribes: 20 })).toThrow(
      /^tribes\.json: 11 of 20 rows repeat a TribeID/,
    );
  });
});
