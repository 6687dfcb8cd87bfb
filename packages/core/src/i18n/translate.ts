// Messages in a language (docs/adr/0061-languages-and-catalogs.md): a key's text with its
// placeholders filled, the form of a count's message chosen by the language's plural rule. About
// forty lines of our own instead of a library: no Intl object at the page's start, no parser.
import type { CatalogOf, MessageKey, Messages, PluralForms } from './catalog';
import en from './catalogs/en';
import { languageOf } from './languages';
import { writeGrouped } from './numbers';

/** Values for a message's `{name}` placeholders; `count` chooses a plural form. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A piece of a message: its own text, or a placeholder's value (for markup around user text). */
export type MessagePart = string | { param: string; value: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message of a key: a count's form by the language's rule, `other` when that form is missing. */
function messageOf<K extends MessageKey>(
  catalog: CatalogOf<K>,
  key: K,
  params: MessageParams,
): string {
  // English's first part is the fallback; a later key missing from a catalog (never one the
  // types allow) is said as its key rather than not at all.
  const message = catalog.messages[key] ?? (en.messages as Partial<Messages>)[key] ?? key;
  if (typeof message === 'string') return message;
  const count = Number(params.count ?? 0);
  const forms: PluralForms = message;
  return forms[languageOf(catalog.code).plural(count)] ?? forms.other;
}

/** A placeholder's value: `count` grouped as the language writes it, any other value as given. */
function placeholderText(catalog: CatalogOf<never>, name: string, value: string | number): string {
  return name === 'count' && typeof value === 'number'
    ? writeGrouped(value, catalog.numbers)
    : String(value);
}

// A catalog's type says which words it holds: a first part alone (FirstCatalog) has no later
// view's key, so a first paint asking for one fails to compile (docs/adr/0098-words-in-two-parts.md).

/**
 * A message split at its placeholders, so a renderer can put markup around a value (the
 * visitor's search text in `<bdi>`). A placeholder with no value stays as written.
 * @example translateParts(en, 'results.noMatch.tribes', { query: 'rex' })
 * // ['No tribes found matching "', { param: 'query', value: 'rex' }, '"']
 */
export function translateParts<K extends MessageKey>(
  catalog: CatalogOf<NoInfer<K>>,
  key: K,
  params: MessageParams = {},
): MessagePart[] {
  const parts: MessagePart[] = [];
  const message = messageOf(catalog, key, params);
  let at = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const [whole, name = ''] = match;
    const value = params[name];
    if (value === undefined) continue;
    if (match.index > at) parts.push(message.slice(at, match.index));
    parts.push({ param: name, value: placeholderText(catalog, name, value) });
    at = match.index + whole.length;
  }
  if (at < message.length) parts.push(message.slice(at));
  return parts;
}

/**
 * A key's message in the catalog's language, placeholders filled. Plain text: escaping is the
 * renderer's job.
 * @example translate(de, 'pager.text', { page: 2, total: 9 }) // "Seite 2 von 9"
 * @example translate(ru, 'movement.up', { count: 22 }) // "на 22 места выше с прошлого обновления"
 */
export function translate<K extends MessageKey>(
  catalog: CatalogOf<NoInfer<K>>,
  key: K,
  params: MessageParams = {},
): string {
  return translateParts(catalog, key, params)
    .map((part) => (typeof part === 'string' ? part : part.value))
    .join('');
}
