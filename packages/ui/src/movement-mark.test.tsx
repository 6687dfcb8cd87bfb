import { toMovement } from '@ark/core';
import { render, screen } from '@testing-library/react';
import { MovementMark } from './movement-mark';

describe('MovementMark', () => {
  it('shows an arrow and the places, and says the movement in words instead', () => {
    const { container } = render(<MovementMark movement={toMovement(3)} />);
    expect(screen.getByText('up 3 places since the last update')).toBeInTheDocument();
    const shown = screen.getByText('▲3');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('▲3up 3 places since the last update');
  });

  it('marks a drop and a new row by sign and word, not by colour alone', () => {
    const { rerender } = render(<MovementMark movement={toMovement(-2)} />);
    expect(screen.getByText('▼2')).toBeInTheDocument();
    expect(screen.getByText('down 2 places since the last update')).toBeInTheDocument();
    rerender(<MovementMark movement={toMovement(null)} />);
    expect(screen.getByText('new')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('new since the last update')).toBeInTheDocument();
  });

  it('shows nothing for an unchanged rank', () => {
    const { container } = render(<MovementMark movement={toMovement(0)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
