import { type PanelContent, selectPanel } from '@ark/core/panel';
import { makePlayerAnswer, makeSeasons, makeState, makeTribeAnswer } from '@ark/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailPanel, type DetailPanelProps } from './detail-panel';
import { EN, InEnglish } from './test-english';

type OpenPanel = Exclude<PanelContent, { kind: 'closed' }>;

const PLAYER = { kind: 'player', id: '76561198000000001' } as const;
const TRIBE = { kind: 'tribe', id: '1001' } as const;

/** What core's selectPanel gives for an open panel in the given status. */
function panel(
  target: { kind: 'player' | 'tribe'; id: string },
  detailLoad: Parameters<typeof makeState>[0],
) {
  const content = selectPanel(
    makeState({ seasons: makeSeasons(1), seasonsProbed: true, detail: target, ...detailLoad }),
    EN,
  );
  if (content.kind === 'closed') throw new Error('the panel is closed');
  return content;
}
const playerPanel = () =>
  panel(PLAYER, { detailLoad: { status: 'loaded', answer: makePlayerAnswer() } });
const tribePanel = (totalPages = 2) =>
  panel(TRIBE, {
    detailLoad: { status: 'loaded', answer: makeTribeAnswer({ count: 2, totalPages }) },
  });

function renderPanel(content: OpenPanel, overrides: Partial<DetailPanelProps> = {}) {
  const props: DetailPanelProps = {
    content,
    onClose: vi.fn(),
    onOpen: vi.fn(),
    onMembersPrevious: vi.fn(),
    onMembersNext: vi.fn(),
    ...overrides,
  };
  const view = render(
    <>
      <button type="button">On the page</button>
      <DetailPanel {...props} />
    </>,
    { wrapper: InEnglish },
  );
  return { ...view, props, user: userEvent.setup() };
}

describe('DetailPanel', () => {
  it('names no period on the all-time board', () => {
    renderPanel(playerPanel());
    expect(screen.getByRole('dialog', { name: 'Rex Hunter' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('This week')).not.toBeInTheDocument();
  });

  it("names the period of a range's gains and ranks, and is described by it", () => {
    const answer = {
      ...makePlayerAnswer(),
      ranks: [
        { filter: 'kills', rank: 1, of: 9 },
        { filter: 'deaths', rank: null, of: 9 },
      ],
      range: { key: 'week' as const, from: null, to: null },
    };
    renderPanel(panel(PLAYER, { range: 'week', detailLoad: { status: 'loaded', answer } }));
    const dialog = screen.getByRole('dialog', { name: 'Rex Hunter' });
    expect(dialog).toHaveAccessibleDescription('This week');
    expect(within(dialog).getByText('#1 of 9 in Kills')).toBeVisible();
    expect(within(dialog).getByText('Not ranked in Deaths')).toBeVisible();
  });

  it('lists the medals of the hall of fame in words beside their symbols, and none without them', () => {
    const answer = { ...makePlayerAnswer(), medals: { gold: 2, silver: 0, bronze: 1 } };
    const { unmount } = renderPanel(panel(PLAYER, { detailLoad: { status: 'loaded', answer } }));
    const medals = screen.getByRole('region', { name: 'Medals' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🥇 Gold: 2', '🥈 Silver: 0', '🥉 Bronze: 1']);
    unmount();
    renderPanel(playerPanel());
    expect(screen.queryByRole('region', { name: 'Medals' })).not.toBeInTheDocument();
  });

  it('links the medals to the hall of fame, and follows the link with the script', async () => {
    const answer = { ...makePlayerAnswer(), medals: { gold: 1, silver: 0, bronze: 0 } };
    const onOpenHall = vi.fn();
    renderPanel(panel(PLAYER, { detailLoad: { status: 'loaded', answer } }), { onOpenHall });
    const medals = screen.getByRole('region', { name: 'Medals' });
    const link = within(medals).getByRole('link', { name: 'See the hall of fame' });
    expect(link).toHaveAttribute('href', '?view=hall');
    await userEvent.click(link);
    expect(onOpenHall).toHaveBeenCalledOnce();
  });

  it('offers "Compare", a link to the comparison with the row added, taken with the script', async () => {
    const onCompare = vi.fn();
    const compareHref = '?view=compare&players=7';
    renderPanel(playerPanel(), { compareHref, onCompare });
    const link = screen.getByRole('link', { name: 'Compare' });
    expect(link).toHaveAttribute('href', compareHref);
    await userEvent.click(link);
    expect(onCompare).toHaveBeenCalledOnce();
  });

  it('offers no "Compare" without its address', () => {
    renderPanel(playerPanel());
    expect(screen.queryByRole('link', { name: 'Compare' })).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its heading, the player name', () => {
    renderPanel(playerPanel());
    const dialog = screen.getByRole('dialog', { name: 'Rex Hunter' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Rex Hunter' })).toBeVisible();
  });

  it('moves focus to its heading when it opens', () => {
    renderPanel(playerPanel());
    expect(screen.getByRole('heading', { name: 'Rex Hunter' })).toHaveFocus();
  });

  it('moves focus to the new heading when it shows another player or tribe', () => {
    const { rerender, props } = renderPanel(playerPanel());
    screen.getByRole('button', { name: 'Close' }).focus();
    rerender(<DetailPanel {...props} content={tribePanel()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha Rex' })).toHaveFocus();
  });

  it('closes with the close button and with Escape', async () => {
    const { props, user } = renderPanel(playerPanel());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a press on the page behind it, not on one inside it', async () => {
    const { props, user } = renderPanel(playerPanel());
    await user.click(screen.getByRole('heading', { name: 'Rex Hunter' }));
    expect(props.onClose).not.toHaveBeenCalled();
    // The panel fills the dialog: a press on the dialog itself is on its backdrop.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog') });
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderPanel(playerPanel());
    const close = screen.getByRole('button', { name: 'Close' });
    const tribe = screen.getByRole('button', { name: 'Alpha Rex' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(tribe).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(tribe).toHaveFocus();
    expect(screen.getByRole('button', { name: 'On the page' })).not.toHaveFocus();
  });

  it("shows every statistic of a player, the plugin's extra ones and hours included", () => {
    renderPanel(playerPanel());
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Kills',
      'Deaths',
      'KD',
      'Tamed Dino Kills',
      'Wild Dino Kills',
      'Dinos Tamed',
      'Deaths by Dino',
      'Deaths by Wild Dino',
      'Time Played',
    ]);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['7', '2', '3.50', '3', '40', '12', '5', '4', '2.00 hrs']);
  });

  it('shows the rank in each statistic with its movement', () => {
    renderPanel(playerPanel());
    const ranks = screen.getByRole('region', { name: 'Ranks' });
    const lines = within(ranks).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '#3 of 3,000 in Kills ▲1up 1 place since the last update',
      '#4 of 3,000 in Deaths ▲1up 1 place since the last update',
      '#5 of 3,000 in Tamed Dino Kills ▲1up 1 place since the last update',
      '#6 of 3,000 in Time Played ▲1up 1 place since the last update',
    ]);
  });

  it("opens the player's tribe from its name", async () => {
    const { props, user } = renderPanel(playerPanel());
    expect(screen.getByText(/^Tribe:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alpha Rex' }));
    expect(props.onOpen).toHaveBeenCalledWith(TRIBE, expect.any(HTMLElement));
  });

  it("shows a tribe's score, totals and member count, and its members with a pager", async () => {
    const { props, user } = renderPanel(tribePanel());
    expect(screen.getByRole('dialog', { name: 'Alpha Rex' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Tribe Score',
      'Kills',
      'Deaths',
      'KD',
      'Tamed Dino Kills',
      'Time Played',
      'Members',
    ]);
    const members = screen.getByRole('table', { name: 'Members' });
    const headers = within(members)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['RANK', 'PLAYER NAME', 'KILLS']);
    expect(within(members).getAllByRole('row')).toHaveLength(3);
    await user.click(within(members).getByRole('button', { name: 'Member 2' }));
    expect(props.onOpen).toHaveBeenCalledWith(
      { kind: 'player', id: '76561199000000002' },
      expect.any(HTMLElement),
    );
    const pager = screen.getByRole('navigation', { name: 'Members pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(props.onMembersNext).toHaveBeenCalledOnce();
  });

  it('shows no members pager for a single page', () => {
    renderPanel(tribePanel(1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says Loading... under the kind of panel while its answer is on its way', () => {
    renderPanel(panel(PLAYER, { detailLoad: { status: 'loading', answer: null } }));
    const dialog = screen.getByRole('dialog', { name: 'Player details' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says plainly when the player or tribe is hidden or unknown', () => {
    renderPanel(panel(TRIBE, { detailLoad: { status: 'notFound' } }));
    expect(screen.getByRole('dialog', { name: 'Tribe details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This tribe is not on the board: hidden or unknown.',
    );
  });

  it('says the details could not be loaded when the call failed', () => {
    renderPanel(panel(PLAYER, { detailLoad: { status: 'failed' } }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The details could not be loaded. Please try again later.',
    );
  });

  it('isolates names, so right-to-left text cannot reorder the panel', () => {
    const answer = makePlayerAnswer({ PlayerName: '\u202EreveR', TribeName: '\u202Ebirt' });
    renderPanel(panel(PLAYER, { detailLoad: { status: 'loaded', answer } }));
    expect(screen.getByRole('heading', { level: 2 }).querySelector('bdi')?.textContent).toBe(
      '\u202EreveR',
    );
    expect(screen.getByRole('button', { name: '\u202Ebirt' }).querySelector('bdi')).not.toBeNull();
  });
});

describe("a game log player's panel (docs/adr/0090-the-game-log-on-the-page.md)", () => {
  it('says "matched by name" of a player a Survival Evolved log knew by name alone', () => {
    const id = 'n0123456789abcdef0123456789abcde';
    const answer = makePlayerAnswer({ SteamID: id, Sessions: 2 });
    renderPanel(panel({ kind: 'player', id }, { detailLoad: { status: 'loaded', answer } }));
    expect(screen.getByRole('dialog')).toHaveTextContent('matched by name');
  });

  it('says nothing of it for a player with an id of their own', () => {
    renderPanel(playerPanel());
    expect(screen.getByRole('dialog')).not.toHaveTextContent('matched by name');
  });
});
