// The README's picture of a Discord post: a realistic weekly board (with a hostile name) built by
// buildBoardPost, drawn as an HTML mock of Discord's dark theme and screenshotted in Chromium to
// docs/screenshots/discord-post.png. A task run by hand, not a test; colour emoji need an emoji
// font (Debian: fonts-noto-color-emoji).
//   pnpm --filter @ark/api exec tsx --conditions=@ark/source src/discord/test/render-post-preview.ts
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BoardSummary, formatCount } from '@ark/core';
import { chromium } from 'playwright-core';
import { buildBoardPost } from '../board-embed';
import type { DiscordEmbed, DiscordWebhookBody } from '../discord-limits';
import { escapeHtml, markdownToHtml } from './discord-html';

const OUT = fileURLToPath(
  new URL('../../../../../docs/screenshots/discord-post.png', import.meta.url),
);
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];

const KILLS: Array<[string, string | undefined, number]> = [
  ['Rexy McRexface', 'The Alpha Pack', 412],
  ['@everyone **FREE NITRO** [click](http://evil.example)', 'Spoiler ||Tribe||', 377],
  ['Kiri', 'The Alpha Pack', 377],
  ['Dodo Whisperer', undefined, 298],
  ['Zoë the Tamer', 'Northern Lights', 251],
  ['# BIG <@123456789>', 'Northern Lights', 199],
  ['Gigachad', 'Swamp Kings', 187],
  ['Raptor Jesus', 'Swamp Kings', 150],
  ['Волкодав', undefined, 142],
  ['1. not a list', 'Ragnarok Rejects', 97],
];

/** Competition ranks: tied kills share a rank. */
const rows = KILLS.map(([name, tribe, kills]) => ({
  rank: KILLS.findIndex(([, , other]) => other === kills) + 1,
  name,
  ...(tribe ? { tribe } : {}),
  value: formatCount(kills),
}));

const board: BoardSummary = {
  title: 'Top players by kills · Solos · Last week',
  url: 'https://ark.example.org/?view=players&cluster=SOLO&filter=kills&range=last_week',
  filter: 'kills',
  valueLabel: 'Kills',
  rows,
  updatedAt: '2024-05-13T00:00:00Z',
  siteName: 'Rex Valley',
};

function embedHtml(embed: DiscordEmbed): string {
  const colour = `#${(embed.color ?? 0).toString(16).padStart(6, '0')}`;
  const title = markdownToHtml(embed.title ?? '');
  const time = embed.timestamp
    ? ` • ${new Date(embed.timestamp).toLocaleDateString('en-GB', { timeZone: 'UTC' })} 00:00`
    : '';
  return `<div class="embed" style="border-left-color: ${colour}">
    <a class="title" href="${escapeHtml(embed.url ?? '#')}">${title}</a>
    <div class="description">${markdownToHtml(embed.description ?? '')}</div>
    <div class="footer">${escapeHtml(embed.footer?.text ?? '')}${escapeHtml(time)}</div>
  </div>`;
}

function pageHtml(body: DiscordWebhookBody): string {
  const name = escapeHtml(body.username ?? 'Leaderboards');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #313338; font: 16px/1.375 "Liberation Sans", "DejaVu Sans", sans-serif, "Noto Color Emoji"; color: #dbdee1; }
    .message { display: flex; gap: 16px; padding: 16px 24px 20px 16px; width: 600px; }
    .avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #f2a541; color: #1a1206; font-weight: 700; display: grid; place-items: center; }
    .header { display: flex; align-items: center; gap: 6px; }
    .name { color: #f2f3f5; font-weight: 600; }
    .badge { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; border-radius: 4px; padding: 1px 4px; }
    .when { color: #949ba4; font-size: 12px; }
    .embed { margin-top: 4px; max-width: 520px; background: #2b2d31; border-left: 4px solid; border-radius: 4px; padding: 8px 16px 16px 12px; }
    .title { display: block; margin-top: 8px; color: #00a8fc; font-weight: 600; text-decoration: none; }
    .description { margin-top: 8px; font-size: 14px; line-height: 1.45; white-space: pre-wrap; }
    .description strong { color: #f2f3f5; }
    .footer { margin-top: 8px; font-size: 12px; color: #b5bac1; }
  </style></head><body><div class="message">
    <div class="avatar">RV</div>
    <div><div class="header"><span class="name">${name}</span><span class="badge">APP</span><span class="when">Today at 00:00</span></div>
    ${body.embeds.map(embedHtml).join('')}</div>
  </div></body></html>`;
}

const executablePath = process.env.CHROMIUM_PATH ?? BROWSERS.find((path) => existsSync(path));
// playwright-core adds the headless, no-sandbox and quiet-start flags itself.
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-gpu'],
});
try {
  const context = await browser.newContext({
    deviceScaleFactor: 2,
    viewport: { width: 640, height: 400 },
  });
  const page = await context.newPage();
  const post = buildBoardPost({ boards: [board], username: board.siteName });
  await page.setContent(pageHtml(post));
  mkdirSync(dirname(OUT), { recursive: true });
  await page.locator('.message').screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
