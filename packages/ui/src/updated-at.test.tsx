import { render, screen } from '@testing-library/react';
import { UpdatedAt } from './updated-at';

describe('UpdatedAt', () => {
  it('says "Data as of" with a machine-readable time', () => {
    render(<UpdatedAt iso="2026-11-20T10:00:00.000Z" />);
    expect(screen.getByText(/Data as of/)).toHaveTextContent(/Nov 20, 2026/);
    expect(screen.getByText(/Nov 20, 2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('shows nothing for a time it cannot read', () => {
    const { container } = render(<UpdatedAt iso="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
