import { describe, expect, it } from 'vitest';
import { POPULATION_HOURS } from './contract';
import { loadCatalog } from './i18n/catalog';
import { populationView } from './population-chart';

const en = await loadCatalog('en');
/** The view in English unless a catalog is given. */
const drawn = (a: Parameters<typeof populationView>[0], catalog = en) => populationView(a, catalog);

const START = '2026-04-05T00:00:00.000Z';
const answer = (hours: (number | undefined)[], timezone = 'UTC') => ({
  timezone,
  start: START,
  hours,
});

describe('populationView', () => {
  it('draws nothing for a cluster without a log or without an hour to count', () => {
    expect(drawn({ timezone: 'UTC', start: null, hours: [] })).toBeNull();
    expect(drawn(answer([]))).toBeNull();
    expect(drawn(answer([undefined, undefined]))).toBeNull();
  });

  it('draws each hour as a flat stroke at its count, the most online at the top', () => {
    const view = drawn(answer([0, 2, 2, 1]));
    expect(view?.path).toBe('M0 100H250V0H750V50H1000');
    expect(view?.top).toBe('2');
    expect(view?.bottom).toBe('0');
  });

  it('breaks the line at an hour it cannot read, never drawing it as 0', () => {
    expect(drawn(answer([1, undefined, 1, 1]))?.path).toBe('M0 0H250M500 0H1000');
  });

  it('says the counts in a sentence and a table of each day, its text alternative', () => {
    const hours = Array.from({ length: 48 }, (_, i) => (i === 30 ? 7 : 1));
    const view = drawn(answer(hours));
    expect(view?.summary).toBe(
      'Players online each hour, 30 days: at most 7, on Apr 6, 2026; 1 in the last hour.',
    );
    expect(view?.rows).toEqual([
      { day: 'Apr 5, 2026', peak: '1' },
      { day: 'Apr 6, 2026', peak: '7' },
    ]);
    expect(view?.columns).toEqual({ day: 'Day', peak: 'Most online' });
  });

  it("names the days of the axis in the answer's time zone, from the first hour's to the last's", () => {
    const hours = Array.from({ length: POPULATION_HOURS }, () => 3);
    const view = drawn(answer(hours, 'America/New_York'));
    // Midnight UTC is the evening before in New York.
    expect(view?.ticks.map((tick) => tick.label)).toEqual(['Apr 4', 'Apr 14', 'Apr 24', 'May 4']);
    expect(view?.ticks.map((tick) => tick.at)).toEqual([0, 33.3, 66.7, 100]);
    expect(drawn(answer([1, 1], 'Not/AZone'))?.ticks[0]?.label).toBe('Apr 5');
  });

  it("writes its words and numbers in the page's language", async () => {
    const view = drawn(answer([1200, 3]), await loadCatalog('de'));
    expect(view?.title).toBe('Spieler online');
    expect(view?.top).toBe('1.200');
  });
});
