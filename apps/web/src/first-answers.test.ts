import { createLeaderboardClient, type LeaderboardClient, requestKey } from '@ark/core';
import { makeRequest } from '@ark/core/testing';
import {
  answeringFrom,
  DRAWN_AT_KEY,
  escapeScriptJson,
  FIRST_ANSWERS_ID,
  firstAnswersJson,
  firstAnswersScript,
  readDrawnAt,
  readFirstAnswers,
} from './first-answers';

const request = makeRequest({ view: 'players', filter: 'deaths', cluster: 'DUO', page: 1 });
const rankings = {
  ranking_data: [{ rank: 21, PlayerName: 'Rex', TribeName: 'T', PlayerKills: 1 }],
  pagination: { total_pages: 2, current_page: 1, next: null, prev: 0, total_records: 21 },
  updated_at: null,
};

function liveClient(): LeaderboardClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    clusters: async (view) => {
      calls.push(`clusters ${view}`);
      return [];
    },
    rankings: async (wanted) => {
      calls.push(`rankings ${requestKey(wanted)}`);
      throw new Error('not here');
    },
    seasons: async () => {
      calls.push('seasons');
      return null;
    },
    ranges: async () => {
      calls.push('ranges');
      return null;
    },
    player: async (id) => {
      calls.push(`player ${id}`);
      return null;
    },
    tribe: async (id) => {
      calls.push(`tribe ${id}`);
      return null;
    },
    history: async (kind, id) => {
      calls.push(`history ${kind} ${id}`);
      return null;
    },
    hall: async (request) => {
      calls.push(`hall ${request.cluster}`);
      throw new Error('not here');
    },
    population: async (cluster) => {
      calls.push(`population ${cluster}`);
      return null;
    },
    compare: async (address) => {
      calls.push(`compare ${address}`);
      return null;
    },
  };
}

describe('escapeScriptJson', () => {
  it('writes <, >, & and U+2028/2029 as JSON escapes that read back the same', () => {
    const text = '</script><!--&\u2028\u2029';
    const escaped = escapeScriptJson(JSON.stringify({ text }));
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(escaped)).toEqual({ text });
  });
});

describe('firstAnswersJson', () => {
  it('keeps each answer text as it is, under its key', () => {
    const json = firstAnswersJson({ players: '[ ]', [requestKey(request)]: '{"a":1}' });
    expect(json).toBe(`{"players":[ ],${JSON.stringify(requestKey(request))}:{"a":1}}`);
  });
});

describe('firstAnswersScript', () => {
  it('is a JSON data block the page finds by its id', () => {
    const html = firstAnswersScript({ tribes: '["</script>"]' });
    expect(html).toMatch(/^<script type="application\/json" id="ark-answers">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('readFirstAnswers', () => {
  const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('reads the answers the server embedded', () => {
    const page = doc(firstAnswersScript({ tribes: '[{"key":"SOLO","display":"<Solos>"}]' }));
    expect(readFirstAnswers(page)).toEqual({ tribes: [{ key: 'SOLO', display: '<Solos>' }] });
  });

  it('is null without answers or with unreadable ones', () => {
    expect(readFirstAnswers(doc('<div id="root"></div>'))).toBeNull();
    const broken = `<script type="application/json" id="${FIRST_ANSWERS_ID}">{"tribes":</script>`;
    expect(readFirstAnswers(doc(broken))).toBeNull();
  });
});

describe('answeringFrom', () => {
  it('answers the embedded calls without the network', async () => {
    const live = liveClient();
    const client = answeringFrom(
      { players: [{ key: 'DUO', display: 'Duos' }], [requestKey(request)]: rankings },
      live,
    );
    expect(await client.clusters('players')).toEqual([{ key: 'DUO', display: 'Duos' }]);
    const result = await client.rankings(request);
    expect(result).toMatchObject({
      view: 'players',
      isSample: false,
      rows: [{ PlayerName: 'Rex' }],
    });
    expect(live.calls).toEqual([]);
  });

  it('passes any other call, and an answer it cannot read, to the live client', async () => {
    const live = liveClient();
    const client = answeringFrom({ players: 'not a list', tribes: [] }, live);
    await client.clusters('players');
    await expect(client.rankings(request)).rejects.toThrow('not here');
    expect(live.calls).toEqual(['clusters players', `rankings ${requestKey(request)}`]);
  });

  it("answers the capability probe and a season's clusters from the embedded answers", async () => {
    const live = liveClient();
    const season = { id: 3, name: 'Season 3', closed_at: '2026-10-01T00:00:00.000Z' };
    const client = answeringFrom(
      { seasons: [season], 'tribes@3': [{ key: 'SOLO', display: 'Solos' }] },
      live,
    );
    expect(await client.seasons()).toEqual([season]);
    expect(await client.clusters('tribes', { season: 3 })).toEqual([
      { key: 'SOLO', display: 'Solos' },
    ]);
    expect(live.calls).toEqual([]);
  });

  it('reads an embedded null probe as a seed-only server, and asks the live client without one', async () => {
    const live = liveClient();
    expect(await answeringFrom({ seasons: null }, live).seasons()).toBeNull();
    expect(live.calls).toEqual([]);
    await answeringFrom({}, live).seasons();
    expect(live.calls).toEqual(['seasons']);
  });

  it('answers the ranges probe from the embedded answer, null for a server without ranges', async () => {
    const live = liveClient();
    const body = { ranges: ['all', 'week', 'year'], timezone: 'UTC', week_start: 'sunday' };
    expect(await answeringFrom({ ranges: body }, live).ranges()).toEqual(['all', 'week']);
    expect(await answeringFrom({ ranges: null }, live).ranges()).toBeNull();
    expect(live.calls).toEqual([]);
    await answeringFrom({ ranges: 'not an answer' }, live).ranges();
    expect(live.calls).toEqual(['ranges']);
  });

  it('keeps the live client for calls it does not answer', () => {
    const live = createLeaderboardClient();
    expect(Object.keys(answeringFrom({}, live)).sort()).toEqual(Object.keys(live).sort());
  });
});

describe('readDrawnAt', () => {
  it('reads the time the server drew the page at, and nothing from a value that is not one', () => {
    expect(readDrawnAt({ [DRAWN_AT_KEY]: '2026-12-02T06:00:00.000Z' })?.toISOString()).toBe(
      '2026-12-02T06:00:00.000Z',
    );
    expect(readDrawnAt({ [DRAWN_AT_KEY]: 'soon' })).toBeNull();
    expect(readDrawnAt({ [DRAWN_AT_KEY]: 7 })).toBeNull();
    expect(readDrawnAt(null)).toBeNull();
  });
});
