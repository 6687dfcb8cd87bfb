import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelFrame } from './panel-frame';

describe('PanelFrame', () => {
  it('is a busy modal dialog named Loading..., shown while the panel comes', () => {
    render(<PanelFrame onClose={vi.fn()} closeHref="?view=players" />);
    const dialog = screen.getByRole('dialog', { name: 'Loading...' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
  });

  it('closes by its Close button, a link to the page without the panel before the script', async () => {
    const onClose = vi.fn();
    render(<PanelFrame onClose={onClose} closeHref="?view=players" />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('href', '?view=players');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by Escape and by a press on the backdrop, not on the frame', async () => {
    const onClose = vi.fn();
    render(<PanelFrame onClose={onClose} closeHref="?" />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
