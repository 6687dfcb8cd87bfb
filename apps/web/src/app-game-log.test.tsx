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
