import { render, screen } from '@testing-library/react';
import { Trophy } from './trophy';

describe('Trophy', () => {
  it.each([
    [1, '1st place'],
    [2, '2nd place'],
    [3, '3rd place'],
  ] as const)('names the rank %i trophy "%s"', (place, name) => {
    render(<Trophy place={place} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('marks gold, silver and bronze for the theme to colour', () => {
    const metals = ([1, 2, 3] as const).map((place) => {
      const { unmount } = render(<Trophy place={place} />);
      const metal = screen.getByRole('img', { name: /place/ }).getAttribute('data-metal');
      unmount();
      return metal;
    });
    expect(metals).toEqual(['gold', 'silver', 'bronze']);
  });
});
