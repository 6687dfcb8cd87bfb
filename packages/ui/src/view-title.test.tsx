import { render, screen } from '@testing-library/react';
import { ViewTitle } from './view-title';

describe('ViewTitle', () => {
  it('titles the tribe view TRIBE LEADERBOARDS', () => {
    render(<ViewTitle view="tribes" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'TRIBE LEADERBOARDS' }),
    ).toBeInTheDocument();
  });

  it('titles the player view PLAYER LEADERBOARDS', () => {
    render(<ViewTitle view="players" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'PLAYER LEADERBOARDS' }),
    ).toBeInTheDocument();
  });
});
