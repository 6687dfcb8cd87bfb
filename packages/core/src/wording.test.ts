import { describe, expect, it } from 'vitest';
import { lastSeasonLinkText, noMatchMessage } from './wording';

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
