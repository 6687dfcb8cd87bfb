import type { Locator, Page } from '@playwright/test';
import { expect, open, PLAYER_COLUMNS, settled, TRIBE_COLUMNS, tab, test } from '../support/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);

/**
 * The rows of the rankings, each shown as a card on a phone (the table's rows, laid out by the
 * stylesheet: docs/adr/0069-the-page-on-react-again.md).
 */
const cardsOf = (page: Page): Locator =>
  page
    .getByRole('table', { name: /rankings/i })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** A card's text as a visitor reads it: each statistic after its label (the stylesheet's). */
const cardText = (card: Locator): Promise<string> =>
  card.evaluate((row) =>
    [...row.children]
      .map((cell) => {
        const label = getComputedStyle(cell, '::before').content;
        const shown = /^"(.*)"/.exec(label)?.[1] ?? '';
        return `${shown} ${cell.textContent ?? ''}`;
      })
      .join(' ')
      .toUpperCase(),
  );

/** Whether the cells of a card stack (a card), rather than sit in one line (a table row). */
const isCard = (card: Locator): Promise<boolean> =>
  card.evaluate((row) => getComputedStyle(row).display === 'flex');

test.describe('phone (375px)', () => {
  test('tribes are cards carrying every statistic, with no sideways scroll', async ({ page }) => {
    await open(page);
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(20);
    const first = cards.first();
    expect(await isCard(first)).toBe(true);
    await expect(first.getByText('Alpha Rex', { exact: true })).toBeVisible();
    await expect(first.getByRole('img', { name: '1st place' })).toBeVisible();
    // The column headers are for assistive technology only here: each card labels its own.
    await expect(page.getByRole('columnheader').first()).not.toBeInViewport();
    const text = await cardText(first);
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
    const first = cardsOf(page).first();
    await expect(first.getByText('Rexington', { exact: true })).toBeVisible();
    expect(await isCard(first)).toBe(true);
    const text = await cardText(first);
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
    await expect(cardsOf(page).getByText('Rex Clan', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
