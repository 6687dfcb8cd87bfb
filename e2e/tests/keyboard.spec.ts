import type { Page } from '@playwright/test';
import {
  bodyRows,
  clusterButton,
  expect,
  filterButton,
  moveTo,
  next,
  open,
  pageText,
  previous,
  searchBox,
  searchButton,
  tab,
  test,
} from '../support/test';

/** The option the listbox marks active (aria-activedescendant) looks unlike the others. */
const activeOptionStands = (page: Page) =>
  page.getByRole('listbox').evaluate((list) => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.color} ${style.outlineStyle} ${style.boxShadow}`;
    };
    const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    const others = [...list.querySelectorAll('[role="option"]')].filter((o) => o !== active);
    return active !== null && others.every((other) => look(other) !== look(active));
  });

test('every control can be reached and operated from the keyboard, with visible focus', async ({
  page,
}) => {
  test.slow(); // a walk of every control, key by key: 26 s alone on a quiet 2-core machine
  await open(page);
  await page.locator('body').focus();

  // Tabs: arrow keys move between them.
  await moveTo(page, tab(page, 'Tribe Leaderboard'));
  await moveTo(page, tab(page, 'Player Leaderboard'), 'ArrowRight', 1);
  await expect(page.getByRole('heading', { name: 'PLAYER LEADERBOARDS' })).toBeVisible();

  // Search box: Enter submits; emptying it loads the whole list.
  await moveTo(page, searchBox(page));
  await page.keyboard.type('Raptor');
  await page.keyboard.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(bodyRows(page)).toHaveCount(20);

  // Search button: Space submits.
  await page.keyboard.type('Queen');
  await moveTo(page, searchButton(page));
  await page.keyboard.press('Space');
  await expect(page.getByRole('rowheader', { name: 'Raptor Queen' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await moveTo(page, searchBox(page), 'Shift+Tab', 1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(bodyRows(page)).toHaveCount(20);

  // Cluster: Enter opens, arrows move, Enter picks, focus returns to the button.
  await moveTo(page, clusterButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await activeOptionStands(page), 'the active option is drawn apart').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(clusterButton(page)).toContainText('Duos');
  await expect(clusterButton(page)).toBeFocused();

  // Filter by: Space opens, Escape closes without a change, ArrowDown opens too.
  await moveTo(page, filterButton(page));
  await page.keyboard.press('Space');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(filterButton(page)).toContainText('Kills');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(filterButton(page)).toContainText('Deaths');
  await expect(page.getByRole('rowheader').first()).toHaveText('Alice');

  // Pagination: Enter on Next, Space on Previous.
  await moveTo(page, next(page), 'Tab', 30);
  await page.keyboard.press('Enter');
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await moveTo(page, previous(page), 'Shift+Tab', 3);
  await page.keyboard.press('Space');
  await expect(pageText(page)).toHaveText('Page 1 of 2');
});
