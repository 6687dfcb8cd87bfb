import type { ThemeName } from '@ark/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('is a button named "Light theme", not pressed in the dark theme', () => {
    render(<ThemeToggle theme="dark" onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Light theme' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('is pressed in the light theme, under the same name', () => {
    render(<ThemeToggle theme="light" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Light theme', pressed: true })).toBeInTheDocument();
  });

  it('asks for the other theme when pressed, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<ThemeToggle theme="dark" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(onChange).toHaveBeenLastCalledWith('light');
    rerender(<ThemeToggle theme="light" onChange={onChange} />);
    screen.getByRole('button', { name: 'Light theme' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('dark');
  });

  it('keeps the toggle of the theme shown as the same element once the theme is known', () => {
    // Drawn before the theme is known (the server's HTML): one toggle per theme.
    const { container, rerender } = render(<ThemeToggle theme={null} onChange={() => {}} />);
    const [dark, light] = container.querySelectorAll('button');
    expect(dark).toHaveAttribute('data-when', 'dark');
    expect(light).toHaveAttribute('data-when', 'light');
    // The script learns the page shows the light theme: a tap landing now hits the same button.
    rerender(<ThemeToggle theme="light" onChange={() => {}} />);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(container.querySelector('button')).toBe(light);
    expect(light).not.toHaveAttribute('data-when');
  });

  it('stays the same element, focus kept, when a press changes the theme', async () => {
    const user = userEvent.setup();
    function Page() {
      const [theme, setTheme] = useState<ThemeName>('dark');
      return <ThemeToggle theme={theme} onChange={setTheme} />;
    }
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Light theme' });
    await user.click(button);
    // The pressed state is drawn on the button that was pressed: nothing was made again.
    expect(screen.getByRole('button', { name: 'Light theme', pressed: true })).toBe(button);
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Light theme', pressed: false })).toBe(button);
  });

  it('stays the same element across presses after the theme became known', () => {
    const { container, rerender } = render(<ThemeToggle theme={null} onChange={() => {}} />);
    const dark = container.querySelector('button');
    rerender(<ThemeToggle theme="dark" onChange={() => {}} />);
    rerender(<ThemeToggle theme="light" onChange={() => {}} />);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(container.querySelector('button')).toBe(dark);
  });
});
