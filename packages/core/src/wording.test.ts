import { describe, expect, it } from 'vitest';
import { RANGE_KEYS } from './contract';
import {
  emptyRangeMessage,
  lastSeasonLinkText,
  noMatchMessage,
  RANGE_OPTIONS,
  rangeTitlePart,
  WIPED_MESSAGE,
} from './wording';

describe('noMatchMessage', () => {
  it('names the view and quotes the submitted text', () => {
    expect(noMatchMessage('players', 'rex')).toBe('No players found matching "rex"');
    expect(noMatchMessage('tribes', 'Alpha Pack')).toBe('No tribes found matching "Alpha Pack"');
  });

  it('quotes the text as given, markup and quotes included', () => {
    expect(noMatchMessage('tribes', '<b>"x"</b>')).toBe('No tribes found matching "<b>"x"</b>"');
  });
});

describe('lastSeasonLinkText', () => {
  it("names the last season's final standings", () => {
    expect(lastSeasonLinkText('Season 4')).toBe('See the final standings of Season 4');
  });
});

describe('RANGE_OPTIONS', () => {
  it('names every range once, in the Period dropdown order', () => {
    expect(RANGE_OPTIONS.map((option) => option.label)).toEqual([
      'All time',
      'This month',
      'This week',
      'Today',
      'Last week',
      'Last month',
    ]);
    expect(RANGE_OPTIONS.map((option) => option.key).sort()).toEqual([...RANGE_KEYS].sort());
  });
});

describe('rangeTitlePart', () => {
  it("names a range as the dropdown does, for a preview's title", () => {
    expect(rangeTitlePart('week')).toBe('This week');
    expect(rangeTitlePart('day')).toBe('Today');
    expect(rangeTitlePart('last_month')).toBe('Last month');
    expect(rangeTitlePart('all')).toBe('All time');
  });
});

describe('emptyRangeMessage', () => {
  it('says no activity was recorded yet in a running period', () => {
    expect(emptyRangeMessage('day')).toBe('No activity recorded today yet.');
    expect(emptyRangeMessage('week')).toBe('No activity recorded this week yet.');
    expect(emptyRangeMessage('month')).toBe('No activity recorded this month yet.');
  });

  it('says no activity was recorded in a finished period', () => {
    expect(emptyRangeMessage('last_week')).toBe('No activity recorded last week.');
    expect(emptyRangeMessage('last_month')).toBe('No activity recorded last month.');
  });

  it('is the wipe message on the all-time board only', () => {
    expect(emptyRangeMessage('all')).toBe(WIPED_MESSAGE);
    for (const range of RANGE_KEYS.filter((key) => key !== 'all')) {
      expect(emptyRangeMessage(range)).not.toBe(WIPED_MESSAGE);
    }
  });
});
