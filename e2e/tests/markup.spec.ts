import { MARKUP_NAME } from '../fixtures/seed';
import { expect, onWorkerPage, open, rowNamed, search, settled, tab } from '../support/test';

// Its tests only read the shared board, each from its own first load: one page of the worker.
const test = onWorkerPage();

test.describe('names are text', () => {
  test('markup in a tribe or player name is shown as text, never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page);
    await expect(page.getByRole('rowheader', { name: MARKUP_NAME, exact: true })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);

    await tab(page, 'Player Leaderboard').click();
    await settled(page);
    await search(page, '<img');
    await expect(rowNamed(page, MARKUP_NAME)).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
