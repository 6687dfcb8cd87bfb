import { type RangeKey, selectRangeDropdown } from '@ark/core';
import { makeState } from '@ark/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PeriodDropdown } from './period-dropdown';

/** Plays the page's part: the offered ranges and the open flag, as the core reducer holds them. */
function Harness({
  ranges = ['all', 'day', 'week', 'month', 'last_week', 'last_month'],
  onSelect = () => {},
}: {
  ranges?: RangeKey[];
  onSelect?: (range: RangeKey) => void;
}) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<RangeKey>('all');
  const dropdown = selectRangeDropdown(makeState({ ranges, range }));
  if (!dropdown) return null;
  return (
    <PeriodDropdown
      dropdown={dropdown}
      open={open}
      onToggle={() => setOpen((was) => !was)}
      onSelect={(next) => {
        onSelect(next);
        setRange(next);
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
    />
  );
}

describe('PeriodDropdown', () => {
  it('is a button named Period and the chosen period, all time at first', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Period All time' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("lists the periods in core's order: all time, this month, this week, today, last week, last month", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Period / }));
    const listbox = screen.getByRole('listbox', { name: 'Period' });
    expect(listbox).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All time',
      'This month',
      'This week',
      'Today',
      'Last week',
      'Last month',
    ]);
  });

  it('gives the chosen range key, by pointer or keyboard, and shows it on the button', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /^Period / }));
    await userEvent.click(screen.getByRole('option', { name: 'This week' }));
    expect(onSelect).toHaveBeenLastCalledWith('week');
    const button = screen.getByRole('button', { name: 'Period This week' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('last_month');
    expect(screen.getByRole('button', { name: 'Period Last month' })).toBeInTheDocument();
  });

  it('offers only the periods the backend ranks', async () => {
    render(<Harness ranges={['all', 'week']} />);
    await userEvent.click(screen.getByRole('button', { name: /^Period / }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All time',
      'This week',
    ]);
  });
});
