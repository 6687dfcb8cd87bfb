import { describe, expect, it } from 'vitest';
import {
  type BoardSummary,
  type BoardSummaryInput,
  boardDescription,
  cleanName,
  clipName,
  clipText,
  escapeHtml,
  PREVIEW_IMAGE_SIZE,
  previewMetaTags,
  publicAddress,
  summarizeBoard,
  textDirection,
} from './board-summary';
import { NO_VALUE } from './format';
import { loadCatalog } from './i18n/catalog';
import { makePlayerRow, makeTribeRow } from './testing';

const en = await loadCatalog('en');
const de = await loadCatalog('de');
const ru = await loadCatalog('ru');

const HOSTILE = '"><script>alert(1)</script>&\'';

function makeInput(overrides: Partial<BoardSummaryInput> = {}): BoardSummaryInput {
  return {
    view: 'players',
    rows: [
      makePlayerRow({ rank: 1, PlayerName: 'Rex Hunter', PlayerKills: 1234 }),
      makePlayerRow({ rank: 2, PlayerName: 'Ann', PlayerKills: 999, TribeName: '' }),
      makePlayerRow({ rank: 2, PlayerName: 'Bo', PlayerKills: 999 }),
      makePlayerRow({ rank: 4, PlayerName: 'Cy', PlayerKills: 12 }),
    ],
    filter: 'kills',
    clusterDisplay: 'Solos',
    top: 5,
    siteName: 'Rex Hunters',
    url: 'https://ark.example/?view=players',
    updatedAt: '2026-11-20T15:04:00Z',
    catalog: en,
    ...overrides,
  } as BoardSummaryInput;
}

function makeSummary(overrides: Partial<BoardSummary> = {}): BoardSummary {
  return {
    title: 'Top players by kills · Solos',
    siteName: 'Rex Hunters',
    url: 'https://ark.example/?view=players',
    filter: 'kills',
    valueLabel: 'kills',
    rows: [
      { rank: 1, name: 'Rex Hunter', tribe: 'Alpha Rex', value: '1,234' },
      { rank: 2, name: 'Ann', value: '999' },
      { rank: 2, name: 'Bo', value: '999' },
      { rank: 4, name: 'Cy', value: '12' },
    ],
    updatedAt: '2026-11-20T15:04:00Z',
    ...overrides,
  };
}

describe('cleanName', () => {
  it('removes control, bidi-override and zero-width characters and collapses white space', () => {
    expect(cleanName(' Rex\u202e\u0000  Hun\u200bter\u2028 ')).toBe('Rex Hunter');
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(cleanName('\u0000\u200b\u200d\u202e\u2066\ufeff\t')).toBe('');
  });

  it('keeps the joiners that emoji sequences and Persian words need', () => {
    expect(cleanName('👨\u200d👩\u200d👧 می\u200cخواهم')).toBe('👨\u200d👩\u200d👧 می\u200cخواهم');
  });

  it('keeps names in any script, markup characters included', () => {
    for (const name of ['Иван', 'Αλέξανδρος', '张伟', '山田太郎', 'محمد', 'דוד', HOSTILE]) {
      expect(cleanName(name)).toBe(name);
    }
  });
});

describe('clipText', () => {
  it('keeps a text within its length as it is', () => {
    expect(clipText('Rex', 3)).toBe('Rex');
  });

  it('cuts a longer text to whole code points, its last an ellipsis', () => {
    expect(clipText('Abcdef', 4)).toBe('Abc…');
    const cut = clipText('🦖'.repeat(20), 5);
    expect(Array.from(cut)).toEqual(['🦖', '🦖', '🦖', '🦖', '…']);
    expect(cut).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });
});

describe('clipName', () => {
  it('cleans a hostile name before cutting it, so invisible characters take no room', () => {
    expect(clipName('\u202eRex\u0000\u200b  Hunters of the Island', 7)).toBe('Rex Hu…');
    expect(clipName(HOSTILE, 100)).toBe(HOSTILE);
  });

  it('leaves nothing of a name with nothing visible', () => {
    expect(clipName('\u0000\u200b\u202e', 10)).toBe('');
  });
});

describe('textDirection', () => {
  it('is right-to-left when the first letter is Arabic or Hebrew', () => {
    expect(textDirection('محمد')).toBe('rtl');
    expect(textDirection('123 דוד abc')).toBe('rtl');
  });

  it('is left-to-right for other scripts and for text without letters', () => {
    expect(textDirection('Rex محمد')).toBe('ltr');
    expect(textDirection('张伟')).toBe('ltr');
    expect(textDirection('123 😀')).toBe('ltr');
  });
});

describe('summarizeBoard', () => {
  it('titles a board by its view, statistic and cluster', () => {
    const summary = summarizeBoard(
      makeInput({ view: 'tribes', rows: [makeTribeRow()], filter: 'tribe_score' }),
    );
    expect(summary.title).toBe('Top tribes by score · Solos');
    expect(summary.valueLabel).toBe('score');
  });

  it('titles, names and formats a board in the language given', () => {
    const summary = summarizeBoard(makeInput({ catalog: ru, rangeLabel: 'Эта неделя' }));
    expect(summary.title).toBe('Лучшие игроки по убийствам · Solos · Эта неделя');
    expect(summary.valueLabel).toBe('убийства');
    expect(summary.rows[0]?.value).toBe('1\u00a0234');
  });

  it('names the period after the cluster when a range label is given', () => {
    expect(summarizeBoard(makeInput({ rangeLabel: 'This week' })).title).toBe(
      'Top players by kills · Solos · This week',
    );
  });

  it('keeps the first `top` rows with their ranks, names and tribes', () => {
    const summary = summarizeBoard(makeInput({ top: 3 }));
    expect(summary.rows).toEqual([
      { rank: 1, name: 'Rex Hunter', tribe: 'Alpha Rex', value: '1,234' },
      { rank: 2, name: 'Ann', value: '999' },
      { rank: 2, name: 'Bo', tribe: 'Alpha Rex', value: '999' },
    ]);
  });

  it("formats each statistic as the page's table shows it", () => {
    const hours = summarizeBoard(
      makeInput({ rows: [makePlayerRow({ PlayTime: 74070 })], filter: 'time_played' }),
    );
    expect(hours.rows[0]?.value).toBe('1,234.50 hrs');
    const score = summarizeBoard(
      makeInput({
        view: 'tribes',
        rows: [makeTribeRow({ DamageScore: undefined })],
        filter: 'tribe_score',
      }),
    );
    expect(score.rows[0]?.value).toBe('N/A');
  });

  it('cleans names, shows "—" for a name with nothing visible and never invents a rank', () => {
    const summary = summarizeBoard(
      makeInput({
        rows: [makePlayerRow({ rank: undefined, PlayerName: '\u200b\u0007', TribeName: '\u202e' })],
      }),
    );
    expect(summary.rows).toEqual([{ rank: null, name: NO_VALUE, value: '7' }]);
  });

  it('carries the site, the address and the data time as given', () => {
    const summary = summarizeBoard(makeInput());
    expect(summary).toMatchObject({
      siteName: 'Rex Hunters',
      url: 'https://ark.example/?view=players',
      updatedAt: '2026-11-20T15:04:00Z',
    });
  });

  it('refuses a filter its view does not have', () => {
    expect(() => summarizeBoard(makeInput({ filter: 'tribe_score' }))).toThrow(/tribe_score/);
  });
});

describe('boardDescription', () => {
  it('lists the top three with their values and the statistic', () => {
    expect(boardDescription(makeSummary(), en)).toBe(
      '1. Rex Hunter — 1,234 kills · 2. Ann — 999 kills · 2. Bo — 999 kills',
    );
  });

  it('does not name the statistic again when the value carries its unit', () => {
    const summary = makeSummary({
      filter: 'time_played',
      valueLabel: 'time played',
      rows: [{ rank: 1, name: 'Rex', value: '12.50 hrs' }],
    });
    expect(boardDescription(summary, en)).toBe('1. Rex — 12.50 hrs');
  });

  it('lists as many rows as asked', () => {
    expect(boardDescription(makeSummary(), en, 1)).toBe('1. Rex Hunter — 1,234 kills');
  });

  it('says so when the board has no rows', () => {
    expect(boardDescription(makeSummary({ rows: [] }), en)).toBe('No rankings yet.');
  });

  it('names each value in the language given', () => {
    expect(
      boardDescription(makeSummary({ rows: [{ rank: 1, name: 'Rex', value: '1.234' }] }), de),
    ).toBe('1. Rex — Kills: 1.234');
    expect(boardDescription(makeSummary({ rows: [] }), de)).toBe('Noch keine Platzierungen.');
  });

  it('cuts long names and isolates right-to-left ones, leaving markup as text', () => {
    const summary = makeSummary({
      rows: [
        { rank: 1, name: 'x'.repeat(64), value: '3' },
        { rank: 2, name: 'محمد 7', value: '2' },
        { rank: 3, name: HOSTILE, value: '1' },
      ],
    });
    expect(boardDescription(summary, en)).toBe(
      `1. ${'x'.repeat(31)}… — 3 kills · 2. \u2068محمد 7\u2069 — 2 kills · 3. ${HOSTILE} — 1 kills`,
    );
  });
});

describe('publicAddress', () => {
  it('joins the public URL, a path and the query with one slash', () => {
    expect(publicAddress('https://ark.example/', '/og.png', '?view=players')).toBe(
      'https://ark.example/og.png?view=players',
    );
    expect(publicAddress('https://ark.example/boards', '/', 'view=players')).toBe(
      'https://ark.example/boards/?view=players',
    );
  });

  it('adds no question mark without a query', () => {
    expect(publicAddress('https://ark.example', '/og.png')).toBe('https://ark.example/og.png');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(HOSTILE)).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;');
  });
});

describe('previewMetaTags', () => {
  function content(tags: string, key: string): string | undefined {
    const tag = tags.split('\n').find((line) => line.includes(`"${key}"`));
    return tag?.match(/content="([^"]*)"/)?.[1];
  }

  it('names the board, its top three, its address, the site and the image with its size', () => {
    const tags = previewMetaTags({
      catalog: en,
      summary: makeSummary(),
      imageUrl: 'https://ark.example/og.png?view=players',
    });
    expect(content(tags, 'og:title')).toBe('Top players by kills · Solos');
    expect(content(tags, 'og:description')).toBe(
      '1. Rex Hunter — 1,234 kills · 2. Ann — 999 kills · 2. Bo — 999 kills',
    );
    expect(content(tags, 'og:url')).toBe('https://ark.example/?view=players');
    expect(content(tags, 'og:site_name')).toBe('Rex Hunters');
    expect(content(tags, 'og:image')).toBe('https://ark.example/og.png?view=players');
    expect(content(tags, 'og:image:width')).toBe(String(PREVIEW_IMAGE_SIZE.width));
    expect(content(tags, 'og:image:height')).toBe(String(PREVIEW_IMAGE_SIZE.height));
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it("names the page's language in og:locale and every other one as an alternate", () => {
    const tags = previewMetaTags({
      summary: makeSummary(),
      imageUrl: 'https://a/og.png',
      catalog: en,
    });
    expect(content(tags, 'og:locale')).toBe('en_US');
    const german = previewMetaTags({ summary: makeSummary(), imageUrl: 'x', catalog: de });
    expect(content(german, 'og:locale')).toBe('de_DE');
    const alternates = german
      .split('\n')
      .filter((line) => line.includes('"og:locale:alternate"'))
      .map((line) => line.match(/content="([^"]*)"/)?.[1]);
    expect(alternates).toEqual([
      'en_US',
      'fr_FR',
      'es_ES',
      'pt_BR',
      'ru_RU',
      'pl_PL',
      'zh_CN',
      'ja_JP',
    ]);
    expect(content(german, 'og:description')).toBe(
      '1. Rex Hunter — Kills: 1,234 · 2. Ann — Kills: 999 · 2. Bo — Kills: 999',
    );
  });

  it('keeps hostile names, titles and addresses as text', () => {
    const tags = previewMetaTags({
      catalog: en,
      summary: makeSummary({
        title: HOSTILE,
        siteName: HOSTILE,
        url: `https://ark.example/?search=${HOSTILE}`,
        rows: [{ rank: 1, name: HOSTILE, value: '1' }],
      }),
      imageUrl: `https://ark.example/og.png?search=${HOSTILE}`,
    });
    expect(tags).not.toMatch(/<script|"><|'>/);
    const lines = tags.split('\n');
    expect(
      lines.every((line) => /^<meta (property|name)="[^"]+" content="[^"<>]*">$/.test(line)),
    ).toBe(true);
    expect(content(tags, 'og:title')).toBe(escapeHtml(HOSTILE));
  });

  it('states the size it is given', () => {
    const tags = previewMetaTags({
      catalog: en,
      summary: makeSummary(),
      imageUrl: 'x',
      width: 600,
      height: 315,
    });
    expect(content(tags, 'og:image:width')).toBe('600');
    expect(content(tags, 'og:image:height')).toBe('315');
  });
});
