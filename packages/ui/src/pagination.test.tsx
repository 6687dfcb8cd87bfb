import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, type PaginationProps } from './pagination';

function makeProps(overrides: Partial<PaginationProps> = {}): PaginationProps {
  return {
    show: true,
    text: 'Page 1 of 2',
    canPrevious: false,
    canNext: true,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    ...overrides,
  };
}

describe('Pagination', () => {
  it('shows Previous, the page text and Next', () => {
    render(<Pagination {...makeProps()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    render(
      <Pagination {...makeProps({ text: 'Page 2 of 2', canPrevious: true, canNext: false })} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders nothing when not shown', () => {
    render(<Pagination {...makeProps({ show: false })} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('reports Previous and Next clicks', async () => {
    const props = makeProps({ canPrevious: true, canNext: true });
    render(<Pagination {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
  });

  it("takes another name for a second pager, such as a tribe panel's members", () => {
    render(<Pagination {...makeProps({ label: 'Members pages' })} />);
    expect(screen.getByRole('navigation', { name: 'Members pages' })).toBeInTheDocument();
  });
});
