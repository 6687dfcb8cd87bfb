import { describe, expect, expectTypeOf, it } from 'vitest';
import { VIEWS } from './contract';
import {
  defaultFilter,
  FILTER_TABLE,
  type FilterWire,
  filterOptions,
  findFilter,
  type StatField,
} from './filters';
import { EN_FIRST_CATALOG } from './i18n/catalog';
import { filterLabel } from './phrases';

describe('FILTER_TABLE', () => {
  it('maps each tribe wire value to its row field', () => {
    expect(Object.fromEntries(FILTER_TABLE.tribes.map((o) => [o.wire, o.field]))).toEqual({
      tribe_score: 'DamageScore',
      kills: 'TotalKills',
      deaths: 'TotalDeaths',
      tamed_dino_kills: 'TotalTameKills',
      time_played: 'TotalPlayTime',
    });
  });

  it('maps each player wire value to its row field', () => {
    expect(Object.fromEntries(FILTER_TABLE.players.map((o) => [o.wire, o.field]))).toEqual({
      kills: 'PlayerKills',
      deaths: 'DeathByPlayer',
      tamed_dino_kills: 'DinoKills',
      time_played: 'PlayTime',
    });
  });

  it('types the wire values and the fields from the table itself', () => {
    expectTypeOf<FilterWire>().toEqualTypeOf<
      'tribe_score' | 'kills' | 'deaths' | 'tamed_dino_kills' | 'time_played'
    >();
    expectTypeOf(FILTER_TABLE.players[0].field).toExtend<StatField<'players'>>();
    expectTypeOf<StatField<'tribes'>>().toEqualTypeOf<
      'DamageScore' | 'TotalKills' | 'TotalDeaths' | 'TotalTameKills' | 'TotalPlayTime'
    >();
  });
});

describe('filterOptions', () => {
  it('offers tribes Tribe Score, Kills, Deaths, Tamed Dino Kills, Time Played', () => {
    expect(filterOptions('tribes').map((o) => filterLabel(EN_FIRST_CATALOG, o.wire))).toEqual([
      'Tribe Score',
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
  });

  it('offers players Kills, Deaths, Tamed Dino Kills, Time Played', () => {
    expect(filterOptions('players').map((o) => filterLabel(EN_FIRST_CATALOG, o.wire))).toEqual([
      'Kills',
      'Deaths',
      'Tamed Dino Kills',
      'Time Played',
    ]);
  });
});

describe('defaultFilter', () => {
  it('is Tribe Score for tribes and Kills for players', () => {
    expect(defaultFilter('tribes')).toBe('tribe_score');
    expect(defaultFilter('players')).toBe('kills');
  });

  it('is the first option of each view in the filter table', () => {
    for (const view of VIEWS) expect(defaultFilter(view)).toBe(filterOptions(view)[0]?.wire);
  });
});

describe('findFilter', () => {
  it('finds an option of the view by wire value', () => {
    expect(findFilter('players', 'deaths')).toEqual({ wire: 'deaths', field: 'DeathByPlayer' });
  });

  it('finds nothing for a filter the view does not have', () => {
    expect(findFilter('players', 'tribe_score')).toBeUndefined();
    expect(findFilter('tribes', 'nonsense')).toBeUndefined();
  });
});
