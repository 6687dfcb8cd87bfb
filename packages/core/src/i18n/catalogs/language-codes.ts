// The languages there are catalogs of, by code. Here, below every catalog and the types they
// share, so the language layer imports nothing of core above it; contract.ts re-exports them.
/**
 * The languages a board speaks (docs/adr/0061-languages-and-catalogs.md), by the code the address,
 * the cookie and `site.language` use: English (the specification's words) first, the default.
 */
export const LANGUAGE_CODES = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'ru',
  'pl',
  'zh-Hans',
  'ja',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language of a board that names none, and of every fallback. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Narrows an untrusted value to a LanguageCode, exactly as written in LANGUAGE_CODES. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}
