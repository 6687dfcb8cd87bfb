// English says exactly what the page said before the catalogs were wired: each phrase and
// message is compared with the words the page wrote, literally (the wording files they replaced).
import { describe, expect, it } from 'vitest';
import { type BoardSummaryInput, boardDescription, summarizeBoard } from './board-summary';
import { RANGE_KEYS, VIEWS } from './contract';
import { type FilterWire, filterOptions } from './filters';
import { loadCatalog } from './i18n/catalog';
import { translate } from './i18n/translate';
import {
  boardStatName,
  boardTitleText,
  boardValueText,
  dataAsOfText,
  documentTitleText,
  emptyBoardText,
  filterLabel,
  noMatchParts,
  pagerText,
  rangeLabel,
  rankLineText,
  viewText,
} from './phrases';
import { RANGE_ORDER, toPager } from './selectors';
import { makePlayerRow, makeTribeRow } from './testing';

const en = await loadCatalog('en');
const de = await loadCatalog('de');
const fr = await loadCatalog('fr');
const ja = await loadCatalog('ja');

// Every filter a view has, with its view.
const VIEW_FILTERS = VIEWS.flatMap((view) =>
  filterOptions(view).map((option) => [view, option.wire as FilterWire] as const),
);

const joined = (parts: ReturnType<typeof noMatchParts>) =>
  parts.map((part) => (typeof part === 'string' ? part : part.value)).join('');

describe('English phrases, word for word the page before the catalogs', () => {
  it('names each view as the page did', () => {
    expect(VIEWS.map((view) => viewText(en, view, 'tab'))).toEqual([
      'Tribe Leaderboard',
      'Player Leaderboard',
    ]);
    expect(VIEWS.map((view) => viewText(en, view, 'title'))).toEqual([
      'TRIBE LEADERBOARDS',
      'PLAYER LEADERBOARDS',
    ]);
    expect(VIEWS.map((view) => viewText(en, view, 'searchPlaceholder'))).toEqual([
      'Search for Tribes',
      'Search for Players',
    ]);
    expect(VIEWS.map((view) => viewText(en, view, 'searchLabel'))).toEqual([
      'Search tribes',
      'Search players',
    ]);
    expect(VIEWS.map((view) => viewText(en, view, 'caption'))).toEqual([
      'Tribe rankings',
      'Player rankings',
    ]);
  });

  it('says the page messages as the page did', () => {
    expect(translate(en, 'results.loading')).toBe('Loading...');
    expect(translate(en, 'results.wiped')).toBe(
      'Servers have recently wiped. Please check again later.',
    );
    expect(translate(en, 'results.sample')).toBe(
      'Live rankings are unavailable right now. Showing sample data.',
    );
    expect(translate(en, 'dropdown.season')).toBe('Season');
    expect(translate(en, 'season.current')).toBe('Current season');
    expect(translate(en, 'dropdown.period')).toBe('Period');
    expect(translate(en, 'results.lastSeason', { season: 'Season 4' })).toBe(
      'See the final standings of Season 4',
    );
    expect(translate(en, 'movement.new')).toBe('new');
    expect(joined(noMatchParts(en, 'players', 'rex'))).toBe('No players found matching "rex"');
    expect(joined(noMatchParts(en, 'tribes', '<b>"x"</b>'))).toBe(
      'No tribes found matching "<b>"x"</b>"',
    );
  });

  it('names and empties each range as the page did', () => {
    expect(RANGE_ORDER.map((key) => rangeLabel(en, key))).toEqual([
      'All time',
      'This month',
      'This week',
      'Today',
      'Last week',
      'Last month',
    ]);
    expect([...RANGE_ORDER].sort()).toEqual([...RANGE_KEYS].sort());
    expect(RANGE_KEYS.map((range) => emptyBoardText(en, range))).toEqual([
      'Servers have recently wiped. Please check again later.',
      'No activity recorded today yet.',
      'No activity recorded this week yet.',
      'No activity recorded this month yet.',
      'No activity recorded last week.',
      'No activity recorded last month.',
    ]);
  });

  it('labels each filter as the Filter by dropdown did', () => {
    expect(filterOptions('tribes').map(({ wire }) => filterLabel(en, wire))).toEqual([
      'Tribe Score',
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
  });

  it('says the detail panel as it did', () => {
    expect(translate(en, 'panel.player.title')).toBe('Player details');
    expect(translate(en, 'panel.tribe.title')).toBe('Tribe details');
    expect(translate(en, 'panel.player.notFound')).toBe(
      'This player is not on the board: hidden or unknown.',
    );
    expect(translate(en, 'panel.tribe.notFound')).toBe(
      'This tribe is not on the board: hidden or unknown.',
    );
    expect(translate(en, 'panel.failed')).toBe(
      'The details could not be loaded. Please try again later.',
    );
    expect(translate(en, 'panel.close')).toBe('Close');
    expect(translate(en, 'panel.ranks')).toBe('Ranks');
    expect(translate(en, 'panel.members')).toBe('Members');
    expect(translate(en, 'panel.membersPager')).toBe('Members pages');
    expect(translate(en, 'panel.playerTribe', { tribe: 'Alpha' })).toBe('Tribe: Alpha');
    const stats = [
      'kd',
      'wildDinoKills',
      'dinosTamed',
      'deathsByDino',
      'deathsByWildDino',
    ] as const;
    expect(stats.map((stat) => translate(en, `stat.${stat}`))).toEqual([
      'KD',
      'Wild Dino Kills',
      'Dinos Tamed',
      'Deaths by Dino',
      'Deaths by Wild Dino',
    ]);
    expect(translate(en, 'stat.members')).toBe('Members');
    expect(rankLineText(en, 3, 3000, 'Kills')).toBe('#3 of 3,000 in Kills');
    expect(rankLineText(en, null, 120, 'Kills')).toBe('Not ranked in Kills');
    expect(rankLineText(en, 1234567, 9999999, 'Kills')).toBe('#1,234,567 of 9,999,999 in Kills');
  });

  it('says "Page X of N" as the pager did, numbers as given', () => {
    expect(pagerText(en, 0, 2)).toBe('Page 1 of 2');
    expect(pagerText(en, 999, 1000)).toBe('Page 1000 of 1000');
    expect(toPager(41, 12345).text).toBe('Page 42 of 12345');
  });

  it('titles and describes each board as link previews did', () => {
    const titles: string[] = [];
    for (const [view, filter] of VIEW_FILTERS) {
      const rows =
        view === 'tribes'
          ? [makeTribeRow({ rank: 1, DamageScore: undefined }), makeTribeRow({ rank: 2 })]
          : [makePlayerRow({ rank: 1, PlayTime: 74070 })];
      const place = { filter, clusterDisplay: 'Solos', top: 5, siteName: 'S', url: 'u' };
      const input = { view, rows, ...place, updatedAt: null, catalog: en } as BoardSummaryInput;
      const summary = summarizeBoard(input);
      expect(summary.title).toBe(`${boardTitleText(en, view, filter)} · Solos`);
      expect(summary.valueLabel).toBe(boardStatName(en, filter));
      titles.push(`${summary.title} (${summary.valueLabel})`);
      const described = summary.rows
        .map(({ rank, name, value }) => `${rank}. ${name} — ${boardValueText(en, filter, value)}`)
        .join(' · ');
      expect(boardDescription(summary, en), `${view} ${filter}`).toBe(described);
    }
    expect(titles).toEqual([
      'Top tribes by score · Solos (score)',
      'Top tribes by kills · Solos (kills)',
      'Top tribes by deaths · Solos (deaths)',
      'Top tribes by tamed dino kills · Solos (tamed dino kills)',
      'Top tribes by time played · Solos (time played)',
      'Top players by kills · Solos (kills)',
      'Top players by deaths · Solos (deaths)',
      'Top players by tamed dino kills · Solos (tamed dino kills)',
      'Top players by time played · Solos (time played)',
    ]);
    expect(boardValueText(en, 'kills', '1,234')).toBe('1,234 kills');
    expect(boardValueText(en, 'time_played', '12.50 hrs')).toBe('12.50 hrs');
    expect(boardValueText(en, 'tribe_score', 'N/A')).toBe('N/A');
    expect(translate(en, 'board.empty')).toBe('No rankings yet.');
  });

  it('writes "Data as of" on the server as it did', () => {
    expect(dataAsOfText(en, '2026-11-20T15:04:00Z')).toBe('Data as of Nov 20, 2026, 3:04 PM UTC');
    expect(dataAsOfText(en, '2026-11-20T15:04:00Z', 'Europe/Berlin')).toBe(
      'Data as of Nov 20, 2026, 4:04 PM (Europe/Berlin)',
    );
    expect(dataAsOfText(en, 'not a time')).toBeNull();
    expect(dataAsOfText(en, null)).toBeNull();
  });

  it('titles the document as it did', () => {
    expect(documentTitleText(en)).toBe('ARK Leaderboards');
    expect(documentTitleText(en, 'The Island')).toBe('The Island · ARK Leaderboards');
  });
});

describe('phrases in other languages', () => {
  it('puts the visitor text where the language quotes it', () => {
    expect(noMatchParts(fr, 'players', 'Rex')).toEqual([
      'Aucun joueur ne correspond à «\u00a0',
      { param: 'query', value: 'Rex' },
      '\u00a0»',
    ]);
  });

  it('writes a rank line with the language grouping', () => {
    expect(rankLineText(de, 3, 3000, 'Kills')).toBe('Platz 3 von 3.000 bei Kills');
    expect(rankLineText(ja, null, 3000, 'キル')).toBe('キル: 順位なし');
  });

  it('does not name a value again that names itself', () => {
    expect(boardValueText(de, 'tribe_score', 'k. A.')).toBe('k. A.');
    expect(boardValueText(de, 'time_played', '3,75 Std.')).toBe('3,75 Std.');
    expect(boardValueText(de, 'kills', '1.234')).toBe('Kills: 1.234');
  });

  it('refuses a board title for a filter the view has not', () => {
    expect(() => boardTitleText(en, 'players', 'tribe_score')).toThrow(/no filter tribe_score/);
  });

  it('writes "Data as of" in the language and the community time zone', () => {
    expect(dataAsOfText(de, '2026-11-20T15:04:00Z', 'Europe/Berlin')).toBe(
      'Stand: 20.11.2026, 16:04 (Europe/Berlin)',
    );
    expect(dataAsOfText(ja, '2026-11-20T15:04:00Z')).toBe('2026/11/20 15:04 UTC 時点のデータ');
  });
});
