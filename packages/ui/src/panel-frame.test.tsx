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
    // The frame fills the dialog: a press on the dialog itself is on its backdrop.
    fireEvent.pointerDown(screen.getByText('Loading...'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is drawn open, the page before its script shows it as it is', () => {
    render(<PanelFrame onClose={vi.fn()} closeHref="?" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it("asks to close on the browser's close request, and keeps itself open until the page says", () => {
    const onClose = vi.fn();
    render(<PanelFrame onClose={onClose} closeHref="?" />);
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });
});
