import { describe, expect, it } from 'vitest';
import {
  clampSearch,
  clustersPath,
  DETAIL_PATHS,
  defaultCluster,
  isRangeKey,
  isRowId,
  isView,
  MAX_SEARCH_LENGTH,
  NUMERIC_TEXT,
  nameKey,
  paginate,
  playerPath,
  RANGE_KEYS,
  RANGES_PATH,
  RANKINGS_PATHS,
  SEASONS_PATH,
  stripNul,
  tribePath,
  VIEWS,
} from './contract';

describe('clustersPath', () => {
  it('is the view rankings call followed by /clusters', () => {
    expect(clustersPath('tribes')).toBe(`${RANKINGS_PATHS.tribes}/clusters`);
    expect(clustersPath('players')).toBe('/api/ark/player_rankings/clusters');
  });
});

describe('defaultCluster', () => {
  it('takes the setting, else SOLO, while no list is known yet', () => {
    expect(defaultCluster(null, '3MAN')).toBe('3MAN');
    expect(defaultCluster(null, null)).toBe('SOLO');
    expect(defaultCluster(null)).toBe('SOLO');
  });

  it("takes the site's setting when it is listed, wherever it stands", () => {
    expect(defaultCluster(['DUO', 'SOLO', '3MAN'], '3MAN')).toBe('3MAN');
  });

  it('takes SOLO when it is listed and no setting is, even when SOLO is not first', () => {
    expect(defaultCluster(['DUO', 'SOLO'])).toBe('SOLO');
    expect(defaultCluster(['DUO', 'SOLO'], null)).toBe('SOLO');
    expect(defaultCluster(['DUO', 'SOLO'], 'PVE')).toBe('SOLO');
  });

  it('takes the first listed when neither the setting nor SOLO is listed', () => {
    expect(defaultCluster(['DUO', '3MAN'])).toBe('DUO');
    expect(defaultCluster(['DUO', '3MAN'], 'PVE')).toBe('DUO');
  });

  it('is null when no cluster is listed, whatever the setting', () => {
    expect(defaultCluster([])).toBeNull();
    expect(defaultCluster([], 'SOLO')).toBeNull();
  });

  it('never takes an empty setting as a key', () => {
    expect(defaultCluster(['DUO', 'SOLO'], '')).toBe('SOLO');
  });
});

describe('paginate', () => {
  it('counts whole pages of 20 and points next and prev at the neighbours', () => {
    expect(paginate(1, 45)).toEqual({
      total_pages: 3,
      current_page: 1,
      next: 2,
      prev: 0,
      total_records: 45,
    });
  });

  it('has no next on the last page and no prev on the first', () => {
    expect(paginate(0, 20)).toMatchObject({ total_pages: 1, next: null, prev: null });
  });

  it('keeps the true totals past the end and points prev at the last page with rows', () => {
    expect(paginate(9, 45)).toEqual({
      total_pages: 3,
      current_page: 9,
      next: null,
      prev: 2,
      total_records: 45,
    });
  });

  it('answers an empty board with 0 pages and prev at page 0 from any later page', () => {
    expect(paginate(0, 0)).toMatchObject({ total_pages: 0, next: null, prev: null });
    expect(paginate(4, 0)).toMatchObject({ total_pages: 0, next: null, prev: 0 });
  });
});

describe('nameKey', () => {
  it('lower-cases and drops NUL characters', () => {
    expect(nameKey('Rex\u0000 HUNTER')).toBe('rex hunter');
  });
});

describe('stripNul', () => {
  it('returns text without NUL unchanged', () => {
    expect(stripNul('Ärger & Co')).toBe('Ärger & Co');
  });
});

describe('NUMERIC_TEXT', () => {
  it('accepts whole and decimal numbers, with a minus', () => {
    for (const text of ['0', '76561198000000001', '-3', '2.50']) {
      expect(NUMERIC_TEXT.test(text)).toBe(true);
    }
  });

  it('refuses exponents, grouping, blanks and words', () => {
    for (const text of ['1e400', '1,000', ' 1', '', 'NaN', '1.']) {
      expect(NUMERIC_TEXT.test(text)).toBe(false);
    }
  });
});

describe('clampSearch', () => {
  it('keeps text up to MAX_SEARCH_LENGTH as it is', () => {
    const text = 'r'.repeat(MAX_SEARCH_LENGTH);
    expect(clampSearch(text)).toBe(text);
  });

  it('cuts longer text to MAX_SEARCH_LENGTH', () => {
    expect(clampSearch('r'.repeat(MAX_SEARCH_LENGTH + 5))).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('never splits an emoji in half', () => {
    const text = `${'r'.repeat(MAX_SEARCH_LENGTH - 1)}🦖`;
    expect(clampSearch(text)).toBe('r'.repeat(MAX_SEARCH_LENGTH - 1));
  });
});

describe('isRowId', () => {
  it('accepts 1 to 64 letters, digits, - and _: a SteamID64, an EOS id, a plugin key', () => {
    const ids = [
      '1',
      '1001',
      '76561198000000001',
      '9'.repeat(20),
      '0002a1b2c3d4e5f60718293a4b5c6d7e',
    ];
    for (const id of [...ids, 'player_7-A', '-', '_', 'x'.repeat(64)]) {
      expect(isRowId(id)).toBe(true);
    }
  });

  it('refuses numbers, blanks, 65 characters, markup, quotes, paths, SQL and lookalikes', () => {
    const hostile = [
      1001,
      '',
      ' 1',
      '1.5',
      'x'.repeat(65),
      '<script>',
      '"1"',
      "1'",
      '../etc',
      '1;DROP TABLE players',
      'ａｂｃ',
      'аbc', // a Cyrillic а
      '1\u0000',
      'a b',
      null,
    ];
    for (const id of hostile) expect(isRowId(id)).toBe(false);
  });
});

describe('playerPath', () => {
  it('puts the SteamID after the players call, every digit kept', () => {
    expect(playerPath('76561198000000001')).toBe('/api/ark/players/76561198000000001');
  });

  it('gives the route itself for a placeholder', () => {
    expect(playerPath('{id}')).toBe('/api/ark/players/{id}');
  });
});

describe('tribePath', () => {
  it('puts the TribeID after the tribes call', () => {
    expect(tribePath('1001')).toBe('/api/ark/tribes/1001');
  });
});

describe('DETAIL_PATHS', () => {
  it('holds the detail call of each kind', () => {
    expect(DETAIL_PATHS.player('7')).toBe(playerPath('7'));
    expect(DETAIL_PATHS.tribe('7')).toBe(tribePath('7'));
  });
});

describe('SEASONS_PATH', () => {
  it('sits beside the rankings calls', () => {
    expect(SEASONS_PATH).toBe('/api/ark/seasons');
  });
});

describe('RANGES_PATH', () => {
  it('sits beside the rankings calls', () => {
    expect(RANGES_PATH).toBe('/api/ark/ranges');
  });
});

describe('RANGE_KEYS', () => {
  it('lists the all-time board first, then the running and the finished periods', () => {
    expect(RANGE_KEYS).toEqual(['all', 'day', 'week', 'month', 'last_week', 'last_month']);
  });
});

describe('isRangeKey', () => {
  it('accepts every range key and nothing else', () => {
    for (const key of RANGE_KEYS) expect(isRangeKey(key)).toBe(true);
    for (const value of ['Week', 'year', '', null, undefined, 7, 'all ']) {
      expect(isRangeKey(value)).toBe(false);
    }
  });
});

describe('VIEWS', () => {
  it('lists tribes first, the default tab', () => {
    expect(VIEWS).toEqual(['tribes', 'players']);
  });
});

describe('isView', () => {
  it('accepts tribes and players only', () => {
    expect(isView('tribes')).toBe(true);
    expect(isView('players')).toBe(true);
    for (const value of ['Tribes', '', null, undefined, 1]) expect(isView(value)).toBe(false);
  });
});
