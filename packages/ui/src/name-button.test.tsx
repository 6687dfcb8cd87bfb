import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Name } from './name-button';

const TARGET = { kind: 'player', id: '76561198000000001' } as const;

describe('Name', () => {
  it('is a button named by the name that opens its panel, with the button as the opener', async () => {
    const onOpen = vi.fn();
    render(<Name name="Rex" target={TARGET} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Rex' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(TARGET, button);
  });

  it('opens by keyboard too', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Name name="Rex" target={TARGET} onOpen={onOpen} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('stays plain, isolated text when the backend cannot open details or the row has no id', () => {
    const { container, rerender } = render(<Name name="Rex" target={TARGET} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.innerHTML).toBe('<bdi>Rex</bdi>');
    rerender(<Name name="Rex" target={null} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.innerHTML).toBe('<bdi>Rex</bdi>');
  });
});
