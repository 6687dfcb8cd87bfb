import { describe, expect, it } from 'vitest';
import { noMatchMessage, WORDING } from './wording';

describe('noMatchMessage', () => {
  it('names the view and quotes the submitted text', () => {
    expect(noMatchMessage('players', 'rex')).toBe('No players found matching "rex"');
    expect(noMatchMessage('tribes', 'Alpha Pack')).toBe('No tribes found matching "Alpha Pack"');
  });

  it('quotes the text as given, markup and quotes included', () => {
    expect(noMatchMessage('tribes', '<b>"x"</b>')).toBe('No tribes found matching "<b>"x"</b>"');
  });
});

describe('WORDING', () => {
  it('gives each view the title, tab and placeholder the specification names', () => {
    expect(WORDING.tribes).toMatchObject({
      tab: 'Tribe Leaderboard',
      title: 'TRIBE LEADERBOARDS',
      searchPlaceholder: 'Search for Tribes',
    });
    expect(WORDING.players).toMatchObject({
      tab: 'Player Leaderboard',
      title: 'PLAYER LEADERBOARDS',
      searchPlaceholder: 'Search for Players',
    });
  });
});
