import type { Page } from '@playwright/test';
import { expect, open, PLAYER_COLUMNS, settled, TRIBE_COLUMNS, tab, test } from '../support/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);

test.describe('phone (375px)', () => {
  test('tribes are cards carrying every statistic, with no sideways scroll', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: /rankings/i }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    const first = cards.first();
    await expect(first.getByText('Alpha Rex', { exact: true })).toBeVisible();
    await expect(first.getByRole('img', { name: '1st place' })).toBeVisible();
    const text = ((await first.textContent()) ?? '').toUpperCase();
    // Every column but the rank and the name, which head the card.
    for (const label of TRIBE_COLUMNS.slice(2)) {
      expect(text).toContain(label);
    }
    for (const value of ['1,234,567', '1,500', '400', '3.75', '1,234', '205.75 HRS']) {
      expect(text).toContain(value);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
  });

  test('players are cards with their tribe, with no sideways scroll', async ({ page }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    const first = page
      .getByRole('list', { name: /rankings/i })
      .getByRole('listitem')
      .first();
    await expect(first.getByText('Rexington', { exact: true })).toBeVisible();
    const text = ((await first.textContent()) ?? '').toUpperCase();
    for (const label of PLAYER_COLUMNS.slice(2)) {
      expect(text).toContain(label);
    }
    expect(text).toContain('ALPHA REX');
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('the controls fit and work at 375px', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: /^Cluster / }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('option', { name: 'Duos' }).click();
    const cards = page.getByRole('list', { name: /rankings/i });
    await expect(cards.getByText('Rex Clan', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
