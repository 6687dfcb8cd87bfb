import { describe, expect, it } from 'vitest';
import type { DetailAnswer, PlayerDetail } from './detail-answer';
import type { Catalog } from './i18n/catalog';
import { loadCatalog } from './i18n/catalog';
import { playerStats, selectPanel, tribeStats } from './panel';
import { rankLineText } from './phrases';
import type { DetailTarget, State } from './state';
import {
  makePlayerAnswer,
  makePlayerDetail,
  makePlayerRow,
  makeState,
  makeTribeAnswer,
  makeTribeDetail,
} from './testing';

const en = await loadCatalog('en');

const PLAYER: DetailTarget = { kind: 'player', id: '76561198000000001' };
const TRIBE: DetailTarget = { kind: 'tribe', id: '1001' };
/** An extended backend (the probe answered) with a panel open and in the given status. */
const panelState = (target: DetailTarget, detailLoad: State['detailLoad'], extra = {}) =>
  makeState({
    seasons: [],
    seasonsProbed: true,
    detail: target,
    detailLoad,
    ...extra,
  });
const loaded = (target: DetailTarget, answer: DetailAnswer, extra = {}) =>
  panelState(target, { status: 'loaded', answer }, extra);

describe('rankLineText', () => {
  it('says the rank, how many are ranked and in what, with grouped numbers', () => {
    expect(rankLineText(en, 3, 3000, 'Kills')).toBe('#3 of 3,000 in Kills');
    expect(rankLineText(en, 1234, 1_000_000, 'Time Played')).toBe(
      '#1,234 of 1,000,000 in Time Played',
    );
  });

  it('says a rank not held in the period shown', () => {
    expect(rankLineText(en, null, 120, 'Kills')).toBe('Not ranked in Kills');
  });
});

describe('playerStats', () => {
  it('lists every statistic of a player, the extra ones included, formatted', () => {
    const player = makePlayerDetail({ PlayerKills: 1234, PlayTime: 90, WildDinoKills: 4000 });
    expect(playerStats(player, en)).toEqual([
      { label: 'Kills', text: '1,234' },
      { label: 'Deaths', text: '2' },
      { label: 'KD', text: '3.50' },
      { label: 'Tamed Dino Kills', text: '3' },
      { label: 'Wild Dino Kills', text: '4,000' },
      { label: 'Dinos Tamed', text: '12' },
      { label: 'Deaths by Dino', text: '5' },
      { label: 'Deaths by Wild Dino', text: '4' },
      { label: 'Time Played', text: '1.50 hrs' },
    ]);
  });

  it('shows missing counts as 0 and a missing time as N/A, as the table does', () => {
    const stats = playerStats({ PlayerName: 'Rex', TribeName: '' }, en);
    expect(stats.find((stat) => stat.label === 'Dinos Tamed')?.text).toBe('0');
    expect(stats.find((stat) => stat.label === 'Time Played')?.text).toBe('N/A');
    expect(stats.find((stat) => stat.label === 'KD')?.text).toBe('0.0');
  });

  it('adds last seen and sessions for a player the game log has sessions of, online now while in one', async () => {
    const left = new Date(2026, 3, 5, 13, 36).toISOString();
    const seen = (player: Partial<PlayerDetail>, catalog: Catalog = en) =>
      playerStats({ PlayerName: 'Bob', TribeName: '', ...player }, catalog).slice(9);
    expect(seen({ LastSeen: left, Sessions: 1234 })).toEqual([
      { label: 'Last seen', text: 'Apr 5, 2026, 1:36 PM' },
      { label: 'Sessions', text: '1,234' },
    ]);
    expect(seen({ LastSeen: null, Sessions: 2 })[0]).toEqual({
      label: 'Last seen',
      text: 'Online now',
    });
    expect(seen({ LastSeen: null, Sessions: 2 }, await loadCatalog('ru'))[0]).toEqual({
      label: 'Был в сети',
      text: 'Сейчас в сети',
    });
    // No sessions of theirs (a plugin's player): nothing of the log.
    expect(seen({})).toEqual([]);
  });

  it('shows N/A, not 0, for the counts a game log keeps none of (null)', () => {
    const player = { PlayerName: 'Rex', TribeName: '', PlayerKills: null, DeathByPlayer: null };
    const stats = playerStats({ ...player, DinoKills: null, PlayTime: 90 }, en);
    for (const label of ['Kills', 'Deaths', 'KD', 'Tamed Dino Kills']) {
      expect(stats.find((stat) => stat.label === label)?.text).toBe('N/A');
    }
    expect(stats.find((stat) => stat.label === 'Time Played')?.text).toBe('1.50 hrs');
  });
});

describe('tribeStats', () => {
  it('lists the score, the totals and the member count, formatted', () => {
    expect(tribeStats(makeTribeDetail({ DamageScore: 1234567, Members: 1500 }), en)).toEqual([
      { label: 'Tribe Score', text: '1,234,567' },
      { label: 'Kills', text: '10' },
      { label: 'Deaths', text: '2' },
      { label: 'KD', text: '5.00' },
      { label: 'Tamed Dino Kills', text: '3' },
      { label: 'Time Played', text: '10.00 hrs' },
      { label: 'Members', text: '1,500' },
    ]);
  });
});

describe('selectPanel', () => {
  it('says "matched by name" of a player a game log knew by name alone', () => {
    const id = 'n0123456789abcdef0123456789abcde';
    const byName = makePlayerAnswer({ SteamID: id, Sessions: 3 });
    expect(selectPanel(loaded({ kind: 'player', id }, byName), en)).toMatchObject({
      byName: 'matched by name',
    });
  });

  it('says nothing of how a player was matched without sessions or with a real id', () => {
    const id = 'n0123456789abcdef0123456789abcde';
    const noLog = makePlayerAnswer({ SteamID: id });
    expect(selectPanel(loaded({ kind: 'player', id }, noLog), en)).toMatchObject({ byName: null });
    const eos = makePlayerAnswer({ SteamID: 'a'.repeat(32), Sessions: 3 });
    const target: DetailTarget = { kind: 'player', id: 'a'.repeat(32) };
    expect(selectPanel(loaded(target, eos), en)).toMatchObject({ byName: null });
  });

  it('is closed with no panel open, and on a backend without detail calls', () => {
    expect(selectPanel(makeState(), en)).toEqual({ kind: 'closed' });
    expect(selectPanel(makeState({ detail: PLAYER, seasons: null }), en)).toEqual({
      kind: 'closed',
    });
  });

  it('shows Loading... under the kind of panel until the answer lands', () => {
    for (const detailLoad of [{ status: 'idle' }, { status: 'loading', answer: null }] as const) {
      expect(selectPanel(panelState(PLAYER, detailLoad), en)).toEqual({
        kind: 'message',
        target: PLAYER,
        title: 'Player details',
        text: 'Loading...',
        loading: true,
        period: null,
        updatedAt: null,
      });
    }
  });

  it('says a hidden or unknown player or tribe is not on the board', () => {
    expect(selectPanel(panelState(TRIBE, { status: 'notFound' }), en)).toMatchObject({
      kind: 'message',
      title: 'Tribe details',
      text: 'This tribe is not on the board: hidden or unknown.',
      loading: false,
    });
  });

  it('says a failed call failed, with no made-up player', () => {
    expect(selectPanel(panelState(PLAYER, { status: 'failed' }), en)).toMatchObject({
      kind: 'message',
      text: 'The details could not be loaded. Please try again later.',
    });
  });

  it('shows a player: name, tribe, every statistic and a rank line per statistic', () => {
    const panel = selectPanel(loaded(PLAYER, makePlayerAnswer({ PlayerName: 'Rex' })), en);
    expect(panel).toMatchObject({
      kind: 'player',
      title: 'Rex',
      tribe: { name: 'Alpha Rex', id: '1001' },
      updatedAt: '2026-11-20T10:00:00Z',
    });
    if (panel.kind !== 'player') throw new Error('not a player panel');
    expect(panel.stats.map((stat) => stat.label)).toContain('Deaths by Wild Dino');
    expect(panel.ranks.map((line) => line.text)).toEqual([
      '#3 of 3,000 in Kills',
      '#4 of 3,000 in Deaths',
      '#5 of 3,000 in Tamed Dino Kills',
      '#6 of 3,000 in Time Played',
    ]);
    expect(panel.ranks[0]?.movement?.spoken).toBe('up 1 place since the last update');
  });

  it('shows a player without a tribe, or whose tribe has no id, with the tribe as text', () => {
    const alone = makePlayerAnswer({ TribeName: ' ', TribeID: undefined });
    expect(selectPanel(loaded(PLAYER, alone), en)).toMatchObject({
      tribe: { name: '—', id: null },
    });
  });

  it('leaves out a rank of a statistic the view does not rank by', () => {
    const answer = makePlayerAnswer();
    answer.ranks.push({ filter: 'tribe_score', rank: 1, of: 2, rank_change: 0 });
    const panel = selectPanel(loaded(PLAYER, answer), en);
    expect(panel.kind === 'player' && panel.ranks).toHaveLength(4);
  });

  it('shows a tribe with its members page and their pager', () => {
    const answer = makeTribeAnswer({ count: 20, page: 1, totalPages: 3 });
    const panel = selectPanel(loaded(TRIBE, answer, { membersPage: 1 }), en);
    if (panel.kind !== 'tribe') throw new Error('not a tribe panel');
    expect(panel.title).toBe('Alpha Rex');
    expect(panel.stats.at(-1)).toEqual({ label: 'Members', text: '60' });
    expect(panel.ranks[0]?.text).toBe('#3 of 3,000 in Tribe Score');
    expect(panel.members.rows[0]).toMatchObject({ name: 'Member 21', id: '76561199000000021' });
    expect(panel.members.pager).toEqual({
      show: true,
      text: 'Page 2 of 3',
      canPrevious: true,
      canNext: true,
    });
    expect(panel.members.loading).toBe(false);
  });

  it('keeps the tribe on screen while another members page loads', () => {
    const state = panelState(TRIBE, { status: 'loading', answer: makeTribeAnswer() });
    expect(selectPanel(state, en)).toMatchObject({ kind: 'tribe', members: { loading: true } });
  });

  it('falls back to the kind of panel as its title when the name is blank', () => {
    const answer = makePlayerAnswer({ PlayerName: '' });
    expect(selectPanel(loaded(PLAYER, answer), en)).toMatchObject({
      kind: 'player',
      title: 'Player details',
    });
  });

  it('names no period on the all-time board', () => {
    expect(selectPanel(loaded(PLAYER, makePlayerAnswer()), en)).toMatchObject({ period: null });
  });

  it("names the answer's period, and shows the ranks not held in it", () => {
    const answer = {
      ...makePlayerAnswer(),
      ranks: [
        { filter: 'kills', rank: 2, of: 14 },
        { filter: 'deaths', rank: null, of: 14 },
      ],
      range: { key: 'week' as const, from: '2026-11-16T00:00:00Z', to: '2026-11-20T10:00:00Z' },
    };
    const panel = selectPanel(loaded(PLAYER, answer, { range: 'week' }), en);
    if (panel.kind !== 'player') throw new Error('not a player panel');
    expect(panel.period).toBe('This week');
    expect(panel.ranks.map((line) => [line.text, line.movement])).toEqual([
      ['#2 of 14 in Kills', null],
      ['Not ranked in Deaths', null],
    ]);
  });

  it('names the period asked while it loads, and when the answer does not say', () => {
    const loading = panelState(TRIBE, { status: 'idle' }, { range: 'last_month' });
    expect(selectPanel(loading, en)).toMatchObject({ kind: 'message', period: 'Last month' });
    const silent = loaded(TRIBE, makeTribeAnswer(), { range: 'day' });
    expect(selectPanel(silent, en)).toMatchObject({ kind: 'tribe', period: 'Today' });
  });

  it('reads member rows as player rows, ids and movement included', () => {
    const answer = makeTribeAnswer({ count: 0 });
    answer.members.rows.push(makePlayerRow({ PlayerName: 'New', rank_change: null }));
    const panel = selectPanel(loaded(TRIBE, answer), en);
    expect(panel.kind === 'tribe' && panel.members.rows[0]).toMatchObject({
      name: 'New',
      id: null,
      movement: { direction: 'new' },
    });
  });
});
