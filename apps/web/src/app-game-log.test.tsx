import { makePlayerRow, makeResult } from '@ark/core/testing';
import { screen, within } from '@testing-library/react';
import { answer, renderPage, stopPages } from './test/render-page';

afterEach(stopPages);

// The game log on the page (docs/adr/0090-the-game-log-on-the-page.md).
const CLUSTERS = [
  { key: 'ASA', display: 'Ascended', online: 12 },
  { key: 'SOLO', display: 'Solos' },
];

describe("the game log's online count", () => {
  it('says how many are online beside the cluster chooser of a cluster with a log', async () => {
    const { clusterCalls } = renderPage('/?cluster=ASA');
    await answer(clusterCalls[0], CLUSTERS);
    expect(screen.getByText('12 online')).toBeInTheDocument();
  });

  it('says nothing of who is online for a cluster without a log', async () => {
    const { clusterCalls } = renderPage('/?cluster=SOLO');
    await answer(clusterCalls[0], CLUSTERS);
    expect(screen.queryByText(/online/)).not.toBeInTheDocument();
  });
});

describe("a game log's player on the board", () => {
  it('shows N/A, not 0, for the kills, deaths, KD and tamed kills a log keeps none of', async () => {
    const { clusterCalls, lastRanking } = renderPage('/?view=players&cluster=ASA');
    await answer(clusterCalls[0], CLUSTERS);
    const row = makePlayerRow({
      PlayerName: 'Rex',
      PlayerKills: null,
      DeathByPlayer: null,
      DinoKills: null,
      KD: undefined,
      PlayTime: 90,
    });
    await answer(lastRanking(), {
      ...makeResult({ view: 'players' }),
      view: 'players',
      rows: [row],
    });
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    const texts = cells.map((cell) => cell.textContent);
    expect(texts.filter((text) => text === 'N/A')).toHaveLength(4);
    expect(texts).toContain('1.50 hrs');
  });
});

// The players board filtered to who is online now (docs/adr/0096-the-online-filter.md).
describe('the online filter', () => {
  const onlineNow = () => screen.queryByRole('button', { name: 'Online now' });

  it('filters the players board of a cluster with a log to who is online, in the address', async () => {
    const { clusterCalls, lastRanking, user } = renderPage('/?view=players&cluster=ASA&page=2');
    await answer(clusterCalls[0], CLUSTERS);
    expect(onlineNow()).toHaveAttribute('aria-pressed', 'false');
    await user.click(onlineNow() as HTMLElement);
    expect(onlineNow()).toHaveAttribute('aria-pressed', 'true');
    expect(lastRanking().input).toMatchObject({ cluster: 'ASA', page: 0, online: true });
    expect(window.location.search).toBe('?view=players&cluster=ASA&online=1');
    await answer(lastRanking(), {
      ...makeResult({ view: 'players', count: 0 }),
      view: 'players',
      rows: [],
    });
    expect(screen.getByText('Nobody is online now.')).toBeInTheDocument();
    await user.click(onlineNow() as HTMLElement);
    expect(lastRanking().input).not.toHaveProperty('online');
    expect(window.location.search).toBe('?view=players&cluster=ASA');
  });

  it('is pressed from the first frame of an address with online=1', async () => {
    const { clusterCalls, rankingCalls } = renderPage('/?view=players&cluster=ASA&online=1');
    expect(rankingCalls[0]?.input).toMatchObject({ online: true });
    await answer(clusterCalls[0], CLUSTERS);
    expect(onlineNow()).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not offered on the tribes board, nor for a cluster without a log', async () => {
    const tribes = renderPage('/?cluster=ASA');
    await answer(tribes.clusterCalls[0], CLUSTERS);
    expect(onlineNow()).not.toBeInTheDocument();
    stopPages();
    tribes.unmount();
    const solo = renderPage('/?view=players&cluster=SOLO&online=1');
    await answer(solo.clusterCalls[0], CLUSTERS);
    expect(onlineNow()).not.toBeInTheDocument();
    // A hand-made address's filter on a cluster without a log is dropped from the address.
    expect(window.location.search).toBe('?view=players');
    expect(solo.lastRanking().input).not.toHaveProperty('online');
  });
});

// The population chart under a logged cluster's board (docs/adr/0104-last-seen-and-population-on-the-page.md).
describe('the population chart', () => {
  const hours = Array.from({ length: 48 }, (_, i) => (i === 30 ? 7 : 1));
  const ANSWER = { timezone: 'UTC', start: '2026-04-05T00:00:00.000Z', hours };

  it("charts a logged cluster's players online each hour under its players board, with a text alternative", async () => {
    const page = renderPage('/?view=players&cluster=ASA');
    page.population.answer = ANSWER;
    await answer(page.clusterCalls[0], CLUSTERS);
    const chart = await screen.findByRole('region', { name: 'Players online' });
    expect(page.populationCalls).toEqual(['ASA']);
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/at most 7, on Apr 6, 2026/);
    expect(within(chart).getByRole('rowheader', { name: 'Apr 6, 2026' })).toBeInTheDocument();
  });

  it('asks for none and draws none for a cluster without a log, or on the tribes board', async () => {
    const solo = renderPage('/?view=players&cluster=SOLO');
    solo.population.answer = ANSWER;
    await answer(solo.clusterCalls[0], CLUSTERS);
    expect(solo.populationCalls).toEqual([]);
    stopPages();
    const tribes = renderPage('/?cluster=ASA');
    await answer(tribes.clusterCalls[0], CLUSTERS);
    expect(tribes.populationCalls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Players online' })).not.toBeInTheDocument();
  });
});
