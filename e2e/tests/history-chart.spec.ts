import { dayNumber, formatDay } from '@ark/core/panel';
import type { Locator, Page } from '@playwright/test';
import { REXINGTON } from '../fixtures/seed';
import { boardsAt } from '../support/boards';
import { expect, onBoard, open } from '../support/test';

// docs/adr/0070-what-a-cluster-keeps-and-the-chart.md: the history chart reads like a chart at
// 1280 and 375 px in both themes. Rexington's kills change on three days in a row (a rank line),
// again two days later (a lone rank, a dot), and not on the last import, today (unchanged since).
const DAY_MS = 86_400_000;
// The history board (support/boards.ts): SOLO imported 6, 5, 4 and 2 days before `now`, and now.
const now = boardsAt();
const test = onBoard('history');

const today = dayNumber(new Date(now).toISOString().slice(0, 10));
const chart = (page: Page): Locator => page.locator('.ark-history__chart');

/** Pairs of the chart's texts whose boxes overlap, as "a / b". */
async function overlaps(page: Page): Promise<string[]> {
  return chart(page).evaluate((root) => {
    const texts = [
      ...root.querySelectorAll('.ark-history__scale span, .ark-history__rank-title, li'),
    ].map((el) => ({ text: el.textContent ?? '', box: el.getBoundingClientRect() }));
    const found: string[] = [];
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) found.push(`${a.text} / ${b.text}`);
      }
    });
    return found;
  });
}

/** The smallest font size (px) of any text the chart shows. */
async function smallestText(page: Page): Promise<number> {
  return chart(page).evaluate((root) =>
    Math.min(
      ...[...root.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
        .map((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    ),
  );
}

/** The gridlines' contrast against the panel: their colour at its opacity over the panel's. */
async function gridContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const grid = getComputedStyle(document.querySelector('.ark-history__grid') as Element);
    const panel = rgb(
      getComputedStyle(document.querySelector('.ark-panel') as Element).backgroundColor,
    );
    const alpha = Number(grid.strokeOpacity);
    const line = rgb(grid.stroke).map((c, i) => c * alpha + (panel[i] ?? 0) * (1 - alpha));
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi, lo] = [luminance(line), luminance(panel)].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

for (const width of [1280, 375]) {
  for (const scheme of ['dark', 'light'] as const) {
    test(`at ${width} px in the ${scheme} theme the chart spans the window, draws lines and keeps its text readable and apart`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?view=players&player=${REXINGTON.SteamID}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region', { name: 'Kills over time' })).toBeVisible();
      await expect(chart(page)).toBeVisible();
      await chart(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`history-${width}-${scheme}.png`) });

      // The x-axis: the window's first day at the left, today at the right, in the visitor's format.
      const axis = chart(page).locator('li');
      await expect(axis).toHaveText([
        formatDay(today - 29, 'short'),
        formatDay(today - 19, 'short'),
        formatDay(today - 10, 'short'),
        formatDay(today, 'short'),
      ]);
      const plot = await chart(page).locator('.ark-history__plot--value').boundingBox();
      const last = await axis.last().boundingBox();
      const first = await axis.first().boundingBox();
      if (!plot || !last || !first) throw new Error('no axis');
      expect(Math.abs(last.x + last.width - (plot.x + plot.width))).toBeLessThan(2);
      expect(Math.abs(first.x - plot.x)).toBeLessThan(2);

      // Both lines are lines; the lone rank two days ago is a dot.
      const d = (selector: string) => chart(page).locator(selector).getAttribute('d');
      expect(await d('.ark-history__value')).toMatch(/^M[\d. ]+(L[\d. ]+){3,}$/);
      expect(await d('.ark-history__rank')).toMatch(/^M[\d. ]+L[\d. ]+L[\d. ]+$/);
      expect(await d('.ark-history__dots')).toMatch(/^M[\d. ]+h0$/);
      // The value is held flat to today: its drawn line reaches the plot's right edge.
      const line = await chart(page).locator('.ark-history__value').boundingBox();
      expect(Math.abs((line?.x ?? 0) + (line?.width ?? 0) - (plot.x + plot.width))).toBeLessThan(2);

      // Unchanged since the import two days ago, never "one day recorded".
      await expect(
        dialog.getByText(`Unchanged since ${formatDay(today - 2, 'long')}: 1,700.`),
      ).toBeVisible();
      await expect(dialog.getByText(/Only one day/)).toHaveCount(0);

      expect(await smallestText(page)).toBeGreaterThanOrEqual(11);
      expect(await overlaps(page)).toEqual([]);
      expect(await gridContrast(page)).toBeGreaterThanOrEqual(1.5);
    });
  }
}

test('the axis is in the visitor’s language and date format', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  // The page in German: waited for by the chart, not by English names.
  await page.goto(`/?view=players&player=${REXINGTON.SteamID}&lang=de`);
  await expect(chart(page)).toBeVisible();
  await expect(chart(page).locator('li').last()).toHaveText(
    new Intl.DateTimeFormat('de', { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
      new Date(today * DAY_MS),
    ),
  );
  expect(await overlaps(page)).toEqual([]);
});
