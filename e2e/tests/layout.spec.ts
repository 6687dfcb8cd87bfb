import type { Page } from '@playwright/test';
import { MARKUP_NAME } from '../fixtures/seed';
import { expect, open, settled, tab, test } from '../support/test';

interface CellLines {
  text: string;
  lines: number;
}

/** Lines each body cell's text takes, per column header, read from the laid-out page. */
async function linesPerColumn(page: Page): Promise<Record<string, CellLines[]>> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    if (!table) return {};
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const lines: Record<string, { text: string; lines: number }[]> = {};
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => {
        // The lines of the cell's own text: one rectangle per line box each text node occupies.
        // Elements' boxes do not count (a trophy image, or a name's button, whose padding puts
        // its top above its text's top); their text does.
        const tops = new Set<number>();
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if ((node.textContent ?? '').trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        const header = headers[index] ?? '';
        const text = (cell.textContent ?? '').trim();
        lines[header] = [...(lines[header] ?? []), { text, lines: tops.size }];
      });
    }
    return lines;
  });
}

const NUMERIC = ['TRIBE SCORE', 'KILLS', 'DEATHS', 'KD', 'TAMED DINO KILLS', 'TIME PLAYED'];

// docs/behaviour.md#table-and-cards: numbers take their natural width on one line; names get the
// rest and wrap only when the table truly has no room.
for (const width of [768, 900, 1024, 1280]) {
  test.describe(`the table at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const view of ['Tribe Leaderboard', 'Player Leaderboard'] as const) {
      test(`${view}: every number on one line, names unwrapped when there is room, no sideways scroll`, async ({
        page,
      }) => {
        await open(page);
        if (view === 'Player Leaderboard') {
          await tab(page, view).click();
          await settled(page);
        }
        await expect(page.getByRole('table')).toBeVisible();
        const lines = await linesPerColumn(page);
        for (const column of NUMERIC) {
          for (const cell of lines[column] ?? []) expect(cell.lines, cell.text).toBe(1);
        }
        // The seed's names fit from 1024px up; only its 28-character markup name, which is both a
        // player's name and their tribe's, needs more room than 1024px leaves its row.
        if (width >= 1024) {
          for (const column of ['TRIBE NAME', 'PLAYER NAME', 'TRIBE']) {
            for (const cell of lines[column] ?? []) {
              if (width < 1280 && cell.text === MARKUP_NAME) continue;
              expect(cell.lines, cell.text).toBe(1);
            }
          }
        }
        const sideways = await page.evaluate(
          () => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
        );
        expect(sideways).toBe(false);
      });
    }
  });
}
