import { toMovement } from '@ark/core';
import { render, screen } from '@testing-library/react';
import { RankBadge } from './rank-badge';

describe('RankBadge', () => {
  it('shows the rank with its trophy for the podium', () => {
    render(<RankBadge text="2" trophy={2} />);
    expect(screen.getByRole('img', { name: '2nd place' })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('shows the rank alone below the podium', () => {
    render(<RankBadge text="4" trophy={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('shows the movement beside the rank, in words for assistive technology', () => {
    render(<RankBadge text="4" trophy={null} movement={toMovement(-2)} />);
    expect(screen.getByText('▼2')).toBeInTheDocument();
    expect(screen.getByText('down 2 places since the last update')).toBeInTheDocument();
  });
});
