// English says exactly what the page says today: each phrase and message is compared with the
// wording it will replace, so wiring the catalogs changes no English text.
import { describe, expect, it } from 'vitest';
import {
  type BoardSummaryInput,
  boardDescription,
  dataAsOf,
  EMPTY_BOARD_DESCRIPTION,
  summarizeBoard,
} from '../board-summary';
import { RANGE_KEYS, VIEWS } from '../contract';
import { FILTER_TABLE, type FilterWire, filterOptions } from '../filters';
import { NEW_ROW_TEXT } from '../format';
import { rankLine } from '../panel';
import {
  CLOSE_LABEL,
  DETAIL_FAILED_MESSAGE,
  DETAIL_WORDING,
  MEMBERS_PAGER_LABEL,
  PANEL_HEADINGS,
  STAT_LABELS,
} from '../panel-wording';
import { toPager } from '../selectors';
import { documentTitle, PAGE_TITLE } from '../site';
import { makePlayerRow, makeTribeRow } from '../testing';
import {
  CURRENT_SEASON_LABEL,
  emptyRangeMessage,
  LOADING_TEXT,
  lastSeasonLinkText,
  noMatchMessage,
  PERIOD_LABEL,
  RANGE_OPTIONS,
  rangeTitlePart,
  SAMPLE_NOTICE,
  SEASON_LABEL,
  WIPED_MESSAGE,
  WORDING,
} from '../wording';
import { loadCatalog } from './catalog';
import en from './catalogs/en';
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
import { translate } from './translate';

const de = await loadCatalog('de');
const fr = await loadCatalog('fr');
const ja = await loadCatalog('ja');

// Every filter a view has, with its view.
const VIEW_FILTERS = VIEWS.flatMap((view) =>
  filterOptions(view).map((option) => [view, option.wire as FilterWire] as const),
);

describe('English phrases against the wording they replace', () => {
  it('names each view as WORDING does', () => {
    for (const view of VIEWS) {
      const { tab, title, searchPlaceholder, searchLabel, caption } = WORDING[view];
      expect(viewText(en, view, 'tab')).toBe(tab);
      expect(viewText(en, view, 'title')).toBe(title);
      expect(viewText(en, view, 'searchPlaceholder')).toBe(searchPlaceholder);
      expect(viewText(en, view, 'searchLabel')).toBe(searchLabel);
      expect(viewText(en, view, 'caption')).toBe(caption);
    }
  });

  it('says the page messages as wording.ts does', () => {
    expect(translate(en, 'results.loading')).toBe(LOADING_TEXT);
    expect(translate(en, 'results.wiped')).toBe(WIPED_MESSAGE);
    expect(translate(en, 'results.sample')).toBe(SAMPLE_NOTICE);
    expect(translate(en, 'dropdown.season')).toBe(SEASON_LABEL);
    expect(translate(en, 'season.current')).toBe(CURRENT_SEASON_LABEL);
    expect(translate(en, 'dropdown.period')).toBe(PERIOD_LABEL);
    expect(translate(en, 'results.lastSeason', { season: 'Season 4' })).toBe(
      lastSeasonLinkText('Season 4'),
    );
    expect(translate(en, 'movement.new')).toBe(NEW_ROW_TEXT);
    for (const view of VIEWS) {
      const parts = noMatchParts(en, view, 'r"ex');
      expect(parts.map((part) => (typeof part === 'string' ? part : part.value)).join('')).toBe(
        noMatchMessage(view, 'r"ex'),
      );
    }
  });

  it('names and empties each range as wording.ts does', () => {
    expect(RANGE_OPTIONS.map(({ key }) => rangeLabel(en, key))).toEqual(
      RANGE_OPTIONS.map(({ label }) => label),
    );
    for (const range of RANGE_KEYS) {
      expect(rangeLabel(en, range)).toBe(rangeTitlePart(range));
      expect(emptyBoardText(en, range)).toBe(emptyRangeMessage(range));
    }
  });

  it('labels each filter as the filter table does', () => {
    for (const view of VIEWS) {
      for (const { wire, label } of FILTER_TABLE[view]) expect(filterLabel(en, wire)).toBe(label);
    }
  });

  it('says the detail panel as panel-wording.ts and panel.ts do', () => {
    expect(translate(en, 'panel.player.title')).toBe(DETAIL_WORDING.player.title);
    expect(translate(en, 'panel.tribe.title')).toBe(DETAIL_WORDING.tribe.title);
    expect(translate(en, 'panel.player.notFound')).toBe(DETAIL_WORDING.player.notFound);
    expect(translate(en, 'panel.tribe.notFound')).toBe(DETAIL_WORDING.tribe.notFound);
    expect(translate(en, 'panel.failed')).toBe(DETAIL_FAILED_MESSAGE);
    expect(translate(en, 'panel.close')).toBe(CLOSE_LABEL);
    expect(translate(en, 'panel.ranks')).toBe(PANEL_HEADINGS.ranks);
    expect(translate(en, 'panel.members')).toBe(PANEL_HEADINGS.members);
    expect(translate(en, 'panel.membersPager')).toBe(MEMBERS_PAGER_LABEL);
    expect(translate(en, 'panel.playerTribe', { tribe: 'Alpha' })).toBe(
      `${STAT_LABELS.tribe}: Alpha`,
    );
    expect(translate(en, 'stat.kd')).toBe(STAT_LABELS.kd);
    expect(translate(en, 'stat.wildDinoKills')).toBe(STAT_LABELS.wildDinoKills);
    expect(translate(en, 'stat.dinosTamed')).toBe(STAT_LABELS.dinosTamed);
    expect(translate(en, 'stat.deathsByDino')).toBe(STAT_LABELS.deathsByDino);
    expect(translate(en, 'stat.deathsByWildDino')).toBe(STAT_LABELS.deathsByWildDino);
    expect(translate(en, 'stat.members')).toBe(STAT_LABELS.members);
    for (const [rank, of] of [
      [3, 3000],
      [null, 120],
      [1234567, 9999999],
    ] as const) {
      expect(rankLineText(en, rank, of, 'Kills')).toBe(rankLine(rank, of, 'Kills'));
    }
  });

  it('says "Page X of N" as the pager does', () => {
    for (const [page, total] of [
      [0, 2],
      [999, 1000],
      [41, 12345],
    ] as const) {
      expect(pagerText(en, page, total)).toBe(toPager(page, total).text);
    }
  });

  it('titles and describes each board as summarizeBoard and boardDescription do', () => {
    for (const [view, filter] of VIEW_FILTERS) {
      const rows =
        view === 'tribes'
          ? [makeTribeRow({ rank: 1, DamageScore: undefined }), makeTribeRow({ rank: 2 })]
          : [makePlayerRow({ rank: 1, PlayTime: 74070 })];
      const place = { filter, clusterDisplay: 'Solos', top: 5, siteName: 'S', url: 'u' };
      const input = { view, rows, ...place, updatedAt: null } as BoardSummaryInput;
      const summary = summarizeBoard(input);
      expect(`${boardTitleText(en, view, filter)} · Solos`, `${view} ${filter}`).toBe(
        summary.title,
      );
      expect(boardStatName(en, filter)).toBe(summary.valueLabel);
      const described = summary.rows
        .map(({ rank, name, value }) => `${rank}. ${name} — ${boardValueText(en, filter, value)}`)
        .join(' · ');
      expect(described, `${view} ${filter}`).toBe(boardDescription(summary));
    }
    expect(translate(en, 'board.empty')).toBe(EMPTY_BOARD_DESCRIPTION);
  });

  it('writes "Data as of" on the server as dataAsOf does', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Los_Angeles']) {
      for (const iso of ['2026-11-20T15:04:00Z', '2026-03-29T00:30:00Z', 'not a time', null]) {
        expect(dataAsOfText(en, iso, zone), `${zone} ${iso}`).toBe(dataAsOf(iso, zone));
      }
    }
  });

  it('titles the document as documentTitle does', () => {
    expect(documentTitleText(en)).toBe(PAGE_TITLE);
    expect(documentTitleText(en, 'The Island')).toBe(documentTitle({ name: 'The Island' }));
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
