import { PAGE_TABS, type View } from '@ark/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ViewTabs } from './view-tabs';

function Harness({ onSelect }: { onSelect?: (view: View) => void }) {
  const [view, setView] = useState<View>('tribes');
  return (
    <ViewTabs
      view={view}
      onSelect={(next) => {
        onSelect?.(next);
        setView(next);
      }}
    >
      <p>{view} content</p>
    </ViewTabs>
  );
}

describe('ViewTabs', () => {
  it('shows Tribe Leaderboard selected by default, controlling the panel', () => {
    render(<Harness />);
    const tribe = screen.getByRole('tab', { name: 'Tribe Leaderboard' });
    const player = screen.getByRole('tab', { name: 'Player Leaderboard' });
    expect(tribe).toHaveAttribute('aria-selected', 'true');
    expect(player).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Tribe Leaderboard' });
    expect(tribe).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('tribes content');
  });

  it('keeps only the selected tab in the tab order (roving tabindex)', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Tribe Leaderboard' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Player Leaderboard' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('selects a tab on click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Player Leaderboard' }));
    expect(onSelect).toHaveBeenCalledWith('players');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('players content');
  });

  it('moves and selects with Right, Left, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const tribe = screen.getByRole('tab', { name: 'Tribe Leaderboard' });
    const player = screen.getByRole('tab', { name: 'Player Leaderboard' });
    tribe.focus();
    await user.keyboard('{ArrowRight}');
    expect(player).toHaveFocus();
    expect(player).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tribe).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(player).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tribe).toHaveFocus();
    expect(tribe).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(player).toHaveFocus();
  });

  it('does not report a click on the tab already selected', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tribe Leaderboard' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('offers the hall of fame as a third tab, a link to its address', async () => {
    const onSelect = vi.fn();
    render(
      <ViewTabs view="tribes" tabs={PAGE_TABS} onSelect={onSelect} hrefOf={(tab) => `?view=${tab}`}>
        <p>content</p>
      </ViewTabs>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tribe Leaderboard',
      'Player Leaderboard',
      'Hall of fame',
    ]);
    const hall = screen.getByRole('tab', { name: 'Hall of fame' });
    expect(hall).toHaveAttribute('href', '?view=hall');
    await userEvent.click(hall);
    expect(onSelect).toHaveBeenCalledWith('hall');
  });
});
