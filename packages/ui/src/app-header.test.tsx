import { render, screen } from '@testing-library/react';
import { AppHeader } from './app-header';
import { ThemeToggle } from './theme-toggle';

describe('AppHeader', () => {
  it('shows the title LEADERBOARDS as the top heading in a banner', () => {
    render(<AppHeader />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'LEADERBOARDS' })).toBeInTheDocument();
  });

  it('shows a decorative logo that screen readers skip', () => {
    const { container } = render(<AppHeader />);
    expect(container.querySelector('.ark-logo')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the community's name beside the logo, the title LEADERBOARDS kept", () => {
    render(<AppHeader site={{ name: 'The Island' }} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(/^The IslandLEADERBOARDS$/);
    expect(screen.getByText('The Island')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'LEADERBOARDS' })).toBeInTheDocument();
    expect(screen.getByText('The Island').closest('bdi')).not.toBeNull();
  });

  it("shows the community's logo instead of ours, named by the community, at a fixed size", () => {
    const { container } = render(
      <AppHeader site={{ name: 'The Island', logoUrl: '/site/logo.1a2b.png' }} />,
    );
    const logo = screen.getByRole('img', { name: 'The Island' });
    expect(logo).toHaveAttribute('src', '/site/logo.1a2b.png');
    expect(logo).toHaveAttribute('width', '44');
    expect(logo).toHaveAttribute('height', '44');
    expect(container.querySelector('.ark-logo')).toBeNull();
  });

  it('shows a hostile name as text: no element is made from it', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { container } = render(<AppHeader site={{ name }} />);
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('shows the theme toggle when given its state', () => {
    render(<AppHeader toggle={<ThemeToggle theme="light" onChange={() => {}} />} />);
    expect(
      screen.getByRole('banner').querySelector('button[aria-pressed="true"]'),
    ).toHaveAccessibleName('Light theme');
  });
});
