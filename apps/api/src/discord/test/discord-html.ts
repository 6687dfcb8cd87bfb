// The markdown this project sends to Discord, drawn as Discord draws it, for the README's
// renderings (render-post-preview.ts, render-command-answer.ts): not a test.

/** `text` with HTML's special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/**
 * The markdown this project sends, as Discord draws it: backslash escapes show the character,
 * `**` toggles bold; every character HTML-escaped.
 */
export function markdownToHtml(text: string): string {
  let html = '';
  let bold = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (char === '\\' && next !== undefined && /[^0-9A-Za-z\s]/.test(next)) {
      html += escapeHtml(next);
      i += 1;
    } else if (char === '*' && next === '*') {
      html += bold ? '</strong>' : '<strong>';
      bold = !bold;
      i += 1;
    } else {
      html += char === '\n' ? '<br>' : escapeHtml(char);
    }
  }
  return bold ? `${html}</strong>` : html;
}
