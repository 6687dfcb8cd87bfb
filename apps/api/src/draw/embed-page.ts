// The compact board another site frames (GET /embed): plain HTML drawn on the server, no script
// at all, one inline `<style>` allowed by its hash, both themes by prefers-color-scheme, readable
// from 300 px wide. Every user text (names, tribes, the community's name) is escaped and isolated.
import {
  accentShades,
  boardStatName,
  type Catalog,
  DEFAULT_ACCENT,
  dataAsOfText,
  emptyBoardText,
  escapeHtml,
  formatCount,
  LIGHT_MEDIA,
  languageOf,
  NO_VALUE,
  THEME_PALETTES,
  type ThemeName,
  textDirection,
  trophyFor,
} from '@ark/core';
import { discordText } from '@ark/core/discord';
import { type ServedSite, siteNameIn } from '../site/site-config';
import type { ShownBoard } from './board-summary';
import { TROPHY_PATH } from './preview/board-image';

/** One theme's colours as the embed's custom properties. */
function themeBlock(theme: ThemeName, accent: string): string {
  const p = THEME_PALETTES[theme];
  const shades = accentShades(accent, theme);
  const colours = {
    bg: p.bg,
    surface: p.surface,
    rule: p.rule,
    text: p.text,
    muted: p.muted,
    accent: shades.accent,
    link: shades.text,
    hover: shades.hover,
    gold: p.gold,
    silver: p.silver,
    bronze: p.bronze,
  };
  const properties = Object.entries(colours).map(([name, value]) => `--${name}:${value}`);
  return `:root{color-scheme:${theme};${properties.join(';')}}`;
}

/** The embed's whole stylesheet for a community's accent (fixed per accent: its hash is too). */
export function embedStyles(accent: string = DEFAULT_ACCENT): string {
  return [
    themeBlock('dark', accent),
    `@media ${LIGHT_MEDIA}{${themeBlock('light', accent)}}`,
    '*{box-sizing:border-box}',
    'body{margin:0;padding:10px 12px;border-top:3px solid var(--accent);background:var(--bg);color:var(--text);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    'header{display:flex;align-items:center;gap:8px;min-width:0;color:var(--link);font-weight:700}',
    'header img{width:28px;height:28px;object-fit:contain;flex:none}',
    'header span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
    'h1{font-size:15px;margin:6px 0 8px}',
    'table{width:100%;border-collapse:collapse;table-layout:fixed}',
    'th,td{padding:5px 4px;border-bottom:1px solid var(--rule);text-align:left}',
    'thead th{font-size:11px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}',
    'tbody tr:nth-child(even){background:var(--surface)}',
    '.r{width:3.6em;white-space:nowrap;font-weight:700}',
    '.v{width:7.5em;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}',
    'tbody th{font-weight:400;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
    'small{display:block;color:var(--muted);font-size:12px;overflow:hidden;text-overflow:ellipsis}',
    'a{color:var(--link)}a:hover{color:var(--hover)}',
    'svg{width:14px;height:14px;vertical-align:-2px;margin-right:2px}',
    '.t1{fill:var(--gold)}.t2{fill:var(--silver)}.t3{fill:var(--bronze)}',
    'footer{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;margin-top:8px;font-size:12px;color:var(--muted)}',
    'p{color:var(--muted)}',
  ].join('');
}

/** A link that opens the full board in a new tab, out of the frame. */
const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${text}</a>`;

/** User text in its own direction, so it cannot reorder what is around it. */
const isolated = (text: string) => `<bdi dir="${textDirection(text)}">${escapeHtml(text)}</bdi>`;

function trophy(rank: number | null): string {
  const place = trophyFor(rank);
  return place === null
    ? ''
    : `<svg class="t${place}" viewBox="0 0 24 24" aria-hidden="true"><path d="${TROPHY_PATH}"/></svg>`;
}

/** The document around a body, in its language: the board's title, the styles, the community's heading. */
function documentOf(
  title: string,
  { styles, site, catalog }: { styles: string; site: ServedSite; catalog: Catalog },
  body: string,
): string {
  const logo = site.logo
    ? `<img src="${escapeHtml(site.logo.path)}" alt="" width="28" height="28">`
    : '';
  const lang = languageOf(catalog.code).htmlLang;
  const name = isolated(siteNameIn(site, catalog));
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${styles}</style></head><body>` +
    `<header>${logo}<span>${name}</span></header><main>${body}</main></body></html>`
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The table of a board's rows, or what an empty board says, in the board's language. */
function rowsTable({ summary, pick, catalog }: ShownBoard): string {
  const rows = summary.rows.map(
    ({ rank, name, tribe, value }) =>
      `<tr><td class="r">${trophy(rank)}${rank === null ? NO_VALUE : formatCount(rank, catalog)}</td>` +
      `<th scope="row">${link(summary.url, isolated(name))}${tribe ? `<small>${isolated(tribe)}</small>` : ''}</th>` +
      `<td class="v">${escapeHtml(value)}</td></tr>`,
  );
  if (rows.length === 0) {
    return `<p>${escapeHtml(summary.notice ?? emptyBoardText(catalog, pick.range))}</p>`;
  }
  const head = (key: 'embed.rank' | 'embed.name') => escapeHtml(discordText(catalog.code, key));
  const stat = escapeHtml(capitalised(boardStatName(catalog, summary.filter)));
  return (
    `<table><thead><tr><th scope="col" class="r">${head('embed.rank')}</th>` +
    `<th scope="col">${head('embed.name')}</th><th scope="col" class="v">${stat}</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/**
 * The embed of a board, in its language (docs/adr/0064-languages-wired.md): its title, its top
 * rows with names linking to the full board, "Data as of".
 */
export function embedPage(board: ShownBoard, site: ServedSite, styles: string): string {
  const { summary, catalog } = board;
  const asOf = dataAsOfText(catalog, summary.updatedAt, site.timeZone);
  const full = link(summary.url, escapeHtml(discordText(catalog.code, 'embed.fullBoard')));
  const footer = `<footer><span>${asOf ? escapeHtml(asOf) : ''}</span>${full}</footer>`;
  return documentOf(
    summary.title,
    { styles, site, catalog },
    `<h1>${escapeHtml(summary.title)}</h1>${rowsTable(board)}${footer}`,
  );
}

/**
 * The small page a bad embed address gets (with a 400), in the embed's language and look: that it
 * cannot be shown, and why (the API's words, for the admin who wrote the address).
 */
export function embedErrorPage(
  message: string,
  site: ServedSite,
  styles: string,
  catalog: Catalog,
): string {
  const title = discordText(catalog.code, 'embed.cannotShow');
  return documentOf(
    title,
    { styles, site, catalog },
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}.</p>`,
  );
}
