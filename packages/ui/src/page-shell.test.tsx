import { render, screen } from '@testing-library/react';
import { PageShell } from './page-shell';

describe('PageShell', () => {
  it('puts the header first and the content in the main landmark', () => {
    render(
      <PageShell>
        <p>content</p>
      </PageShell>,
    );
    expect(screen.getByRole('heading', { name: 'LEADERBOARDS' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});
