import type { Page } from '@playwright/test';
import {
  cellOf,
  expect,
  isRankingCall,
  onWorkerPage,
  open,
  rowNamed,
  STAT_COLUMNS,
  tab,
  withoutServerRender,
} from '../support/test';

// Its tests only read the shared board, each from its own first load: one page of the worker.
const test = onWorkerPage();

async function rowCells(page: Page, name: string, columns: string[]): Promise<string[]> {
  const row = rowNamed(page, name);
  const cells: string[] = [];
  for (const column of columns) cells.push(await cellOf(page, row, column));
  return cells;
}

const STATS = STAT_COLUMNS;

const pagination = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 2 };

test.describe('formatting', () => {
  test('tribe rows: separators, KD as served, hours', async ({ page }) => {
    await open(page);
    expect(await rowCells(page, 'Alpha Rex', ['TRIBE SCORE', ...STATS])).toEqual([
      '1,234,567',
      '1,500',
      '400',
      '3.75',
      '1,234',
      '205.75 hrs',
    ]);
  });

  test('player rows: tribe, separators, KD as served, hours to two decimals', async ({ page }) => {
    await open(page);
    await tab(page, 'Player Leaderboard').click();
    // The players' table drawn (its cells are read once below): rows alone may still be the
    // tribes', before the tap is drawn.
    await expect(rowNamed(page, 'Rexington')).toBeVisible();
    expect(await rowCells(page, 'Rexington', ['TRIBE', ...STATS])).toEqual([
      'Alpha Rex',
      '1,500',
      '400',
      '3.75',
      '1,234',
      '205.75 hrs',
    ]);
    expect(await rowCells(page, 'Raptor Queen', STATS)).toEqual([
      '1,200',
      '480',
      '2.50',
      '2',
      '1.50 hrs',
    ]);
  });

  test('a player without KD gets kills / max(deaths, 1) to one decimal; no time is N/A', async ({
    page,
  }) => {
    await withoutServerRender(page);
    await page.route(isRankingCall('players'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [
            { rank: 1, PlayerName: 'No KD', TribeName: 'T', PlayerKills: 7, DeathByPlayer: 2 },
            {
              rank: 2,
              PlayerName: 'No Deaths',
              TribeName: 'T',
              PlayerKills: 4,
              DeathByPlayer: 0,
              DinoKills: 3,
              PlayTime: 125,
            },
          ],
          pagination,
        },
      }),
    );
    await open(page, '?view=players');
    expect(await rowCells(page, 'No KD', ['KD', 'TIME PLAYED'])).toEqual(['3.5', 'N/A']);
    expect(await rowCells(page, 'No Deaths', ['KD', 'TIME PLAYED'])).toEqual(['4.0', '2.08 hrs']);
  });

  test('a tribe with missing statistics shows N/A for score and time, 0 for the counts', async ({
    page,
  }) => {
    await withoutServerRender(page);
    await page.route(isRankingCall('tribes'), (route) =>
      route.fulfill({
        json: {
          ranking_data: [{ rank: 1, TribeName: 'Bare Tribe' }],
          pagination: { ...pagination, total_records: 1 },
        },
      }),
    );
    await open(page);
    expect(await rowCells(page, 'Bare Tribe', ['TRIBE SCORE', ...STATS])).toEqual([
      'N/A',
      '0',
      '0',
      '0',
      '0',
      'N/A',
    ]);
  });
});
