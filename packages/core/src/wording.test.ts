import { describe, expect, it } from 'vitest';
import { lastSeasonLinkText, movementText, noMatchMessage, rankLine } from './wording';

describe('noMatchMessage', () => {
  it('names the view and quotes the submitted text', () => {
    expect(noMatchMessage('players', 'rex')).toBe('No players found matching "rex"');
    expect(noMatchMessage('tribes', 'Alpha Pack')).toBe('No tribes found matching "Alpha Pack"');
  });

  it('quotes the text as given, markup and quotes included', () => {
    expect(noMatchMessage('tribes', '<b>"x"</b>')).toBe('No tribes found matching "<b>"x"</b>"');
  });
});

describe('rankLine', () => {
  it('says the rank, how many are ranked and in what, with grouped numbers', () => {
    expect(rankLine(3, 3000, 'Kills')).toBe('#3 of 3,000 in Kills');
    expect(rankLine(1234, 1_000_000, 'Time Played')).toBe('#1,234 of 1,000,000 in Time Played');
  });
});

describe('movementText', () => {
  it('says up or down and how many places, singular for one', () => {
    expect(movementText(3)).toBe('up 3 places since the last update');
    expect(movementText(-2)).toBe('down 2 places since the last update');
    expect(movementText(1)).toBe('up 1 place since the last update');
    expect(movementText(-1500)).toBe('down 1,500 places since the last update');
  });

  it('calls a row that was not in the previous import new', () => {
    expect(movementText(null)).toBe('new since the last update');
  });

  it('has words for no movement too', () => {
    expect(movementText(0)).toBe('unchanged since the last update');
  });
});

describe('lastSeasonLinkText', () => {
  it("names the last season's final standings", () => {
    expect(lastSeasonLinkText('Season 4')).toBe('See the final standings of Season 4');
  });
});
