import type { View } from '@ark/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from './search-box';

function Harness({ view = 'tribes', onSubmit = () => {} }: { view?: View; onSubmit?: () => void }) {
  const [text, setText] = useState('');
  return <SearchBox view={view} value={text} onChange={setText} onSubmit={onSubmit} />;
}

describe('SearchBox', () => {
  it('labels the field and shows the tribe placeholder', () => {
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search tribes' });
    expect(input).toHaveAttribute('placeholder', 'Search for Tribes');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toContainElement(input);
  });

  it('shows the player placeholder in the player view', () => {
    render(<Harness view="players" />);
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveAttribute(
      'placeholder',
      'Search for Players',
    );
  });

  it('submits on the Search button', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), 'rex');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), 'rex{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reports each change and accepts at most 64 characters', async () => {
    const onChange = vi.fn();
    render(<SearchBox view="tribes" value="" onChange={onChange} onSubmit={() => {}} />);
    const input = screen.getByRole('searchbox');
    expect(input).toHaveAttribute('maxLength', '64');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});
