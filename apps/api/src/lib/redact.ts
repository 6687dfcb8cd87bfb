const MASK = '***';
/** `scheme://user:password@` anywhere in a text. */
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*):([^@/?#\s]*)@/gi;

/**
 * A connection URL with its password masked, safe to log.
 * @example redactUrl('mysql://ark:s3cret@db:3306/solo') // "mysql://ark:***@db:3306/solo"
 */
export function redactUrl(url: string): string {
  return url.replace(URL_CREDENTIALS, `$1:${MASK}@`);
}

/**
 * Any text (an error message, a log line) with URL passwords and the given secret values masked.
 * Secrets shorter than 3 characters are left alone: masking them would mangle ordinary words.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = redactUrl(text);
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    out = out.split(secret).join(MASK);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(MASK);
  }
  return out;
}
