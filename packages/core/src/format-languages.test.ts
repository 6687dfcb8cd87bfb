// The formatters in every language, each compared with what Intl writes for it
// (docs/adr/0062-formatting-and-game-terms.md); English's own figures are in format.test.ts.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './contract';
import {
  columnsFor,
  formatCount,
  formatDateTime,
  formatHours,
  formatPlayerKd,
  formatScore,
  formatTribeKd,
  toMovement,
  toRowViewModel,
  trophyName,
} from './format';
import { type Catalog, loadCatalog } from './i18n/catalog';
import en from './i18n/catalogs/en';
import { languageOf } from './i18n/languages';
import { makePlayerRow, makeTribeRow } from './testing';

const catalogs: Catalog[] = await Promise.all(LANGUAGE_CODES.map(loadCatalog));
const byCode = (code: Catalog['code']) =>
  catalogs.find((catalog) => catalog.code === code) ?? catalogs[0] ?? en;
const others = catalogs.filter((catalog) => catalog.code !== 'en');
const eachLanguage = catalogs.map((catalog) => [catalog.code, catalog] as const);

// Four- and five-digit numbers (where Spanish and Polish start grouping), halves at the rounding
// digit, large and negative ones, and a spread of fractions.
const NUMBERS = [
  0,
  7,
  999,
  1000,
  1234,
  9999,
  10000,
  12345.6785,
  1.0005,
  2.675,
  123456789.987654,
  2 ** 53 - 1,
  -1234.5,
  -98765,
  ...Array.from({ length: 300 }, (_, i) => ((i * 104729) % 1000003) / 10 ** (i % 5)),
];

describe('formatScore in every language', () => {
  it.each(eachLanguage)('writes numbers in %s as Intl.NumberFormat does', (code, catalog) => {
    const intl = new Intl.NumberFormat(languageOf(code).intlTag, { maximumFractionDigits: 3 });
    for (const n of NUMBERS) expect(formatScore(n, catalog), `${code} ${n}`).toBe(intl.format(n));
  });

  it('groups 1,234,567 as each language does', () => {
    const written = Object.fromEntries(catalogs.map((c) => [c.code, formatScore(1234567, c)]));
    expect(written).toEqual({
      en: '1,234,567',
      de: '1.234.567',
      fr: '1\u202f234\u202f567',
      es: '1.234.567',
      'pt-BR': '1.234.567',
      ru: '1\u00a0234\u00a0567',
      pl: '1\u00a0234\u00a0567',
      'zh-Hans': '1,234,567',
      ja: '1,234,567',
    });
  });

  it('leaves four digits ungrouped in Spanish and Polish', () => {
    expect(formatCount(1234, byCode('es'))).toBe('1234');
    expect(formatCount(1234, byCode('pl'))).toBe('1234');
    expect(formatCount(12345, byCode('es'))).toBe('12.345');
  });

  it.each(eachLanguage)('says a missing score is not available in %s', (_code, catalog) => {
    expect(formatScore(undefined, catalog)).toBe(catalog.messages['value.notAvailable']);
  });
});

describe('formatHours in every language', () => {
  it('keeps "hrs" in English', () => {
    expect(formatHours(225, byCode('en'))).toBe('3.75 hrs');
  });

  it.each(others.map((catalog) => [catalog.code, catalog] as const))(
    'writes hours in %s as Intl writes a short unit of hours',
    (code, catalog) => {
      const intl = new Intl.NumberFormat(languageOf(code).intlTag, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const n of NUMBERS) {
        expect(formatHours(n * 60, catalog), `${code} ${n}`).toBe(intl.format(n));
      }
    },
  );

  it('writes 3,75 in German with its unit', () => {
    expect(formatHours(225, byCode('de'))).toBe('3,75 Std.');
    expect(formatHours(225, byCode('ja'))).toBe('3.75 時間');
  });
});

describe('formatDateTime in every language', () => {
  const moments = [
    new Date(2026, 0, 1, 0, 7),
    new Date(2026, 4, 3, 9, 7),
    new Date(2026, 10, 24, 12, 0),
    new Date(2026, 11, 31, 23, 59),
    ...Array.from({ length: 120 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 263_000_000)),
  ];

  it.each(eachLanguage)(
    'writes a medium date and a short time in %s, as Intl does',
    (code, catalog) => {
      const intl = new Intl.DateTimeFormat(languageOf(code).intlTag, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      for (const date of moments) {
        // Some ICU versions put a narrow no-break space before AM/PM; the page writes a space.
        const expected = intl.format(date).replace(/\u202f(?=[AP]M)/, ' ');
        expect(formatDateTime(date, catalog), `${code} ${date.toISOString()}`).toBe(expected);
      }
    },
  );
});

describe('KD in every language', () => {
  it('writes a KD with the language decimal sign, as given otherwise', () => {
    expect(formatTribeKd('1999.00', byCode('de'))).toBe('1999,00');
    expect(formatTribeKd('2.50', byCode('ja'))).toBe('2.50');
    expect(formatTribeKd(undefined, byCode('fr'))).toBe('0');
    expect(formatTribeKd('n/a', byCode('ru'))).toBe('n/a');
  });

  it('computes a missing player KD with the language decimal sign', () => {
    const row = makePlayerRow({ KD: undefined, PlayerKills: 7, DeathByPlayer: 2 });
    expect(formatPlayerKd(row, byCode('pt-BR'))).toBe('3,5');
    expect(formatPlayerKd({ ...row, KD: '2.25' }, byCode('pl'))).toBe('2,25');
  });
});

describe('trophyName', () => {
  it('names trophies in English as the page did', () => {
    expect([1, 2, 3].map((place) => trophyName(place as 1 | 2 | 3))).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
    ]);
  });

  it('names trophies in each language', () => {
    expect(trophyName(1, byCode('de'))).toBe('1. Platz');
    expect(trophyName(1, byCode('fr'))).toBe('1re place');
    expect(trophyName(3, byCode('ja'))).toBe('3位');
  });
});

describe('columnsFor in a language', () => {
  it('gives the headers in the language, the same array each time', () => {
    const de = byCode('de');
    expect(columnsFor('players', de).map((column) => column.label)).toEqual([
      'RANG',
      'SPIELERNAME',
      'STAMM',
      'KILLS',
      'TODE',
      'KD',
      'KILLS GEZÄHMTER DINOS',
      'SPIELZEIT',
    ]);
    expect(columnsFor('players', de)).toBe(columnsFor('players', de));
    expect(columnsFor('tribes', de).map((column) => column.id)).toEqual(
      columnsFor('tribes').map((column) => column.id),
    );
  });
});

describe('toRowViewModel in a language', () => {
  it('formats every cell and the movement in the language', () => {
    const row = makeTribeRow({
      rank: 1234,
      DamageScore: 1234567,
      TotalPlayTime: 225,
      KD: '2.50',
      rank_change: 1500,
    });
    const view = toRowViewModel('tribes', row, 0, byCode('ru'));
    const text = (id: string) => view.cells.find((cell) => cell.column === id)?.text;
    expect(text('rank')).toBe('1\u00a0234');
    expect(text('score')).toBe('1\u00a0234\u00a0567');
    expect(text('kd')).toBe('2,50');
    expect(text('timePlayed')).toBe('3,75 ч');
    expect(view.cells[0]?.label).toBe('МЕСТО');
    expect(view.movement).toEqual({
      direction: 'up',
      shown: '▲1\u00a0500',
      spoken: 'на 1\u00a0500 мест выше с прошлого обновления',
    });
  });

  it('shows a new row in the language', () => {
    expect(toMovement(null, byCode('es'))).toEqual({
      direction: 'new',
      shown: 'nuevo',
      spoken: 'nuevo desde la última actualización',
    });
  });
});
