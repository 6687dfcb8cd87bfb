import { THEME_STORAGE_KEY } from '@ark/core';
import { screen } from '@testing-library/react';
import { renderPage, stopPages } from './test/render-page';

afterEach(() => {
  stopPages();
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});

describe('the theme toggle (docs/behaviour.md#header-and-tabs)', () => {
  it('is in the header, named Light theme, not pressed in the dark theme', () => {
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Light theme' });
    expect(screen.getByRole('banner')).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the light theme on and off, and remembers the choice', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('shows the theme chosen before the page started as pressed', () => {
    document.documentElement.dataset.theme = 'light';
    renderPage();
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
