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

  it('colours gold, silver and bronze differently', () => {
    const fills = ([1, 2, 3] as const).map((place) => {
      const { container, unmount } = render(<Trophy place={place} />);
      const fill = container.querySelector('path')?.getAttribute('fill');
      unmount();
      return fill;
    });
    expect(new Set(fills).size).toBe(3);
  });
});
