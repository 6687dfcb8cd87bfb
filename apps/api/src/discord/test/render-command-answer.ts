// The README's picture of a slash command's answer: a demo cluster imported into an in-memory
// store, a `/rank` interaction signed as Discord signs it and answered by the server's own app,
// and that answer's JSON drawn as an HTML mock of Discord's dark theme, screenshotted in Chromium
// to docs/screenshots/discord-rank.png. A task run by hand, not a test; colour emoji need an emoji
// font (Debian: fonts-noto-color-emoji).
//   pnpm --filter @ark/api exec tsx --conditions=@ark/source src/discord/test/render-command-answer.ts
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { composeApp } from '../../compose-app';
import { openPgliteDb } from '../../db/pglite-db';
import { importCluster } from '../../ingest/import-cluster';
import { servedSite } from '../../site/site-config';
import { generateCluster } from '../../sources/generate-demo';
import { migrate } from '../../store/migrations';
import { createRankingStore } from '../../store/ranking-store';
import type { DiscordEmbed } from '../discord-limits';
import type { MessageData } from '../interaction';
import { escapeHtml, markdownToHtml } from './discord-html';
import { interaction, makeTestApplication, signedHeaders } from './sign-interaction';

const OUT = fileURLToPath(
  new URL('../../../../../docs/screenshots/discord-rank.png', import.meta.url),
);
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'];

/** The answer the server gives to `/rank` of the cluster's third player by kills, after two imports. */
async function realAnswer(): Promise<MessageData> {
  const db = await openPgliteDb();
  try {
    await migrate(db);
    // Two imports, ten days apart: this week's gains and the movement since are real.
    const now = new Date();
    const before = generateCluster('SOLO', 'Solos', 0, 500, 11);
    await importCluster(db, before, { asOf: new Date(now.getTime() - 10 * 86_400_000) });
    const players = before.players.map((player, i) => ({
      ...player,
      kills: (player.kills ?? 0) + ((i * 37) % 60),
      deaths: (player.deaths ?? 0) + ((i * 13) % 20),
      dinoKills: (player.dinoKills ?? 0) + ((i * 7) % 5),
      playTime: (player.playTime ?? 0) + ((i * 53) % 900),
    }));
    await importCluster(db, { ...before, players }, { asOf: now });
    const store = createRankingStore(db);
    const application = makeTestApplication();
    const { app } = composeApp({
      store,
      site: servedSite({ look: { name: 'Rex Valley', publicUrl: 'https://ark.example.org' } }),
      discord: {
        commands: { applicationId: '112233445566778899', publicKey: application.publicKeyHex },
      },
    });
    const top = await store.page({
      view: 'players',
      cluster: 'SOLO',
      field: 'PlayerKills',
      search: '',
      page: 0,
    });
    const id = String(top.rows[2]?.id);
    const body = interaction(2, 'rank', [{ name: 'player', value: id }]);
    const res = await app.request('/discord/interactions', {
      method: 'POST',
      body,
      headers: signedHeaders(application, body, new Date()),
    });
    return ((await res.json()) as { data: MessageData }).data;
  } finally {
    await db.close();
  }
}

function embedHtml(embed: DiscordEmbed): string {
  const colour = `#${(embed.color ?? 0).toString(16).padStart(6, '0')}`;
  const fields = (embed.fields ?? [])
    .map(
      (field) => `<div class="field${field.inline ? ' inline' : ''}">
        <div class="field-name">${markdownToHtml(field.name)}</div>
        <div class="field-value">${markdownToHtml(field.value)}</div></div>`,
    )
    .join('');
  return `<div class="embed" style="border-left-color: ${colour}">
    <a class="title" href="${escapeHtml(embed.url ?? '#')}">${markdownToHtml(embed.title ?? '')}</a>
    <div class="description">${markdownToHtml(embed.description ?? '')}</div>
    <div class="fields">${fields}</div>
    <div class="footer">${escapeHtml(embed.footer?.text ?? '')} • Today at 12:00</div>
  </div>`;
}

function pageHtml(data: MessageData): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #313338; font: 16px/1.375 "Liberation Sans", "DejaVu Sans", sans-serif, "Noto Color Emoji"; color: #dbdee1; }
    .message { display: flex; gap: 16px; padding: 16px 24px 20px 16px; width: 640px; }
    .avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #f2a541; color: #1a1206; font-weight: 700; display: grid; place-items: center; }
    .used { color: #949ba4; font-size: 14px; margin: 0 0 4px 56px; padding-top: 12px; }
    .used b { color: #00a8fc; font-weight: 500; }
    .header { display: flex; align-items: center; gap: 6px; }
    .name { color: #f2f3f5; font-weight: 600; }
    .badge { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; border-radius: 4px; padding: 1px 4px; }
    .when { color: #949ba4; font-size: 12px; }
    .embed { margin-top: 4px; max-width: 540px; background: #2b2d31; border-left: 4px solid; border-radius: 4px; padding: 8px 16px 16px 12px; }
    .title { display: block; margin-top: 8px; color: #00a8fc; font-weight: 600; text-decoration: none; }
    .description { margin-top: 8px; font-size: 14px; }
    .fields { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin-top: 8px; }
    .field { grid-column: 1 / -1; font-size: 14px; }
    .field.inline { grid-column: auto; }
    .field-name { color: #f2f3f5; font-weight: 600; margin-bottom: 2px; }
    .footer { margin-top: 8px; font-size: 12px; color: #b5bac1; }
  </style></head><body><div class="shot">
    <div class="used">Kiri used <b>/rank</b></div>
    <div class="message">
    <div class="avatar">RV</div>
    <div><div class="header"><span class="name">Rex Valley</span><span class="badge">APP</span><span class="when">Today at 12:00</span></div>
    ${(data.embeds ?? []).map(embedHtml).join('')}</div>
  </div></div></body></html>`;
}

const answer = await realAnswer();
const executablePath = process.env.CHROMIUM_PATH ?? BROWSERS.find((path) => existsSync(path));
// playwright-core adds the headless, no-sandbox and quiet-start flags itself.
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-gpu'],
});
try {
  const context = await browser.newContext({
    deviceScaleFactor: 2,
    viewport: { width: 680, height: 400 },
  });
  const page = await context.newPage();
  await page.setContent(pageHtml(answer));
  mkdirSync(dirname(OUT), { recursive: true });
  await page.locator('.shot').screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
