import { render, screen } from '@testing-library/react';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('shows the title LEADERBOARDS as the top heading in a banner', () => {
    render(<AppHeader />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'LEADERBOARDS' })).toBeInTheDocument();
  });

  it('shows a decorative logo that screen readers skip', () => {
    const { container } = render(<AppHeader />);
    const logo = container.querySelector('svg');
    expect(logo).toHaveAttribute('aria-hidden', 'true');
  });
});
