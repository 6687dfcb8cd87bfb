import { render, screen } from '@testing-library/react';
import { Toolbar } from './toolbar';

describe('Toolbar', () => {
  it('renders the search and the filters it is given', () => {
    render(
      <Toolbar
        search={<input aria-label="Search tribes" />}
        filters={<button type="button">Cluster</button>}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Search tribes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cluster' })).toBeInTheDocument();
  });
});
