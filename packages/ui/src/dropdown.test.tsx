import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dropdown } from './dropdown';

const OPTIONS = [
  { value: 'SOLO', label: 'Solos' },
  { value: 'DUO', label: 'Duos' },
  { value: '3MAN', label: '3 Man' },
];

/** Plays the page's part: holds open/value the way the core reducer does. */
function Harness({ onSelect = () => {} }: { onSelect?: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('SOLO');
  return (
    <div>
      <Dropdown
        label="Cluster"
        options={OPTIONS}
        value={value}
        open={open}
        onToggle={() => setOpen((was) => !was)}
        onSelect={(next) => {
          onSelect(next);
          setValue(next);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
      <p>Outside</p>
    </div>
  );
}

describe('Dropdown', () => {
  it('is a button named by its label and the chosen option it shows, closed at first', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: /^Cluster / });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Solos');
    // Label in name (WCAG 2.5.3): what a voice user reads off the button is part of its name.
    expect(button).toHaveAccessibleName('Cluster Solos');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a listbox on click with the chosen option selected', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Cluster / }));
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const listbox = screen.getByRole('listbox', { name: 'Cluster' });
    expect(listbox).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Solos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Duos' })).toHaveAttribute('aria-selected', 'false');
  });

  it('chooses an option on click and closes', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /^Cluster / }));
    await userEvent.click(screen.getByRole('option', { name: 'Duos' }));
    expect(onSelect).toHaveBeenCalledWith('DUO');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveTextContent('Duos');
  });

  it('opens with ArrowDown, moves with arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    screen.getByRole('button', { name: /^Cluster / }).focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Solos' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(listbox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Duos' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('DUO');
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveFocus();
  });

  it('opens with Enter and Space and chooses with Space', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    screen.getByRole('button', { name: /^Cluster / }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{End} ');
    expect(onSelect).toHaveBeenCalledWith('3MAN');
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /^Cluster / }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cluster / })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('reports a pointer press outside the open dropdown through onClose', async () => {
    const onClose = vi.fn();
    render(
      <>
        <Dropdown
          label="Filter by"
          options={OPTIONS}
          value="SOLO"
          open
          onToggle={() => {}}
          onSelect={() => {}}
          onClose={onClose}
        />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Duos' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Outside'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside (with the page holding the state)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Cluster / }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('toggles closed when its button is clicked again', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: /^Cluster / });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
