import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { translate, translateParts } from './translate';

const en = await loadCatalog('en');
const de = await loadCatalog('de');
const fr = await loadCatalog('fr');
const ru = await loadCatalog('ru');
const pl = await loadCatalog('pl');
const ja = await loadCatalog('ja');

describe('translate', () => {
  it('gives English exactly the page wording', () => {
    expect(translate(en, 'results.loading')).toBe('Loading...');
    expect(translate(en, 'results.noMatch.players', { query: 'rex' })).toBe(
      'No players found matching "rex"',
    );
  });

  it('fills placeholders with the values given, as given', () => {
    expect(translate(de, 'pager.text', { page: 2, total: 12000 })).toBe('Seite 2 von 12000');
    expect(translate(fr, 'results.lastSeason', { season: 'Saison 4' })).toBe(
      'Voir le classement final de Saison 4',
    );
  });

  it('keeps the search text literal, whatever it holds', () => {
    const query = '{count} <b>"&\u202e';
    expect(translate(ja, 'results.noMatch.tribes', { query })).toBe(
      `「${query}」に一致するトライブは見つかりませんでした`,
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate(en, 'panel.rank', { rank: '3' })).toBe('#3 of {of} in {stat}');
  });

  it('chooses English forms for 1 and the rest', () => {
    expect(translate(en, 'movement.up', { count: 1 })).toBe('up 1 place since the last update');
    expect(translate(en, 'movement.up', { count: 1234 })).toBe(
      'up 1,234 places since the last update',
    );
  });

  it('chooses the Russian form of 1, 2, 5, 21, 22, 25 and 111', () => {
    const forms = [1, 2, 5, 21, 22, 25, 111].map((count) =>
      translate(ru, 'movement.up', { count }).split(' ').slice(0, 3).join(' '),
    );
    expect(forms).toEqual([
      'на 1 место',
      'на 2 места',
      'на 5 мест',
      'на 21 место',
      'на 22 места',
      'на 25 мест',
      'на 111 мест',
    ]);
  });

  it('chooses the Polish form of 1, 2, 5, 21, 22, 25 and 111', () => {
    const forms = [1, 2, 5, 21, 22, 25, 111].map((count) =>
      translate(pl, 'movement.down', { count }).split(' ').slice(0, 3).join(' '),
    );
    expect(forms).toEqual([
      'o 1 miejsce',
      'o 2 miejsca',
      'o 5 miejsc',
      'o 21 miejsc',
      'o 22 miejsca',
      'o 25 miejsc',
      'o 111 miejsc',
    ]);
  });

  it('writes a count as the language groups it', () => {
    expect(translate(de, 'movement.up', { count: 1234 })).toBe(
      '1.234 Plätze nach oben seit der letzten Aktualisierung',
    );
    expect(translate(fr, 'movement.up', { count: 1234 })).toBe(
      'monte de 1\u202f234 places depuis la dernière mise à jour',
    );
    expect(translate(pl, 'movement.up', { count: 1234 })).toBe(
      'o 1234 miejsca w górę od ostatniej aktualizacji',
    );
  });

  it('uses the French form for millions', () => {
    expect(translate(fr, 'movement.down', { count: 2_000_000 })).toBe(
      'descend de 2\u202f000\u202f000 de places depuis la dernière mise à jour',
    );
  });
});

describe('translateParts', () => {
  it('splits a message at its placeholders, each value marked with its name', () => {
    expect(translateParts(en, 'results.noMatch.tribes', { query: 'rex' })).toEqual([
      'No tribes found matching "',
      { param: 'query', value: 'rex' },
      '"',
    ]);
  });

  it('gives a message that starts or ends with a value no empty text', () => {
    expect(translateParts(ja, 'results.updated', { time: '2026/11/24 18:05' })).toEqual([
      { param: 'time', value: '2026/11/24 18:05' },
      ' 時点のデータ',
    ]);
  });
});
